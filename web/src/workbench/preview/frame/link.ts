// The tree's modules linked without an import map: each module's imports are rewritten to the
// URL of what it imports (a runtime's absolute URL, or the blob URL of another of the tree's
// modules, made first). A warm frame has already loaded the runtimes, and an import map can no
// longer be added once a module has loaded (browsers before Chrome 133 ignore it), so this is how
// a warm frame runs the app. A circle of imports cannot be linked so (each blob URL would need the
// other's first): null, and the app runs in a cold frame with an import map instead.
import { replaceSpecifiers } from '../specifiers';

export function linkModules(
  modules: Readonly<Record<string, string>>,
  runtimes: Readonly<Record<string, string>>,
  blobUrl: (code: string, specifier: string) => string,
): Map<string, string> | null {
  const urls = new Map<string, string>();
  const linking = new Set<string>();
  const link = (specifier: string): string | null => {
    const done = urls.get(specifier);
    if (done !== undefined) return done;
    if (linking.has(specifier)) return null;
    linking.add(specifier);
    let circle = false;
    const code = replaceSpecifiers(modules[specifier] ?? '', specifier, (name) => {
      const runtime = Object.hasOwn(runtimes, name) ? runtimes[name] : undefined;
      if (runtime !== undefined) return new URL(runtime, location.href).href;
      if (!Object.hasOwn(modules, name)) return name;
      const url = link(name);
      if (url === null) circle = true;
      return url ?? name;
    });
    if (circle) return null;
    const url = blobUrl(code, specifier);
    urls.set(specifier, url);
    return url;
  };
  for (const specifier of Object.keys(modules)) if (link(specifier) === null) return null;
  return urls;
}

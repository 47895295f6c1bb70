// Wrong: ranks routes, but does not decode values and keeps "index" as a path segment.
function createFileRouter(files) {
  const kind = (p) => (p.startsWith('[[...') ? 3 : p.startsWith('[...') ? 2 : p.startsWith('[') ? 1 : 0);
  const routes = files
    .map((file) => ({ file, parts: file.replace(/\.(js|jsx|ts|tsx|vue)$/, '').split('/') }))
    .sort((a, b) => {
      for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
        const d = (a.parts[i] === undefined ? -1 : kind(a.parts[i])) - (b.parts[i] === undefined ? -1 : kind(b.parts[i]));
        if (d !== 0) return d;
      }
      return 0;
    });
  return function match(url) {
    const segments = url.split('?')[0].split('/').filter(Boolean);
    for (const route of routes) {
      const params = {};
      let i = 0;
      let ok = true;
      for (; i < route.parts.length; i++) {
        const part = route.parts[i];
        if (kind(part) >= 2) {
          const name = part.replace(/[[\].]/g, '');
          if (kind(part) === 2 && segments.length <= i) ok = false;
          params[name] = segments.slice(i);
          i = segments.length;
          break;
        }
        if (segments[i] === undefined) ok = false;
        else if (kind(part) === 1) params[part.slice(1, -1)] = segments[i];
        else if (part !== segments[i]) ok = false;
        if (!ok) break;
      }
      if (ok && i === segments.length) return { file: route.file, params };
    }
    return null;
  };
}

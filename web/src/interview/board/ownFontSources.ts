// Excalidraw 0.18 gives every font face a second source off our host, its public fallback (its
// ASSETS_FALLBACK_URL, a static of an unexported class, added after EXCALIDRAW_ASSET_PATH whatever
// that is). Our CSP
// blocks it, but the browser still asks, and nothing at run time may reach the internet: the
// FontFace constructor is wrapped, before Excalidraw loads, to drop sources off our own origin.

/** a FontFace `src` list without the `url(…)` entries on another origin (local() and data: stay) */
export function ownFontSources(source: string, origin: string): string {
  const entries = source.split(/,\s*(?=url\(|local\()/);
  const kept = entries.filter((entry) => {
    const url = /^url\(\s*['"]?([^'")\s]+)/.exec(entry.trim())?.[1];
    if (!url || url.startsWith('data:')) return true;
    try {
      return new URL(url, origin).origin === origin;
    } catch {
      return false;
    }
  });
  return kept.join(', ');
}

let installed = false;

/** from now on, FontFaces made from a `src` string keep only the sources on this page's origin */
export function keepFontsOnOurHost(): void {
  if (installed || typeof window.FontFace !== 'function') return;
  installed = true;
  const Native = window.FontFace;
  const origin = window.location.origin;
  class OwnOriginFontFace extends Native {
    constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
      super(family, typeof source === 'string' ? ownFontSources(source, origin) : source, descriptors);
    }
  }
  window.FontFace = OwnOriginFontFace;
}

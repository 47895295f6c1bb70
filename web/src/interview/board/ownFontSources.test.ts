import { describe, expect, it } from 'vitest';
import { ownFontSources } from './ownFontSources';

const ORIGIN = 'http://localhost:4000';

describe('ownFontSources', () => {
  it("drops Excalidraw's esm.sh fallback and keeps our own source with its format", () => {
    const src =
      "url(http://localhost:4000/excalidraw/fonts/Excalifont/a.woff2) format('woff2'), " +
      "url(https://esm.sh/@excalidraw/excalidraw@0.18.0/dist/prod/fonts/Excalifont/a.woff2) format('woff2')";
    expect(ownFontSources(src, ORIGIN)).toBe(
      "url(http://localhost:4000/excalidraw/fonts/Excalifont/a.woff2) format('woff2')",
    );
  });
  it('keeps relative, quoted, data: and local() sources', () => {
    const src = `url("/fonts/a.woff2"), url(data:font/woff2;base64,AAAA), local(Arial)`;
    expect(ownFontSources(src, ORIGIN)).toBe(src);
  });
  it('leaves nothing when every source is elsewhere (the face fails to load instead of asking the internet)', () => {
    expect(ownFontSources('url(https://cdn.example/a.woff2)', ORIGIN)).toBe('');
  });
});

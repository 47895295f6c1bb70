// The frame's linker: each module's imports point at the URL of what they import (another of the
// tree's modules, made first, or a runtime's absolute URL), and a circle of imports is left to
// the import map.
import { describe, expect, it } from 'vitest';
import { linkModules } from './link';

const runtimes = { react: '/preview/runtime/react.js', 'react-dom/client': '/preview/runtime/react-dom-client.js' };

/** blob URLs as "blob:<specifier>", and the code each was made of */
function blobs() {
  const made = new Map<string, string>();
  return { made, blobUrl: (code: string, specifier: string) => (made.set(specifier, code), `blob:${specifier}`) };
}

describe('linkModules', () => {
  it('points imports at the modules they import (made first) and at the runtimes, by absolute URL', () => {
    const { made, blobUrl } = blobs();
    const urls = linkModules(
      {
        '@files/index.jsx': "import { createRoot } from 'react-dom/client';\nimport App from '@files/App.jsx';",
        '@files/App.jsx': 'import \'./styles.css\';\nimport data from "@files/data.json";\nexport default () => data;',
        '@files/data.json': 'export default {"a": 1};',
      },
      runtimes,
      blobUrl,
    );
    const origin = location.origin;
    expect(urls && Object.fromEntries(urls)).toEqual({
      '@files/index.jsx': 'blob:@files/index.jsx',
      '@files/App.jsx': 'blob:@files/App.jsx',
      '@files/data.json': 'blob:@files/data.json',
    });
    expect([...made.keys()]).toEqual(['@files/data.json', '@files/App.jsx', '@files/index.jsx']);
    expect(made.get('@files/index.jsx')).toBe(
      `import { createRoot } from '${origin}/preview/runtime/react-dom-client.js';\nimport App from 'blob:@files/App.jsx';`,
    );
    // what is neither a module of the tree nor a runtime stays as written (compile.ts refused it already)
    expect(made.get('@files/App.jsx')).toBe(
      'import \'./styles.css\';\nimport data from "blob:@files/data.json";\nexport default () => data;',
    );
  });

  it('leaves a circle of imports to the import map', () => {
    const { blobUrl } = blobs();
    const modules = {
      '@files/a.js': "import { b } from '@files/b.js'; export const a = 1;",
      '@files/b.js': "import { a } from '@files/a.js'; export const b = 2;",
    };
    expect(linkModules(modules, runtimes, blobUrl)).toBeNull();
  });
});

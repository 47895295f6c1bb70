// A stand-in for the built web app (web/dist): an index.html, one hashed asset and the UI
// preview's frame and a runtime in a temporary
// folder, for tests of how the server serves the app; removed by `remove`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function fakeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(join(dir, 'preview', 'runtime'), { recursive: true });
  writeFileSync(join(dir, 'preview', 'frame.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dir, 'preview', 'runtime', 'vue-3.3.4.js'), 'export {}');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

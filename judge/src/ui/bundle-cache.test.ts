// The bundle cache: a tree's key changes with any file's path or source, and the cache keeps the
// most recently used bundles within its bounds.
import { describe, expect, it } from 'vitest';
import type { UiBundle } from './bundle-app';
import { bundleKey, createBundleCache } from './bundle-cache';

const app = (run: string): UiBundle => ({ ok: true, app: { body: '', styles: [], run } });

describe('the UI bundle cache', () => {
  it('keys a tree by its framework and every file', () => {
    const tree = new Map([
      ['App.jsx', 'export default () => 1;'],
      ['index.js', 'import App from "./App";'],
    ]);
    const key = bundleKey('React', tree);
    expect(bundleKey('React', new Map(tree))).toBe(key);
    expect(bundleKey('Vue', tree)).not.toBe(key);
    expect(bundleKey('React', new Map([...tree, ['App.jsx', 'export default () => 2;']]))).not.toBe(key);
    expect(bundleKey('React', new Map([...tree, ['extra.js', '']]))).not.toBe(key);
    // a path and a source do not run into each other
    expect(bundleKey('React', new Map([['ab', 'c']]))).not.toBe(bundleKey('React', new Map([['a', 'bc']])));
  });

  it('answers what it kept and forgets the least recently used first', () => {
    const cache = createBundleCache();
    const first = app('function () {}');
    cache.set('first', first);
    expect(cache.get('first')).toBe(first);
    expect(cache.get('missing')).toBeUndefined();
    for (let i = 0; i < 64; i++) cache.set(`other ${i}`, app(''));
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('other 63')).toBeDefined();
  });

  it('keeps no bundle larger than its whole budget', () => {
    const cache = createBundleCache();
    cache.set('huge', app('x'.repeat(16_000_001)));
    expect(cache.get('huge')).toBeUndefined();
  });
});

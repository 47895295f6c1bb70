// The UI judge bundles off the main thread: a template too heavy to compile within the limits is
// stopped with a clear message (its time limit can only fire because the compiler is not
// holding this thread; a fast machine may reach the thread's heap limit first), /healthz-style work on this thread goes on meanwhile, and the pool still
// bundles the next tree afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { createUiBundler } from './bundler-pool';

const MAIN = "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');";
const vueTree = (template: string) =>
  new Map([
    ['main.js', MAIN],
    [
      'App.vue',
      `<script setup>\nimport { ref } from 'vue';\nconst n = ref(1);\n</script>\n<template>${template}</template>`,
    ],
  ]);
/** thousands of bound attributes: seconds of compiling for @vue/compiler-sfc */
const heavyTemplate = `<div>${Array.from({ length: 60_000 }, (_, i) => `<i :a${i}="n + ${i}" />`).join('')}</div>`;

const bundler = createUiBundler({ timeoutMs: 3_000, maxQueue: 4 });
// a thread's first bundle loads the compilers: on a busy machine that alone can pass 3 s
const patient = createUiBundler({ timeoutMs: 60_000, maxQueue: 4 });
afterAll(() => Promise.all([bundler.close(), patient.close()]));

describe('the UI bundler pool', () => {
  it('bundles a Vue tree in a worker thread', async () => {
    const result = await patient.bundle('Vue', vueTree('<p>{{ n }}</p>'));
    expect(result.ok).toBe(true);
    // the same tree again: answered from the cache (bundle-cache.ts), not bundled anew
    expect(await patient.bundle('Vue', vueTree('<p>{{ n }}</p>'))).toBe(result);
  });

  it('stops a template too heavy to compile within the limit, while this thread keeps working', async () => {
    let turns = 0;
    let pending = true;
    const spin = () => {
      turns++;
      if (pending) setImmediate(spin);
    };
    setImmediate(spin);
    const result = await bundler.bundle('Vue', vueTree(heavyTemplate));
    pending = false;
    // stopped by the time limit or, on a machine fast enough to get there first, the heap limit:
    // either way a clear message instead of a compile that runs on
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({
      message: expect.stringMatching(/^Bundling your files (did not finish within 3 s|ran out of memory)\.$/),
    });
    // the event loop turned all along (a compile on this thread would have held it still)
    expect(turns).toBeGreaterThan(100);
    // the pool replaced the stopped thread and bundles the next tree
    expect((await bundler.bundle('Vue', vueTree('<p>{{ n }}</p>'))).ok).toBe(true);
  });
});

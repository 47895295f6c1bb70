// Browser tests: the real platform (npm start on a fresh DATA_DIR) driven in Debian's
// Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    // a page waits on the server and the judge: expect.poll gives a condition 15 s (vitest's
    // default is 1 s) before it fails, and returns as soon as it holds
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 240_000,
    // e2e/support/hooks.ts relies on it (vitest's default): afterAll hooks run in reverse, so a file
    // closes its page, then Chromium, then stops its platform, then the servers it started first
    sequence: { hooks: 'stack' },
    // two files at a time, each with its own platform, browser and data directory (CI has 2 cores)
    fileParallelism: true,
    maxWorkers: 2,
  },
});

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
    hookTimeout: 240_000,
    // e2e/support/hooks.ts relies on it (vitest's default): afterAll hooks run in reverse, so a file
    // closes its page, then Chromium, then stops its platform, then the servers it started first
    sequence: { hooks: 'stack' },
    fileParallelism: false,
  },
});

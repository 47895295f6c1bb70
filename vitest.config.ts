// Unit and integration tests: the server against a real PostgreSQL (embedded unless
// DATABASE_URL is set), and the web app's units in jsdom. Browser tests live in
// vitest.e2e.config.ts.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CommonJS and ESM builds; Pothos and Yoga load the CommonJS one, so the tests
// must too, or two "realms" of graphql meet and refuse each other's types.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/**/*.heap.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // heap measurements (*.heap.test.ts): their workers can force a garbage collection
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server-heap',
          environment: 'node',
          include: ['server/**/*.heap.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          execArgv: ['--expose-gc'],
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});

// Unit and integration tests: the server against a real PostgreSQL (embedded unless
// DATABASE_URL is set) with the judge package's beside it, and the web app's units in jsdom.
// Browser tests live in vitest.e2e.config.ts.
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
          // the judge package's own tests need no database, but a project of their own would run a
          // second globalSetup (and a second PostgreSQL) beside this one
          include: ['server/**/*.test.ts', 'judge/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // lets a heap test force a garbage collection (interview/collab/rooms-memory.test.ts); a
          // project of its own would start a second PostgreSQL through its own globalSetup
          execArgv: ['--expose-gc'],
          testTimeout: 30_000,
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

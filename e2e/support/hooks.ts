// The vitest hooks the browser tests share: a test file (or describe) calls these at module
// level and gets stand-ins that beforeAll fills and afterAll closes, so it states only what is
// particular to it. Each file keeps a platform of its own: the files change data the others
// count (tags, companies, learning records) and some need their own settings.
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, signUp, type Tokens } from './api';
import { launchBrowser } from './browser';
import { type AppContextOptions, type AppPage, newAppPage } from './context';
import { type RunningPlatform, startPlatform } from './platform';
import { lazy, startBeforeAll, useResource } from './resource';

/** settings for the platform, or a function giving them once earlier hooks have run */
export type PlatformEnv = Record<string, string> | (() => Record<string, string>);

/**
 * The platform on a fresh data directory for the tests here; stopped after them, where it
 * must exit with 0 (its output's end is printed when it does not).
 */
export function useRunningPlatform(env: PlatformEnv = {}): RunningPlatform {
  return useResource(
    'the platform',
    async () => {
      const started = Date.now();
      const platform = await startPlatform(typeof env === 'function' ? env() : env);
      console.log(`platform ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return platform;
    },
    async (platform) => {
      const code = await platform.stop();
      if (code !== 0) console.log(platform.output().slice(-6000));
      expect(code).toBe(0);
    },
  );
}

/** Chromium for the tests here, closed after them */
export function useBrowser(): Browser {
  return useResource('the browser', launchBrowser, (browser) => browser.close());
}

/** what nearly every browser test starts with: its platform, then Chromium (closed first) */
export function usePlatformAndBrowser(env: PlatformEnv = {}): { platform: RunningPlatform; browser: Browser } {
  return { platform: useRunningPlatform(env), browser: useBrowser() };
}

/** `user` registered and signed in through the API before the tests: its tokens and role */
export function useSignedInUser(
  platform: RunningPlatform,
  user: { username: string; email: string; password: string },
): Tokens & { role: string } {
  return useResource(`the tokens of ${user.username}`, async () => {
    await signUp(platform.baseUrl, user);
    return signIn(platform.baseUrl, user.username, user.password);
  });
}

/** one context and page that the tests of a describe share, in order; closed after them */
export function useAppPage(
  browser: Browser,
  options: AppContextOptions = {},
): { context: BrowserContext; page: AppPage } {
  const opened = startBeforeAll(
    () => newAppPage(browser, options),
    ({ context }) => context.close(),
  );
  return {
    context: lazy('the shared context', () => opened()?.context),
    page: lazy('the shared page', () => opened()?.page),
  };
}

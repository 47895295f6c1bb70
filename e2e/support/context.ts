// Browser contexts and pages set up the way the page tests need them: the browser's language,
// colour scheme and size, optionally the app's saved choices and a signed-in session, and
// pages that collect uncaught errors so a test can assert there were none.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Tokens } from './api';

export type Lang = 'en' | 'zhCN';
export type Theme = 'light' | 'dark';
/** a page whose uncaught errors land in `errors` */
export type AppPage = Page & { errors: string[] };

export interface AppContextOptions extends Omit<BrowserContextOptions, 'locale' | 'colorScheme' | 'viewport'> {
  /** the browser's language (default en) */
  lang?: Lang;
  /** the browser's colour scheme (default light) */
  theme?: Theme;
  width?: number;
  height?: number;
  /** also save lang and theme in localStorage, as the app's own switches do */
  store?: boolean;
  /** signed in: the tokens stored as remember-me does */
  tokens?: Tokens | null;
}

/** a context as a visitor's browser would be: English, light, 1280×900 unless told */
export async function newAppContext(
  browser: Browser,
  {
    lang = 'en',
    theme = 'light',
    width = 1280,
    height = 900,
    store = false,
    tokens,
    ...options
  }: AppContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
    colorScheme: theme,
    viewport: { width, height },
  });
  if (store || tokens) {
    // once per tab, so what the app changes later (a sign-out, refreshed tokens) is kept
    await context.addInitScript(
      ([saved, stored]) => {
        // the UI preview's sandboxed documents (an opaque origin) have no storage to seed
        if (self.origin === 'null') return;
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        if (saved) {
          localStorage.setItem('language', saved.lang);
          localStorage.setItem('theme', saved.theme);
        }
        if (stored) {
          localStorage.setItem('accessToken', stored.access);
          localStorage.setItem('refreshToken', stored.refresh);
        }
      },
      [store ? { lang, theme } : null, tokens ?? null] as const,
    );
  }
  return context;
}

/** a page that collects its uncaught errors, for `expect(page.errors).toEqual([])` */
export async function newPage(context: BrowserContext): Promise<AppPage> {
  const page = (await context.newPage()) as AppPage;
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/** a new context with one page in it: most tests need no more */
export async function newAppPage(
  browser: Browser,
  options: AppContextOptions = {},
): Promise<{ context: BrowserContext; page: AppPage }> {
  const context = await newAppContext(browser, options);
  return { context, page: await newPage(context) };
}

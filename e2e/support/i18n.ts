// The web app records in window.__missingKeys every i18n key that resolved in no language;
// page tests read it to fail on untranslated text.
import type { Page } from 'playwright-core';

/** the keys recorded so far in this page */
export async function missingKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __missingKeys?: string[] }).__missingKeys ?? []);
}

// Reads of the app's shared UI pieces that several page tests assert on.
import type { Locator, Page } from 'playwright-core';

/** a toast (sonner) showing `text` */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** an input's validation state: aria-invalid and the text of the "-error" elements it is described by */
export async function inputError(input: Locator): Promise<{ invalid: string | null; text: string }> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).innerText()));
  return { invalid: await input.getAttribute('aria-invalid'), text: texts.join(' ') };
}

// The workbench's problem list (the drawer) opens where the current problem is, however far down
// the book, narrows by title as one types, and shows long titles whole (wrapped, with the full
// title on hover) instead of cutting them.
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();

describe('the problem list in the workbench', () => {
  it('opens at the current problem, filters by title and shows long titles whole', { timeout: 120_000 }, async () => {
    const { context, page } = await newAppPage(browser);
    // about the 40th problem of the book: below the first screenful of the list
    await page.goto(`${platform.baseUrl}/book/top-100/problem/http2-vs-http1`);
    await page.getByTestId('workbench').waitFor();
    await page.getByRole('button', { name: 'Problem list' }).click();
    const dialog = page.getByRole('dialog');
    const current = dialog.locator('a[aria-current="page"]');
    await current.waitFor();
    expect(await current.innerText()).toContain('HTTP/2 vs HTTP/1.1');
    const inView = () =>
      current.evaluate((row) => {
        const list = row.closest('ol')!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom;
      });
    await expect.poll(inView).toBe(true);

    // no title is cut: every row's title fits its box or wraps, and carries the full title
    const cut = await dialog
      .locator('ol li a span[title]')
      .evaluateAll(
        (spans) =>
          spans.filter((s) => s.scrollWidth > s.clientWidth + 1 || s.getAttribute('title') !== s.textContent).length,
      );
    expect(cut).toBe(0);

    const filter = dialog.getByRole('searchbox', { name: 'Filter problems by title' });
    await filter.fill('http');
    await expect.poll(() => dialog.locator('ol li').count()).toBeGreaterThan(0);
    const titles = await dialog.locator('ol li a span[title]').allInnerTexts();
    expect(titles.every((title) => title.toLowerCase().includes('http'))).toBe(true);
    await filter.fill('no problem is called this');
    await dialog.getByText('No problem title contains this text.').waitFor();

    // closed and opened again, it shows the whole book
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Problem list' }).click();
    await expect.poll(() => page.getByRole('dialog').locator('ol li').count()).toBeGreaterThan(40);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

// Where toasts appear: never over the header's links (desktop and phone) nor over the interview
// room's timer and "Copy invite link"; their × lies inside the toast and is a button.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'toast_tia', email: 'toast-tia@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

async function boxes(locator: Locator): Promise<Box[]> {
  const all: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) all.push(box);
  }
  return all;
}

/**
 * the toast showing `text` once it has come to rest, and its ×, both measured at once (the toast
 * goes away after a few seconds; the header's many controls are measured after)
 */
async function restingToast(page: Page, text: string) {
  const shown = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text });
  await shown.waitFor();
  // sonner slides it in: wait until two frames agree on its place
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await shown.boundingBox());
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const close = shown.locator('[data-close-button]');
  return {
    box: (await shown.boundingBox())!,
    closeBox: (await close.boundingBox())!,
    closeIsButton: await close.evaluate((element) => element.tagName === 'BUTTON' && element.tabIndex >= 0),
  };
}

function expectCloseInside(toast: Awaited<ReturnType<typeof restingToast>>) {
  expect(inside(toast.closeBox, toast.box)).toBe(true);
  expect(toast.closeIsButton).toBe(true);
}

describe('toast placement', () => {
  for (const [width, book] of [
    [1280, 'top-100'],
    [390, 'computer-network'],
  ] as const) {
    it(`does not cover the header's links at ${width} px, its × inside`, async () => {
      const { context, page } = await newAppPage(browser, { store: true, tokens, width, height: 844 });
      await page.goto(`${platform.baseUrl}/book/${book}`);
      await page.getByRole('region', { name: 'Your progress' }).getByRole('button', { name: 'Start to learn' }).click();
      const toast = await restingToast(page, 'You started learning');
      const { box } = toast;
      const controls = await boxes(page.locator('header a, header button'));
      expect(controls.length).toBeGreaterThan(0);
      expect(controls.filter((control) => overlaps(control, box))).toEqual([]);
      expectCloseInside(toast);
      expect(page.errors).toEqual([]);
      await context.close();
    });
  }

  it("does not cover the interview room's timer nor its invite button, its × inside", async () => {
    const { context, page } = await newAppPage(browser, { store: true, tokens });
    // a clipboard that refuses, so "Copy invite link" answers with an error toast
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto(`${platform.baseUrl}/interview`);
    await page.getByRole('button', { name: 'New interview' }).click();
    await page.waitForURL(/\/interview\/[^/]+$/);
    const invite = page.getByRole('button', { name: 'Copy invite link' });
    await invite.click();
    const toast = await restingToast(page, '');
    const { box } = toast;
    for (const control of [page.getByTestId('timer'), page.getByRole('group', { name: 'Timer' }), invite]) {
      expect(overlaps((await control.boundingBox())!, box)).toBe(false);
    }
    const toolbar = await boxes(page.locator('[data-testid="interview-room"] header').locator('a, button'));
    expect(toolbar.filter((control) => overlaps(control, box))).toEqual([]);
    expectCloseInside(toast);
    await context.close();
  });
});

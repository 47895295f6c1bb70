// Every header destination is reachable at common desktop widths: where "Online resume" has no
// room in the row (below 1536 px), the "More" menu holds it.
import { expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();
// signed in: the longest row (Dashboard and the account menu)
const tokens = useSignedInUser(platform, {
  username: 'more_mia',
  email: 'more-mia@example.com',
  password: 'Str0ng!pass',
});

for (const width of [1280, 1440]) {
  it(
    `reaches Online resume and Donate from the header at ${width} px, the row fitting`,
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newAppPage(browser, { width, tokens, store: true });
      await page.goto(`${platform.baseUrl}/`);
      const nav = page.getByRole('navigation', { name: 'Primary' });
      await nav.waitFor();
      // the row fits: its last control (the account menu) ends inside the window
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      const controls = page.locator('header a:visible, header button:visible');
      const last = await controls.last().boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(width);
      for (const [name, url] of [
        ['Online resume', '**/coming-soon'],
        ['Donate', '**/donate'],
      ] as const) {
        const link = nav.getByRole('link', { name });
        if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
        await link.click();
        await page.waitForURL(url);
      }
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );
}

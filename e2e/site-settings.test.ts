// The operator's site settings and the learners' rating in a real browser. The platform runs on a
// settings file of the test's own (SITE_CONFIG): the donate page draws exactly its channels and
// donations, the landing page its testimonials and maintainer's word, the coming-soon page counts
// down to its date, and an edit to the file shows on the next visit without a rebuild or restart.
// A learner rates from the dashboard; the landing page shows the average only once the
// configured number of learners have rated, with the true count.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gql, signIn, signUp } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const example = readFileSync(fileURLToPath(new URL('../docs/site.example.yaml', import.meta.url)), 'utf8');
const launchAt = new Date(Date.now() + 3 * 86_400_000);
const settingsFile = join(mkdtempSync(join(tmpdir(), 'site-settings-')), 'site.yaml');
const settings = (extra = '') =>
  example
    .replace(/launchAt: .*/, `launchAt: ${launchAt.toISOString()}`)
    .replace(/minimumCount: \d+/, 'minimumCount: 3') + extra;
writeFileSync(settingsFile, settings());

const { platform, browser } = usePlatformAndBrowser({ SITE_CONFIG: settingsFile });
const LEARNER = { username: 'rating_user', email: 'rating@example.com', password: 'Str0ng!pass' };
const tokens = useSignedInUser(platform, LEARNER);

const RATE = 'mutation ($input: RatePlatformInput!) { ratePlatform(input: $input) { score } }';

describe('site settings from the operator’s file', () => {
  it('donate: exactly the configured channels (two QR codes, two links) and donations, newest first', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/donate`);
    await page.getByTestId('donations').waitFor();
    expect(await page.locator('main svg[role="img"]').count()).toBe(2);
    expect(await page.locator('main a[href="https://github.com/sponsors/example"]').count()).toBe(1);
    expect(await page.locator('main a[href="https://opencollective.com/example"]').count()).toBe(1);
    const rows = await page.getByTestId('donations').locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Example Donor');
    expect(rows[0]).toContain('$10.00');
    expect(rows[1]).toContain('Anonymous');
    expect(await page.getByTestId('no-donation-channels').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('landing: the testimonials and the maintainer’s word, in the reader’s language', async () => {
    const { context, page } = await newAppPage(browser, { lang: 'zhCN', store: true });
    await page.goto(`${platform.baseUrl}/`);
    await page.locator('[aria-labelledby="testimonials-title"]').getByText('示例引语，仅用于展示格式。').waitFor();
    expect(await page.locator('[aria-labelledby="author-title"]').innerText()).toContain('Example Maintainer');
    expect(await page.locator('[aria-labelledby="author-title"]').innerText()).toContain('我为什么做这个项目');
    await context.close();
  });

  it('coming soon: counts down to the configured date', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/coming-soon`);
    const days = page.getByTestId('countdown').locator('dd').first();
    await days.waitFor();
    expect(['02', '03']).toContain(await days.innerText());
    await context.close();
  });

  it('an edit to the file shows on the next visit, without a rebuild or a restart', async () => {
    writeFileSync(settingsFile, settings().replace('contactEmail: team@example.com', 'contactEmail: new@example.com'));
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/contact-us`);
    await page.locator('main a[href="mailto:new@example.com"]').waitFor();
    expect(await page.locator('main a[href="mailto:team@example.com"]').count()).toBe(0);
    await context.close();
  });
});

describe('the learners’ rating', () => {
  it('a learner rates from the dashboard, and can change it', async () => {
    const { context, page } = await newAppPage(browser, { store: true, tokens });
    await page.goto(`${platform.baseUrl}/dashboard`);
    const card = page.getByTestId('rate-platform');
    await card.waitFor();
    await card.locator('label').filter({ hasText: '4 stars' }).click();
    await card.getByLabel('What would make it better? (optional)').fill('More UI problems, please.');
    await card.getByRole('button', { name: 'Save rating' }).click();
    await toast(page, 'Thank you, your rating is saved.').waitFor();
    await card.getByTestId('my-rating').getByText('You rated it 4 out of 5.').waitFor();
    await card.locator('label').filter({ hasText: '5 stars' }).click();
    await card.getByRole('button', { name: 'Update rating' }).click();
    await card.getByTestId('my-rating').getByText('You rated it 5 out of 5.').waitFor();
    // axe reads a toast mid-fade as low contrast: check the page once the toasts have gone
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the landing page shows the average only once enough learners have rated, with the true count', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/`);
    await page.locator('main a[href="/book/ui-coding"]').first().waitFor();
    expect(await page.getByTestId('landing-rating').innerText()).toBe('');
    for (const [name, score] of [
      ['rater_a', 4],
      ['rater_b', 3],
    ] as const) {
      const user = { username: name, email: `${name}@example.com`, password: 'Str0ng!pass' };
      await signUp(platform.baseUrl, user);
      const { access } = await signIn(platform.baseUrl, user.username, user.password);
      await gql(platform.baseUrl, RATE, { input: { score, source: 'dashboard' } }, access);
    }
    // three learners now: 5 (the dashboard test), 4 and 3
    await page.reload();
    await page.getByTestId('landing-rating').getByText('4/5').waitFor();
    expect(await page.getByTestId('landing-rating').innerText()).toContain('from 3 learners’ ratings');
    expect(await page.getByRole('img', { name: 'Rated 4 out of 5 on average by 3 learners' }).count()).toBe(1);
    await context.close();
  });
});

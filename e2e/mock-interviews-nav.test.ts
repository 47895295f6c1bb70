// Mock interviews can be found: the header, the Prepare menu, the side menu, the phone menu and
// the footer each lead to /interview. The coming-soon page (where "AI interview" leads) never
// shows a date that has passed: no countdown to a past launch date, and the countdown leaves
// once its date comes while the page is open (it used to stay at 00:00:00:00).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const example = readFileSync(fileURLToPath(new URL('../docs/site.example.yaml', import.meta.url)), 'utf8');
const settingsFile = join(mkdtempSync(join(tmpdir(), 'coming-soon-')), 'site.yaml');
const launchingAt = (at: Date) =>
  writeFileSync(settingsFile, example.replace(/launchAt: .*/, `launchAt: ${at.toISOString()}`));
launchingAt(new Date(Date.now() - 86_400_000));

const { platform, browser } = usePlatformAndBrowser({ SITE_CONFIG: settingsFile });

describe('mock interviews in the navigation', () => {
  it('the header, the Prepare menu, the side menu and the footer link to /interview', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/about-us`);
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Primary' });
    const headerLink = header.getByRole('link', { name: 'Mock interviews', exact: true });
    expect(await headerLink.getAttribute('href')).toBe('/interview');
    const prepareButton = header.getByRole('button', { name: 'Prepare' });
    const panel = page.locator(`[id="${await prepareButton.getAttribute('aria-controls')}"]`);
    await prepareButton.hover();
    await panel.waitFor();
    const prepare = panel.getByRole('link', { name: /^Mock interviews/ });
    expect(await prepare.getAttribute('href')).toBe('/interview');
    await page.keyboard.press('Escape');
    const side = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Mock interviews' });
    expect(await side.getAttribute('href')).toBe('/interview');
    const footer = page.getByRole('contentinfo').getByRole('link', { name: 'Mock interviews' });
    expect(await footer.getAttribute('href')).toBe('/interview');
    await headerLink.click();
    await page.getByRole('heading', { level: 1, name: 'Mock interviews' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('the phone menu links to /interview', async () => {
    const { context, page } = await newAppPage(browser, { width: 390, height: 844 });
    await page.goto(`${platform.baseUrl}/about-us`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'Mock interviews' });
    expect(await link.getAttribute('href')).toBe('/interview');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Mock interviews' }).waitFor();
    await context.close();
  });
});

describe('the coming-soon page', () => {
  it('shows no countdown to a launch date that has passed', async () => {
    launchingAt(new Date(Date.now() - 86_400_000));
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/coming-soon`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go home' }).waitFor();
    // the settings have arrived (the footer's repository link comes from them) and drew no countdown
    await page.getByRole('contentinfo').getByRole('link', { name: 'GitHub' }).waitFor();
    expect(await page.getByTestId('countdown').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/launch/i);
    await context.close();
  });

  it('counts down while the date is ahead and leaves when it comes, never showing zeros', async () => {
    // the page's clock is Playwright's fake one, so a slow page load cannot eat the countdown
    const now = Date.now();
    launchingAt(new Date(now + 60_000));
    const { context, page } = await newAppPage(browser);
    await page.clock.install({ time: now });
    await page.goto(`${platform.baseUrl}/coming-soon`);
    const countdown = page.getByTestId('countdown');
    await countdown.waitFor();
    // second by second until it leaves: never all zeros
    const seen: string[] = [];
    for (let second = 0; second < 120 && (await countdown.count()); second++) {
      const text = await countdown
        .locator('dd')
        .allInnerTexts()
        .catch(() => null);
      if (text) seen.push(text.join(':'));
      await page.clock.runFor(1000);
    }
    expect(await countdown.count()).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('00:00:00:00');
    await context.close();
  });
});

// The interview report in the browser: an interviewer runs code on the pad, scores, ends the room
// and opens the report from the ended room; it shows the final code, the run and the score. The
// Markdown download holds them; the read-only link opens for a visitor (Chinese, dark, not signed
// in) without the replay link, and after revoking it says the report is not shared. axe checks
// both pages, and no page throws.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { openNewRoom } from './support/interview';

const HOST = { username: 'rep_rita', email: 'rep-rita@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, HOST);

async function noAxeViolations(page: Page, what: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await axeViolations(page), what).toEqual([]);
}

it('reports an ended room, downloads it as Markdown, shares and revokes its link', { timeout: 240_000 }, async () => {
  const host = await openNewRoom(browser, platform.baseUrl, { tokens });
  const { code } = host;

  const source = "const answer = 6 * 7;\nconsole.log('answer', answer);";
  await host.page.getByTestId('shared-editor').locator('.view-lines').click();
  await host.page.keyboard.press('ControlOrMeta+A');
  await host.page.keyboard.press('Delete');
  await host.page.keyboard.insertText(source);
  await host.page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => host.page.getByTestId('run-summary').textContent(), { timeout: 60_000 }).toMatch(/^Run by /);
  await gql(
    platform.baseUrl,
    `mutation ($code: String!) { saveInterviewScorecard(code: $code, ratings: [{ area: code, score: 4 }], summary: "Clear and careful.") { code } }`,
    { code },
    tokens.access,
  );

  await host.page.getByRole('button', { name: 'End interview' }).click();
  await host.page.getByRole('alertdialog').getByRole('button', { name: 'End interview' }).click();
  await host.page.getByTestId('room-report-link').click();
  await host.page.waitForURL(`**/interview/${code}/report`);
  await expect
    .poll(
      () =>
        host.page
          .getByTestId('report-code')
          .innerText()
          .then((text) => text.trimEnd()),
      { timeout: 30_000 },
    )
    .toBe(source);
  // highlighted, as the statements' code is
  expect(await host.page.getByTestId('report-code').locator('.hljs-keyword').count()).toBeGreaterThan(0);
  expect(await host.page.getByTestId('report-run').count()).toBe(1);
  expect(await host.page.getByTestId('report-scores').innerText()).toContain('Code quality\t4 / 5');
  expect(await host.page.getByTestId('report-summary').innerText()).toBe('Clear and careful.');
  await host.page.getByRole('link', { name: 'Replay the code' }).waitFor();
  await noAxeViolations(host.page, 'the report page');

  // the Markdown download
  const [download] = await Promise.all([
    host.page.waitForEvent('download'),
    host.page.getByRole('button', { name: 'Download Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`interview-${code}.md`);
  const markdown = readFileSync((await download.path())!, 'utf8');
  expect(markdown).toContain('| Code quality | 4 / 5 |');
  expect(markdown).toContain('Clear and careful.');
  expect(markdown).toContain(`\`\`\`javascript\n${source}\n\`\`\``);
  expect(markdown).toMatch(/\| Code only \| 0 \/ 0 \|/);

  // share: a visitor (no sign-in, Chinese, dark) reads it by the link, without the replay link
  await host.page.getByRole('button', { name: 'Share read-only link' }).click();
  const link = host.page.getByTestId('report-share-link');
  await link.waitFor();
  const url = await link.inputValue();
  expect(url).toMatch(/\/interview-reports\/[A-Za-z0-9_-]{22}$/);
  const visitor = await newAppPage(browser, { lang: 'zhCN', theme: 'dark' });
  await visitor.page.goto(url);
  await expect
    .poll(
      () =>
        visitor.page
          .getByTestId('report-code')
          .innerText()
          .then((text) => text.trimEnd()),
      { timeout: 30_000 },
    )
    .toBe(source);
  expect(await visitor.page.getByText('回放代码').count()).toBe(0);
  expect(await visitor.page.getByTestId('report-scores').innerText()).toContain('代码质量');
  await noAxeViolations(visitor.page, 'the shared report (zh-CN, dark)');

  // revoke: the link says so
  await host.page.getByRole('button', { name: 'Revoke link' }).click();
  await host.page.getByTestId('report-share-link').waitFor({ state: 'detached' });
  await visitor.page.reload();
  await expect
    .poll(() => visitor.page.getByTestId('report-message').textContent(), { timeout: 30_000 })
    .toBe('此报告未分享，或其链接已被撤销。');

  expect(host.page.errors).toEqual([]);
  expect(visitor.page.errors).toEqual([]);
  await host.context.close();
  await visitor.context.close();
});

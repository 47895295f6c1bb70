// axe-core in a page: the page tests check accessibility the same way, and a failure names
// the rule, its impact and the elements.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Lang, Theme } from './context';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const impacts = ['minor', 'moderate', 'serious', 'critical'] as const;

/**
 * Whether a sweep of pages in a language and theme runs axe: English in light and Chinese in
 * dark do, at every width. Every pair of language, theme and width is then checked (axe's
 * findings follow the theme's colours and the layout's width; the language changes the words,
 * whose keys every run checks), at half the time of all four.
 */
export const sweepRunsAxe = (lang: Lang, theme: Theme): boolean => (lang === 'en') === (theme === 'light');

export interface AxeOptions {
  /** CSS selectors of the parts to check (default: the whole document) */
  include?: string[];
  /** CSS selectors of parts left out (e.g. a third-party code editor's themed text) */
  exclude?: string[];
  /** the lowest impact reported (default: serious, so serious and critical) */
  minImpact?: (typeof impacts)[number];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's violations at `minImpact` or above, as "rule (impact): help → elements" */
export async function axeViolations(
  page: Page,
  { include, exclude, minImpact = 'serious' }: AxeOptions = {},
): Promise<string[]> {
  // evaluated by the driver, not injected as an inline <script>: the app's CSP (script-src 'self')
  // rightly blocks inline scripts
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ([selectors, excluded]) => {
      const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: unknown[] }> } })
        .axe;
      const context = selectors || excluded ? { include: selectors ?? [['html']], exclude: excluded ?? [] } : document;
      return (await axe.run(context, { resultTypes: ['violations'] })).violations as AxeViolation[];
    },
    [include, exclude] as const,
  );
  const rank = (impact: string | null) => impacts.indexOf((impact ?? 'minor') as (typeof impacts)[number]);
  return violations
    .filter((v) => rank(v.impact) >= rank(minImpact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

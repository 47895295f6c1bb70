// Both languages have exactly the same keys, and no text is empty, in every catalogue
// (the common one and each page's namespace). TypeScript enforces the shape; this also
// catches empty strings and arrays that types let through.
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import zhCN from './locales/zhCN';
import { accountCatalogues } from './namespaces/account';
import { accountMenuCatalogues } from './namespaces/accountMenu';
import { communityCatalogues } from './namespaces/community';
import { guideCatalogues } from './namespaces/guide';
import { landingCatalogues } from './namespaces/landing';
import { legalCatalogues } from './namespaces/legal';
import { listingsCatalogues } from './namespaces/listings';
import { pagesCatalogues } from './namespaces/pages';
import { dashboardCatalogues } from './namespaces/dashboard';
import { adminCatalogues } from './namespaces/admin';
import { bookFiltersCatalogues } from './namespaces/bookFilters';
import { bookActionsCatalogues } from './namespaces/bookActions';
import { workbenchCatalogues } from './namespaces/workbench';
import { interviewCatalogues } from './namespaces/interview';
import { interviewTemplatesCatalogues } from './namespaces/interviewTemplates';
import { interviewReportCatalogues } from './namespaces/interviewReport';
import { ratingCatalogues } from './namespaces/rating';
import { sharedSolutionCatalogues } from './namespaces/sharedSolution';
import { reviewCatalogues } from './namespaces/review';
import { plansCatalogues } from './namespaces/plans';
import i18n from './i18n';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const catalogues = {
  translation: { en, zhCN },
  landing: landingCatalogues,
  guide: guideCatalogues,
  listings: listingsCatalogues,
  legal: legalCatalogues,
  community: communityCatalogues,
  pages: pagesCatalogues,
  account: accountCatalogues,
  interview: interviewCatalogues,
  interviewTemplates: interviewTemplatesCatalogues,
  interviewReport: interviewReportCatalogues,
  sharedSolution: sharedSolutionCatalogues,
  review: reviewCatalogues,
  plans: plansCatalogues,
  accountMenu: accountMenuCatalogues,
  dashboard: dashboardCatalogues,
  admin: adminCatalogues,
  bookFilters: bookFiltersCatalogues,
  bookActions: bookActionsCatalogues,
  workbench: workbenchCatalogues,
  rating: ratingCatalogues,
};

describe('catalogues', () => {
  for (const [ns, { en: english, zhCN: chinese }] of Object.entries(catalogues)) {
    it(`${ns}: same keys in both languages, no empty text`, () => {
      const a = flatten(english);
      const b = flatten(chinese);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      for (const [key, value] of [...a, ...b]) {
        expect(typeof value, `${ns}:${key}`).toBe('string');
        expect((value as string).trim(), `${ns}:${key}`).not.toBe('');
      }
    });
  }

  it('registers each namespace in both languages and flags missing keys', async () => {
    for (const ns of Object.keys(catalogues)) {
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
      expect(i18n.hasResourceBundle('zhCN', ns), ns).toBe(true);
    }
    window.__missingKeys = [];
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.guide')).toBe('Guide');
    // @ts-expect-error: deliberately unknown key
    i18n.t('nav.notAKey');
    expect(window.__missingKeys).toContain('translation:nav.notAKey');
  });
});

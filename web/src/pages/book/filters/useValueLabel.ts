// How a filter value reads: difficulties and kinds from the shared catalogue, tags and companies from
// their labels in the current language, frameworks and languages by their proper names.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty, ProblemKind } from '../../../gql/graphql';
import { pickLocalized } from '../../../i18n/pickLocalized';
import { useLocale } from '../../../i18n/useLocale';
import type { FilterGroup } from '../../../books/filters/filterState';

/** Brand spellings: the data uses identifiers ("Javascript", "VanillaJS"). */
const TECH_NAMES: Record<string, string> = {
  Javascript: 'JavaScript',
  Typescript: 'TypeScript',
  VanillaJS: 'Vanilla JS',
};

interface LabelledProblem {
  tags: readonly { key: string; label: unknown }[];
  companies: readonly { key: string; label: unknown }[];
}

export function useValueLabel(problems: readonly LabelledProblem[]) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labels = useMemo(() => {
    const tag = new Map<string, unknown>();
    const company = new Map<string, unknown>();
    for (const problem of problems) {
      for (const item of problem.tags) tag.set(item.key, item.label);
      for (const item of problem.companies) company.set(item.key, item.label);
    }
    return { tag, company };
  }, [problems]);

  return useCallback(
    (group: FilterGroup, value: string): string => {
      switch (group) {
        case 'difficulty':
          return t(`problem.difficulty.${value as Difficulty}`);
        case 'kind':
          return t(`problem.kind.${value as ProblemKind}`);
        case 'tag':
        case 'company':
          return pickLocalized(labels[group].get(value), locale, value);
        default:
          return TECH_NAMES[value] ?? value;
      }
    },
    [t, labels, locale],
  );
}

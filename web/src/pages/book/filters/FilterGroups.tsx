// The sidebar's (and drawer's) groups: only those the book has values for, in spec order,
// values in the language's alphabetical order (difficulties by rank, kinds in their fixed order).
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/useLocale';
import type { BookFacets } from '../../../books/filters/facets';
import { FilterGroupList, type LabelledValue } from './FilterGroupList';
import { type BookFilterState, FILTER_GROUPS, type FilterGroup, withGroup } from '../../../books/filters/filterState';
import { collatorFor } from '../../../books/filters/sortProblems';

export function FilterGroups({
  facets,
  state,
  onChange,
  valueLabel,
  idPrefix,
}: {
  facets: BookFacets;
  state: BookFilterState;
  onChange: (state: BookFilterState) => void;
  valueLabel: (group: FilterGroup, value: string) => string;
  idPrefix: string;
}) {
  const locale = useLocale();
  const groups = useMemo(() => {
    const collator = collatorFor(locale);
    return FILTER_GROUPS.map((group) => {
      const values: LabelledValue[] = facets.groups[group].map((item) => ({
        ...item,
        label: valueLabel(group, item.value),
      }));
      if (group !== 'difficulty' && group !== 'kind') values.sort((a, b) => collator.compare(a.label, b.label));
      return { group, values };
    }).filter(({ values }) => values.length > 0);
  }, [facets, valueLabel, locale]);

  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {groups.map(({ group, values }) => (
        <FilterGroupList
          key={group}
          group={group}
          values={values}
          selected={state.filterOptions[group]}
          onChange={(next) => onChange(withGroup(state, group, next))}
          idPrefix={idPrefix}
        />
      ))}
    </div>
  );
}

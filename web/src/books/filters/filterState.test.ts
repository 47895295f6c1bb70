import { describe, expect, it } from 'vitest';
import {
  type BookFilterState,
  EMPTY_FILTER_STATE,
  clearFiltersOnly,
  filterCount,
  toggleValue,
  withGroup,
} from './filterState';

describe('filterCount', () => {
  it('is 0 for the empty state', () => {
    expect(filterCount(EMPTY_FILTER_STATE)).toBe(0);
  });

  it('adds selected categories, every selected option, 1 for a sort and 1 for a search', () => {
    const state: BookFilterState = {
      searchKey: 'debounce',
      categories: ['Article', 'UICoding'],
      filterOptions: {
        difficulty: ['Easy', 'Hard'],
        kind: ['OutputQuiz'],
        supportFramework: ['React'],
        supportLanguage: ['Typescript'],
        company: ['google', 'meta'],
        tag: ['css'],
      },
      sort: 'TITLE_DESC',
    };
    expect(filterCount(state)).toBe(2 + 2 + 1 + 1 + 1 + 2 + 1 + 1 + 1);
  });

  it('does not count a blank search or the default sort', () => {
    expect(filterCount({ ...EMPTY_FILTER_STATE, searchKey: '   ' })).toBe(0);
    expect(filterCount({ ...EMPTY_FILTER_STATE, sort: 'default' })).toBe(0);
    expect(filterCount({ ...EMPTY_FILTER_STATE, sort: 'CREATE_TIME_ASC' })).toBe(1);
  });
});

describe('state helpers', () => {
  it('toggles a value in and out, keeping the others in order', () => {
    expect(toggleValue(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleValue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('replaces one group without touching the others', () => {
    const state = withGroup({ ...EMPTY_FILTER_STATE, searchKey: 'x' }, 'tag', ['css']);
    expect(state.filterOptions.tag).toEqual(['css']);
    expect(state.filterOptions.company).toEqual([]);
    expect(state.searchKey).toBe('x');
  });

  it('"clear filters" keeps only the sort', () => {
    const state = withGroup(
      { ...EMPTY_FILTER_STATE, searchKey: 'x', categories: ['Article'], sort: 'TITLE_ASC' },
      'tag',
      ['css'],
    );
    expect(clearFiltersOnly(state)).toEqual({ ...EMPTY_FILTER_STATE, sort: 'TITLE_ASC' });
  });
});

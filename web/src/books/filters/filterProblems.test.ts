import { describe, expect, it } from 'vitest';
import { filterProblems, matchesSearch, splitDuration, totalMinutes } from './filterProblems';
import { type BookFilterState, EMPTY_FILTER_STATE, withGroup } from './filterState';
import { ids, problem } from './testProblems';
import { at } from '../../test/at';

const book = [
  problem('debounce', {
    title: 'Implement debounce',
    description: 'Delay a function until calls have stopped.',
    difficulty: 'Medium',
    minutes: 20,
    supportLanguages: ['Javascript', 'Typescript'],
    tags: [{ key: 'javascript' }, { key: 'closure' }],
    companies: [{ key: 'google' }, { key: 'meta' }],
  }),
  problem('counter', {
    title: 'Counter',
    description: 'A button that counts clicks.',
    category: 'UICoding',
    difficulty: 'Easy',
    minutes: 15,
    supportFrameworks: ['React', 'Vue'],
    supportLanguages: ['Javascript', 'HTML'],
    tags: [{ key: 'react' }],
    companies: [{ key: 'amazon' }],
  }),
  problem('closures', {
    title: 'JavaScript closures',
    description: 'What a closure captures.',
    category: 'Knowledge',
    difficulty: 'Easy',
    minutes: 10,
    supportLanguages: ['Javascript'],
    tags: [{ key: 'javascript' }, { key: 'closure' }],
    companies: [{ key: 'google' }],
  }),
  problem('render', {
    title: 'How browsers render a page',
    description: 'From HTML bytes to pixels.',
    category: 'Article',
    difficulty: 'Hard',
    minutes: 40,
    tags: [{ key: 'browser' }],
  }),
];

const state = (fields: Partial<BookFilterState>): BookFilterState => ({ ...EMPTY_FILTER_STATE, ...fields });

describe('filterProblems', () => {
  it('keeps every problem, in book order, when nothing is selected (empty groups are ignored)', () => {
    expect(ids(filterProblems(book, EMPTY_FILTER_STATE))).toEqual(['debounce', 'counter', 'closures', 'render']);
  });

  it('passes a problem matching ANY selected value inside a group', () => {
    const s = withGroup(EMPTY_FILTER_STATE, 'difficulty', ['Easy', 'Hard']);
    expect(ids(filterProblems(book, s))).toEqual(['counter', 'closures', 'render']);
    const companies = withGroup(EMPTY_FILTER_STATE, 'company', ['meta', 'amazon']);
    expect(ids(filterProblems(book, companies))).toEqual(['debounce', 'counter']);
  });

  it('matches list-valued groups (frameworks, languages, tags) on any of the problem’s values', () => {
    expect(ids(filterProblems(book, withGroup(EMPTY_FILTER_STATE, 'supportFramework', ['Vue'])))).toEqual(['counter']);
    expect(ids(filterProblems(book, withGroup(EMPTY_FILTER_STATE, 'supportLanguage', ['Typescript'])))).toEqual([
      'debounce',
    ]);
    expect(ids(filterProblems(book, withGroup(EMPTY_FILTER_STATE, 'tag', ['closure', 'browser'])))).toEqual([
      'debounce',
      'closures',
      'render',
    ]);
  });

  it('requires every non-empty group to pass', () => {
    const s = withGroup(withGroup(EMPTY_FILTER_STATE, 'difficulty', ['Easy']), 'company', ['google']);
    expect(ids(filterProblems(book, s))).toEqual(['closures']);
    const none = withGroup(withGroup(EMPTY_FILTER_STATE, 'difficulty', ['Hard']), 'company', ['google']);
    expect(filterProblems(book, none)).toEqual([]);
  });

  it('filters by any selected category, combined with the groups', () => {
    expect(ids(filterProblems(book, state({ categories: ['Knowledge', 'Article'] })))).toEqual(['closures', 'render']);
    const s = withGroup(state({ categories: ['Knowledge', 'Article'] }), 'difficulty', ['Hard']);
    expect(ids(filterProblems(book, s))).toEqual(['render']);
  });

  it('searches titles and descriptions, case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterProblems(book, state({ searchKey: '  CLOSURE ' })))).toEqual(['closures']);
    expect(ids(filterProblems(book, state({ searchKey: 'pixels' })))).toEqual(['render']);
    expect(ids(filterProblems(book, state({ searchKey: 'Counts Clicks' })))).toEqual(['counter']);
    expect(ids(filterProblems(book, state({ searchKey: 'nothing like this' })))).toEqual([]);
  });

  it('combines the search with the other filters', () => {
    const s = withGroup(state({ searchKey: 'a', categories: ['JSFunction', 'Knowledge'] }), 'company', ['google']);
    expect(ids(filterProblems(book, s))).toEqual(['debounce', 'closures']);
  });

  it('treats a blank search as no search', () => {
    expect(matchesSearch(at(book, 0), '   ')).toBe(true);
  });
});

describe('total time', () => {
  it('sums the minutes of the filtered problems only', () => {
    expect(totalMinutes(book)).toBe(85);
    expect(totalMinutes(filterProblems(book, withGroup(EMPTY_FILTER_STATE, 'difficulty', ['Easy'])))).toBe(25);
    expect(totalMinutes([])).toBe(0);
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitDuration(85)).toEqual({ hours: 1, minutes: 25 });
    expect(splitDuration(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

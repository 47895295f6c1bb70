import { describe, expect, it } from 'vitest';
import { availableValues, facetCounts, sanitizeState } from './facets';
import { type BookFilterState, EMPTY_FILTER_STATE, withGroup } from './filterState';
import { problem } from './testProblems';

const book = [
  problem('p1', {
    category: 'JSFunction',
    difficulty: 'Hard',
    supportLanguages: ['Typescript', 'Javascript'],
    tags: [{ key: 'async' }],
    companies: [{ key: 'meta' }],
  }),
  problem('p2', {
    category: 'Article',
    kind: 'SystemDesign',
    difficulty: 'Easy',
    tags: [{ key: 'css' }, { key: 'async' }],
  }),
  problem('p3', { category: 'JSFunction', difficulty: 'Easy', supportLanguages: ['Javascript'] }),
];

describe('availableValues', () => {
  it('lists only values the book has: categories and difficulties in fixed order, others as first met', () => {
    const available = availableValues(book);
    expect(available.categories).toEqual(['Article', 'JSFunction']);
    expect(available.groups).toEqual({
      difficulty: ['Easy', 'Hard'],
      kind: ['SystemDesign'],
      supportFramework: [],
      supportLanguage: ['Typescript', 'Javascript'],
      company: ['meta'],
      tag: ['async', 'css'],
    });
  });
});

describe('facetCounts', () => {
  it('counts the whole book when nothing is selected', () => {
    const facets = facetCounts(book, EMPTY_FILTER_STATE, availableValues(book));
    expect(facets.allCount).toBe(3);
    expect(facets.categories).toEqual([
      { value: 'Article', count: 1 },
      { value: 'JSFunction', count: 2 },
    ]);
    expect(facets.groups.difficulty).toEqual([
      { value: 'Easy', count: 2 },
      { value: 'Hard', count: 1 },
    ]);
    expect(facets.groups.tag).toEqual([
      { value: 'async', count: 2 },
      { value: 'css', count: 1 },
    ]);
  });

  it('counts each group against every other active filter but not its own', () => {
    const state: BookFilterState = withGroup({ ...EMPTY_FILTER_STATE, categories: ['JSFunction'] }, 'difficulty', [
      'Easy',
    ]);
    const facets = facetCounts(book, state, availableValues(book));
    // difficulty ignores its own selection: both JS functions
    expect(facets.groups.difficulty).toEqual([
      { value: 'Easy', count: 1 },
      { value: 'Hard', count: 1 },
    ]);
    // categories ignore the chips: the Easy problems are one article and one JS function
    expect(facets.allCount).toBe(2);
    expect(facets.categories).toEqual([
      { value: 'Article', count: 1 },
      { value: 'JSFunction', count: 1 },
    ]);
    // other groups see both: only p3
    expect(facets.groups.supportLanguage).toEqual([
      { value: 'Typescript', count: 0 },
      { value: 'Javascript', count: 1 },
    ]);
  });

  it('counts a kind among the problems of every other filter; a plain problem has none', () => {
    const facets = facetCounts(book, withGroup(EMPTY_FILTER_STATE, 'kind', ['SystemDesign']), availableValues(book));
    expect(facets.groups.kind).toEqual([{ value: 'SystemDesign', count: 1 }]);
    expect(facets.allCount).toBe(1);
    expect(facets.groups.tag).toEqual([
      { value: 'async', count: 1 },
      { value: 'css', count: 1 },
    ]);
  });

  it('applies the search to every count', () => {
    const facets = facetCounts(book, { ...EMPTY_FILTER_STATE, searchKey: 'p2' }, availableValues(book));
    expect(facets.allCount).toBe(1);
    expect(facets.groups.tag).toEqual([
      { value: 'async', count: 1 },
      { value: 'css', count: 1 },
    ]);
  });
});

describe('sanitizeState', () => {
  it('drops values the book does not have and keeps the rest', () => {
    const state: BookFilterState = {
      searchKey: 'x',
      categories: ['UICoding', 'Article'],
      filterOptions: {
        difficulty: ['Medium', 'Hard'],
        kind: ['SystemDesign', 'OutputQuiz'],
        supportFramework: ['React'],
        supportLanguage: ['Javascript', 'Rust'],
        company: ['meta', 'nobody'],
        tag: ['css'],
      },
      sort: 'TITLE_ASC',
    };
    expect(sanitizeState(state, availableValues(book))).toEqual({
      searchKey: 'x',
      categories: ['Article'],
      filterOptions: {
        difficulty: ['Hard'],
        kind: ['SystemDesign'],
        supportFramework: [],
        supportLanguage: ['Javascript'],
        company: ['meta'],
        tag: ['css'],
      },
      sort: 'TITLE_ASC',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type BookFilterState, EMPTY_FILTER_STATE } from './filterState';
import { parseFilterParams, writeFilterParams } from './urlState';

const full: BookFilterState = {
  searchKey: 'promise all',
  categories: ['JSFunction', 'UICoding'],
  filterOptions: {
    difficulty: ['Easy', 'Hard'],
    kind: ['TypeChallenge', 'OutputQuiz'],
    supportFramework: ['React'],
    supportLanguage: ['Typescript', 'Javascript'],
    company: ['google'],
    tag: ['async', 'c++ & more'],
  },
  sort: 'DIFFICULTY_DESC',
};

describe('filter state in the URL', () => {
  it('round-trips every field through a query string', () => {
    const query = writeFilterParams(new URLSearchParams(), full).toString();
    expect(parseFilterParams(new URLSearchParams(query))).toEqual(full);
  });

  it('uses short, repeated parameters', () => {
    const params = writeFilterParams(new URLSearchParams(), full);
    expect(params.get('q')).toBe('promise all');
    expect(params.getAll('category')).toEqual(['JSFunction', 'UICoding']);
    expect(params.getAll('difficulty')).toEqual(['Easy', 'Hard']);
    expect(params.getAll('kind')).toEqual(['TypeChallenge', 'OutputQuiz']);
    expect(params.getAll('framework')).toEqual(['React']);
    expect(params.getAll('language')).toEqual(['Typescript', 'Javascript']);
    expect(params.getAll('company')).toEqual(['google']);
    expect(params.getAll('tag')).toEqual(['async', 'c++ & more']);
    expect(params.get('sort')).toBe('DIFFICULTY_DESC');
  });

  it('writes nothing for the empty state and parses an empty query to it', () => {
    expect(writeFilterParams(new URLSearchParams(), EMPTY_FILTER_STATE).toString()).toBe('');
    expect(parseFilterParams(new URLSearchParams())).toEqual(EMPTY_FILTER_STATE);
    expect(writeFilterParams(new URLSearchParams(), { ...EMPTY_FILTER_STATE, searchKey: '  ' }).has('q')).toBe(false);
  });

  it('ignores unknown categories, difficulties, kinds and sorts, blanks and repeats', () => {
    const state = parseFilterParams(
      new URLSearchParams(
        'category=Poetry&category=Article&category=Article&difficulty=Insane&kind=Riddle&kind=OutputQuiz&tag=&tag=css&sort=RANDOM',
      ),
    );
    expect(state.filterOptions.kind).toEqual(['OutputQuiz']);
    expect(state.categories).toEqual(['Article']);
    expect(state.filterOptions.difficulty).toEqual([]);
    expect(state.filterOptions.tag).toEqual(['css']);
    expect(state.sort).toBe('default');
  });

  it('replaces its own parameters and keeps everyone else’s', () => {
    const current = new URLSearchParams('ref=newsletter&tag=old&sort=TITLE_ASC');
    const next = writeFilterParams(current, { ...EMPTY_FILTER_STATE, categories: ['Article'] });
    expect(next.toString()).toBe('ref=newsletter&category=Article');
    expect(current.toString()).toBe('ref=newsletter&tag=old&sort=TITLE_ASC');
  });
});

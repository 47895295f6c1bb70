import { describe, expect, it } from 'vitest';
import { filteredBookPath, indexProblemKeys, matchKeys } from './problemKeys';

const problem = (id: string, tags: string[], companies: string[]) => ({
  id,
  tags: tags.map((key) => ({ key })),
  companies: companies.map((key) => ({ key })),
});

const index = indexProblemKeys([
  problem('debounce', ['javascript', 'closure', 'async'], ['google', 'meta']),
  problem('closures', ['javascript', 'closure'], ['alibaba']),
  problem('promise-all', ['promise', 'async'], ['google']),
  problem('counter', ['react'], []),
]);

describe('problem keys', () => {
  it('counts the problems carrying a company or a tag key, separately per parameter', () => {
    expect(matchKeys(index, 'company', ['google'])).toEqual({ keys: ['google'], count: 2 });
    expect(matchKeys(index, 'tag', ['react'])).toEqual({ keys: ['react'], count: 1 });
    // "google" is a company, not a tag
    expect(matchKeys(index, 'tag', ['google'])).toBeUndefined();
  });

  it('counts a problem once when it carries several of the asked keys, and keeps only used keys', () => {
    expect(matchKeys(index, 'tag', ['async', 'typescript', 'promise', 'async'])).toEqual({
      keys: ['async', 'promise'],
      count: 2,
    });
    expect(matchKeys(index, 'tag', ['closure', 'javascript'])).toEqual({ keys: ['closure', 'javascript'], count: 2 });
  });

  it('has no match for unused keys, no keys, or an empty question bank', () => {
    expect(matchKeys(index, 'company', ['apple'])).toBeUndefined();
    expect(matchKeys(index, 'company', [])).toBeUndefined();
    expect(matchKeys(indexProblemKeys([]), 'tag', ['javascript'])).toBeUndefined();
  });

  it('builds the all-questions URL with one query parameter per key', () => {
    expect(filteredBookPath('company', ['google'])).toBe('/book/all-interview-questions?company=google');
    expect(filteredBookPath('tag', ['async', 'promise'])).toBe('/book/all-interview-questions?tag=async&tag=promise');
    expect(new URLSearchParams(filteredBookPath('tag', ['c++ & more']).split('?')[1]).getAll('tag')).toEqual([
      'c++ & more',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sortLocale, sortProblems } from './sortProblems';
import { ids, problem } from './testProblems';

const book = [
  problem('b', { title: 'banana', difficulty: 'Hard', createdAt: '2025-03-01T00:00:00.000Z' }),
  problem('a', { title: 'Apple', difficulty: 'Easy', createdAt: '2025-01-15T00:00:00.000Z' }),
  problem('c', { title: 'cherry', difficulty: 'Medium', createdAt: '2025-02-01T00:00:00.000Z' }),
  problem('a2', { title: 'apple', difficulty: 'Easy', createdAt: '2025-03-01T00:00:00.000Z' }),
  problem('m', { title: 'Mango', difficulty: 'Medium', createdAt: '2025-01-15T00:00:00.000Z' }),
];

describe('sortLocale', () => {
  it('maps zhCN and en to collation locales and falls back to en-US', () => {
    expect(sortLocale('zhCN')).toBe('zh-cn');
    expect(sortLocale('en')).toBe('en-us');
    expect(sortLocale('fr')).toBe('en-US');
    expect(sortLocale(undefined)).toBe('en-US');
  });
});

describe('sortProblems', () => {
  it('keeps the book order by default, as a copy', () => {
    const sorted = sortProblems(book, 'default', 'en');
    expect(ids(sorted)).toEqual(['b', 'a', 'c', 'a2', 'm']);
    expect(sorted).not.toBe(book);
  });

  it('sorts titles A→Z and Z→A with the language’s collation, ignoring case, ties in book order', () => {
    // "Apple" and "apple" differ only by case: not equal for the collator, lower case first
    expect(ids(sortProblems(book, 'TITLE_ASC', 'en'))).toEqual(['a2', 'a', 'b', 'c', 'm']);
    expect(ids(sortProblems(book, 'TITLE_DESC', 'en'))).toEqual(['m', 'c', 'b', 'a', 'a2']);
  });

  it('keeps equal titles in book order in both directions', () => {
    const twins = [
      problem('x1', { title: 'Same' }),
      problem('y', { title: 'Other' }),
      problem('x2', { title: 'Same' }),
    ];
    expect(ids(sortProblems(twins, 'TITLE_ASC', 'en'))).toEqual(['y', 'x1', 'x2']);
    expect(ids(sortProblems(twins, 'TITLE_DESC', 'en'))).toEqual(['x1', 'x2', 'y']);
  });

  it('sorts Chinese titles by pinyin in zhCN', () => {
    const zh = [
      problem('zhang', { title: '张' }),
      problem('a', { title: '阿' }),
      problem('bei', { title: '北' }),
      problem('debounce', { title: 'debounce 防抖' }),
    ];
    // Chinese collation: Han by pinyin (a, bei, zhang), and Han before Latin
    expect(ids(sortProblems(zh, 'TITLE_ASC', 'zhCN'))).toEqual(['a', 'bei', 'zhang', 'debounce']);
    expect(ids(sortProblems(zh, 'TITLE_DESC', 'zhCN'))).toEqual(['debounce', 'zhang', 'bei', 'a']);
    // a collation that does not know Chinese orders by code point instead: 北 U+5317 < 张 U+5F20 < 阿 U+963F
    expect(ids(sortProblems(zh, 'TITLE_ASC', 'en'))).toEqual(['debounce', 'bei', 'zhang', 'a']);
  });

  it('sorts by difficulty rank Easy 1, Medium 2, Hard 3, ties in book order', () => {
    expect(ids(sortProblems(book, 'DIFFICULTY_ASC', 'en'))).toEqual(['a', 'a2', 'c', 'm', 'b']);
    expect(ids(sortProblems(book, 'DIFFICULTY_DESC', 'en'))).toEqual(['b', 'c', 'm', 'a', 'a2']);
  });

  it('sorts by creation time, oldest or newest first, ties in book order', () => {
    expect(ids(sortProblems(book, 'CREATE_TIME_ASC', 'en'))).toEqual(['a', 'm', 'c', 'b', 'a2']);
    expect(ids(sortProblems(book, 'CREATE_TIME_DESC', 'en'))).toEqual(['b', 'a2', 'c', 'a', 'm']);
  });

  it('does not change its input', () => {
    sortProblems(book, 'TITLE_DESC', 'en');
    expect(ids(book)).toEqual(['b', 'a', 'c', 'a2', 'm']);
  });
});

import { describe, expect, it } from 'vitest';
import { isLoginNoticeDismissed } from './loginNotice';
import { groupsOpenFor } from './menuModel';
import { effectiveOpen } from './sidebar/useSideMenu';

describe('login notice', () => {
  it('stays hidden for 24 hours after "later"', () => {
    const now = Date.parse('2025-08-23T12:00:00Z');
    expect(isLoginNoticeDismissed(null, now)).toBe(false);
    expect(isLoginNoticeDismissed(String(now - 23 * 3600_000), now)).toBe(true);
    expect(isLoginNoticeDismissed(String(now - 24 * 3600_000), now)).toBe(false);
    expect(isLoginNoticeDismissed('garbage', now)).toBe(false);
  });
});

describe('side menu', () => {
  it('opens Recommend by default and the group whose child matches the path', () => {
    expect([...groupsOpenFor('/')]).toEqual(['recommend']);
    expect(groupsOpenFor('/book/ui-coding').has('books')).toBe(true);
    expect(groupsOpenFor('/fields').has('learning')).toBe(true);
    expect(groupsOpenFor('/book/ui-coding/problem/counter').has('books')).toBe(true);
    expect(groupsOpenFor('/book/ui-codingx').has('books')).toBe(false);
  });

  it('is forced closed while narrow and restores the remembered choice above 768 px', () => {
    expect(effectiveOpen({ preferred: true, narrow: true })).toBe(false);
    expect(effectiveOpen({ preferred: true, narrow: false })).toBe(true);
    expect(effectiveOpen({ preferred: false, narrow: false })).toBe(false);
  });
});

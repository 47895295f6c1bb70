import { describe, expect, it } from 'vitest';
import { bySection, commentDate, formatCommentDate, rightsOf } from './commentModel';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('comment dates', () => {
  it('read as relative time up to 3 days, then as the full date', () => {
    expect(commentDate(ago(20_000), NOW)).toEqual({ kind: 'relative', value: 0, unit: 'second' });
    expect(commentDate(ago(5 * 60_000), NOW)).toEqual({ kind: 'relative', value: -5, unit: 'minute' });
    expect(commentDate(ago(3 * 3600_000), NOW)).toEqual({ kind: 'relative', value: -3, unit: 'hour' });
    expect(commentDate(ago(3 * 86400_000), NOW)).toEqual({ kind: 'relative', value: -3, unit: 'day' });
    expect(commentDate(ago(3 * 86400_000 + 1), NOW)).toEqual({ kind: 'date' });
    expect(formatCommentDate(ago(2 * 86400_000), 'en', NOW)).toBe('2 days ago');
    expect(formatCommentDate(ago(5 * 60_000), 'zh-CN', NOW)).toBe('5分钟前');
    expect(formatCommentDate('2026-11-01T08:30:00Z', 'en', NOW)).toMatch(/Nov 1, 2026/);
  });
});

describe('rights', () => {
  const author = 'a';
  it('lets authors delete their own, problem authors delete and pin, moderators do everything', () => {
    expect(rightsOf(null, author, 'p')).toEqual({ canDelete: false, canPin: false, canToggleReplies: false });
    expect(rightsOf({ id: 'a', role: 'user' }, author, 'p')).toEqual({
      canDelete: true,
      canPin: false,
      canToggleReplies: false,
    });
    expect(rightsOf({ id: 'x', role: 'user' }, author, 'p')).toEqual({
      canDelete: false,
      canPin: false,
      canToggleReplies: false,
    });
    expect(rightsOf({ id: 'p', role: 'user' }, author, 'p')).toEqual({
      canDelete: true,
      canPin: true,
      canToggleReplies: false,
    });
    expect(rightsOf({ id: 'm', role: 'moderator' }, author, null)).toEqual({
      canDelete: true,
      canPin: true,
      canToggleReplies: true,
    });
    expect(rightsOf({ id: 'z', role: 'admin' }, author, 'p')).toEqual({
      canDelete: true,
      canPin: true,
      canToggleReplies: true,
    });
  });
});

describe('sections', () => {
  it('groups a page by status, keeping its order', () => {
    const groups = bySection([
      { id: 1, status: 'pinned' },
      { id: 2, status: 'featured' },
      { id: 3, status: 'regular' },
      { id: 4, status: 'featured' },
    ]);
    expect(groups.pinned.map((c) => c.id)).toEqual([1]);
    expect(groups.featured.map((c) => c.id)).toEqual([2, 4]);
    expect(groups.regular.map((c) => c.id)).toEqual([3]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_RELEASE_DATE, changeTypeOf, normalizeReleases, parseVersionKey } from './changelog';
import { RELEASES } from './releases';

const text = (en: string) => ({ en, zhCN: en });

describe('changelog', () => {
  it('orders versions newest first by number, not by text', () => {
    const releases = normalizeReleases({
      v1_2_0: { description: text('a') },
      v1_10_0: { description: text('b') },
      v1_4_5: { description: text('c') },
      v1_0_0: { description: text('d') },
      v1_4_10: { description: text('e') },
    });
    expect(releases.map((r) => r.key)).toEqual(['v1_10_0', 'v1_4_10', 'v1_4_5', 'v1_2_0', 'v1_0_0']);
    expect(releases[0].version).toBe('1.10.0');
  });

  it('defaults a missing date to 2025-01-01 and an unknown change type to new', () => {
    const [release] = normalizeReleases({
      v2_0_0: {
        description: text('x'),
        changes: [
          { type: 'fix', description: text('f') },
          { type: 'breaking', description: text('b') },
          { description: text('none') },
        ],
      },
    });
    expect(release.date).toBe(DEFAULT_RELEASE_DATE);
    expect(release.changes.map((c) => c.type)).toEqual(['fix', 'new', 'new']);
    expect(changeTypeOf('improvement')).toBe('improvement');
  });

  it('keeps a version without changes (shown with the no-detail message)', () => {
    const [release] = normalizeReleases({ v1_0_1: { date: '2025-06-30', description: text('x') } });
    expect(release.changes).toEqual([]);
    expect(release.date).toBe('2025-06-30');
  });

  it('ships 1.0.0 (2025-06-28) to 1.4.5 (2025-08-23), newest first', () => {
    const releases = normalizeReleases(RELEASES);
    expect(releases[0]).toMatchObject({ version: '1.4.5', date: '2025-08-23' });
    expect(releases.at(-1)).toMatchObject({ version: '1.0.0', date: '2025-06-28' });
    expect(parseVersionKey('v1_3_2')).toEqual([1, 3, 2]);
    for (let i = 1; i < releases.length; i++) expect(releases[i - 1].date >= releases[i].date).toBe(true);
  });
});

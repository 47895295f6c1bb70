import { describe, expect, it } from 'vitest';
import englishChangelog from '../../../CHANGELOG.md?raw';
import chineseChangelog from '../../../CHANGELOG.zh-CN.md?raw';
import packageJson from '../../../package.json';
import {
  DEFAULT_RELEASE_DATE,
  changeTypeOf,
  normalizeReleases,
  parseChangelog,
  releasesFromChangelogs,
} from './changelog';
import { RELEASES } from './releases';
import { at } from '../test/at';

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
    expect(at(releases, 0).version).toBe('1.10.0');
  });

  it('defaults a missing date to 2025-01-01 and an unknown change type to new', () => {
    const release = at(
      normalizeReleases({
        v2_0_0: {
          description: text('x'),
          changes: [
            { type: 'fix', description: text('f') },
            { type: 'breaking', description: text('b') },
            { description: text('none') },
          ],
        },
      }),
      0,
    );
    expect(release.date).toBe(DEFAULT_RELEASE_DATE);
    expect(release.changes.map((c) => c.type)).toEqual(['fix', 'new', 'new']);
    expect(changeTypeOf('improvement')).toBe('improvement');
  });

  it('keeps a version without changes (shown with the no-detail message)', () => {
    const release = at(normalizeReleases({ v1_0_1: { date: '2025-06-30', description: text('x') } }), 0);
    expect(release.changes).toEqual([]);
    expect(release.date).toBe('2025-06-30');
  });

  it('reads released versions from the changelogs, pairing each change with its translation', () => {
    const en = `# Changelog\n\n## Unreleased\n\n### New\n\n- not yet\n\n## [1.1.0] - 2026-02-01\n\nSecond.\n\n### New\n\n- A\n\n### Fix\n\n- B\n\n## 1.0.0\n\nFirst.\n`;
    const zh = `# 更新日志\n\n## 1.1.0 - 2026-02-01\n\n第二版。\n\n### 新增\n\n- 甲\n\n### 修复\n\n- 乙\n\n## 1.0.0\n\n第一版。\n`;
    const releases = normalizeReleases(releasesFromChangelogs(en, zh));
    expect(releases.map((r) => [r.version, r.date])).toEqual([
      ['1.1.0', '2026-02-01'],
      ['1.0.0', DEFAULT_RELEASE_DATE],
    ]);
    expect(releases[0]!.description).toEqual({ en: 'Second.', zhCN: '第二版。' });
    expect(releases[0]!.changes).toEqual([
      { type: 'new', description: { en: 'A', zhCN: '甲' } },
      { type: 'fix', description: { en: 'B', zhCN: '乙' } },
    ]);
  });

  it('ships changelogs whose newest version is package.json’s, in both languages alike', () => {
    const releases = normalizeReleases(RELEASES);
    expect(releases[0]!.version).toBe(packageJson.version);
    expect(parseChangelog(englishChangelog).map((r) => [r.version, r.date, r.changes.map((c) => c.type)])).toEqual(
      parseChangelog(chineseChangelog).map((r) => [r.version, r.date, r.changes.map((c) => c.type)]),
    );
    for (const release of releases) {
      expect(release.description.en).not.toBe('');
      expect(release.description.zhCN).not.toBe(release.description.en);
    }
    for (let i = 1; i < releases.length; i++) expect(releases[i - 1]!.date >= releases[i]!.date).toBe(true);
  });
});

// Changelog model: versions keyed like v1_2_3, shown newest first. A missing date reads as
// 2025-01-01; a change of unknown type reads as a new feature (spec §2). The releases come from
// the repository's CHANGELOG.md and CHANGELOG.zh-CN.md (parsed here; the Unreleased section is
// not a release and is left out).
import type { Localized } from './listings';

export const CHANGE_TYPES = ['new', 'improvement', 'fix'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export const DEFAULT_RELEASE_DATE = '2025-01-01';

export interface RawChange {
  type?: string;
  description: Localized;
}

export interface RawRelease {
  date?: string;
  description: Localized;
  changes?: RawChange[];
}

export interface Release {
  key: string;
  /** "1.2.3" */
  version: string;
  date: string;
  description: Localized;
  changes: { type: ChangeType; description: Localized }[];
}

/** [major, minor, patch] of a key like v1_2_3 (or 1.2.3); unparsable parts count as 0. */
export function parseVersionKey(key: string): [number, number, number] {
  const parts = key
    .replace(/^v/i, '')
    .split(/[._-]/)
    .map((part) => Number.parseInt(part, 10));
  return [parts[0] || 0, parts[1] || 0, parts[2] || 0];
}

export function compareVersionKeys(a: string, b: string): number {
  const [x, y] = [parseVersionKey(a), parseVersionKey(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

export function changeTypeOf(type: string | undefined): ChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(type ?? '') ? (type as ChangeType) : 'new';
}

export function normalizeReleases(raw: Record<string, RawRelease>): Release[] {
  return Object.entries(raw)
    .sort(([a], [b]) => compareVersionKeys(b, a))
    .map(([key, release]) => {
      return {
        key,
        version: parseVersionKey(key).join('.'),
        date: release.date?.trim() || DEFAULT_RELEASE_DATE,
        description: release.description,
        changes: (release.changes ?? []).map((change) => ({
          type: changeTypeOf(change.type),
          description: change.description,
        })),
      };
    });
}

/** the section headings of CHANGELOG.md and CHANGELOG.zh-CN.md and the change type each holds */
const SECTION_TYPES: Record<string, ChangeType> = {
  new: 'new',
  improvement: 'improvement',
  fix: 'fix',
  新增: 'new',
  改进: 'improvement',
  修复: 'fix',
};

interface ParsedRelease {
  version: string;
  date?: string;
  description: string;
  changes: { type: string; description: string }[];
}

/** the released versions of one changelog file, in file order */
export function parseChangelog(markdown: string): ParsedRelease[] {
  const releases: ParsedRelease[] = [];
  let release: ParsedRelease | null = null;
  let type = '';
  for (const line of markdown.split(/\r?\n/)) {
    const version = /^## \[?(\d+\.\d+\.\d+)\]?(?:\s+-\s+(\d{4}-\d{2}-\d{2}))?\s*$/.exec(line);
    if (version) {
      release = { version: version[1]!, date: version[2], description: '', changes: [] };
      releases.push(release);
      type = '';
    } else if (line.startsWith('## ')) {
      release = null; // Unreleased, or another heading that is no version
    } else if (!release) {
      continue;
    } else if (line.startsWith('### ')) {
      type = SECTION_TYPES[line.slice(4).trim().toLowerCase()] ?? line.slice(4).trim();
    } else if (line.startsWith('- ') && type) {
      release.changes.push({ type, description: line.slice(2).trim() });
    } else if (line.trim() && !type) {
      release.description = `${release.description} ${line.trim()}`.trim();
    }
  }
  return releases;
}

/** the releases of the English and Chinese changelogs, keyed v1_2_3; the two must match */
export function releasesFromChangelogs(en: string, zhCN: string): Record<string, RawRelease> {
  const english = parseChangelog(en);
  const chinese = new Map(parseChangelog(zhCN).map((release) => [release.version, release]));
  return Object.fromEntries(
    english.map((release) => {
      const zh = chinese.get(release.version);
      return [
        `v${release.version.replaceAll('.', '_')}`,
        {
          date: release.date,
          description: { en: release.description, zhCN: zh?.description || release.description },
          changes: release.changes.map((change, index) => ({
            type: change.type,
            description: { en: change.description, zhCN: zh?.changes[index]?.description || change.description },
          })),
        },
      ];
    }),
  );
}

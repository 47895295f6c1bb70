// Changelog model: versions keyed like v1_2_3, shown newest first. A missing date reads as
// 2025-01-01; a change of unknown type reads as a new feature (spec §2).
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
  return Object.keys(raw)
    .sort((a, b) => compareVersionKeys(b, a))
    .map((key) => {
      const release = raw[key];
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

// A visitor's review, kept in this browser until sign-in moves it to the account
// (importReviews). Only what was done is stored: when each card was started and its grades.
// The schedule is computed from them (localSchedule.ts), so this module stays free of FSRS and
// can run at sign-in on any page.
import { readJsonStorage, removeStorage, writeJsonStorage } from '../lib/storage';
import { LOCAL_REVIEW_KEY } from './localReviewKey';

/** the server's import limits (server/src/review/review.service.ts) */
export const MAX_LOCAL_ITEMS = 200;
export const MAX_LOCAL_GRADES = 50;

export interface LocalGrade {
  grade: number;
  /** ISO time */
  at: string;
}
export interface LocalItem {
  link: string;
  /** ISO time the card was started (due from then while ungraded) */
  startedAt: string;
  grades: LocalGrade[];
}
export interface LocalReview {
  items: LocalItem[];
}

const EMPTY: LocalReview = { items: [] };

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isGrade = (value: unknown): value is LocalGrade =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as LocalGrade).grade) &&
  (value as LocalGrade).grade >= 1 &&
  (value as LocalGrade).grade <= 4 &&
  isTime((value as LocalGrade).at);

/** what this browser holds; entries that do not parse are dropped (storage is user-editable) */
export function readLocalReview(): LocalReview {
  const raw = readJsonStorage(LOCAL_REVIEW_KEY) as { items?: unknown } | null;
  if (!raw || !Array.isArray(raw.items)) return EMPTY;
  const items = raw.items.filter(
    (item): item is LocalItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as LocalItem).link === 'string' &&
      isTime((item as LocalItem).startedAt) &&
      Array.isArray((item as LocalItem).grades) &&
      (item as LocalItem).grades.every(isGrade),
  );
  return { items: items.slice(0, MAX_LOCAL_ITEMS) };
}

export function writeLocalReview(review: LocalReview): void {
  if (review.items.length === 0) removeStorage(LOCAL_REVIEW_KEY);
  else writeJsonStorage(LOCAL_REVIEW_KEY, review);
}

/** adds the first `count` of `links` not yet in review, due `now` */
export function startLocal(review: LocalReview, links: string[], count: number, now: Date): LocalReview {
  const known = new Set(review.items.map((item) => item.link));
  const room = Math.max(0, MAX_LOCAL_ITEMS - review.items.length);
  const added = links
    .filter((link) => !known.has(link))
    .slice(0, Math.min(count, room))
    .map((link) => ({ link, startedAt: now.toISOString(), grades: [] }));
  return { items: [...review.items, ...added] };
}

/** records a grade (a card not in review yet enters by it); only the last grades are kept */
export function gradeLocal(review: LocalReview, link: string, grade: number, now: Date): LocalReview {
  const at = now.toISOString();
  const existing = review.items.find((item) => item.link === link);
  if (!existing) {
    if (review.items.length >= MAX_LOCAL_ITEMS) return review;
    return { items: [...review.items, { link, startedAt: at, grades: [{ grade, at }] }] };
  }
  const grades = [...existing.grades, { grade, at }].slice(-MAX_LOCAL_GRADES);
  return { items: review.items.map((item) => (item === existing ? { ...item, grades } : item)) };
}

/** the import's items: every local card with its grades */
export const importItems = (review: LocalReview) =>
  review.items.map((item) => ({ problemId: item.link, grades: item.grades }));

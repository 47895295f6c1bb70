// The visitor's schedule, with explicit clocks: a new card is due when started, Easy sends it
// days out, Again keeps it today, the forecast counts by local day, and the stored form survives
// hand edits (entries that do not parse are dropped).
import { afterEach, describe, expect, it } from 'vitest';
import { cardOf, localQueue } from './localSchedule';
import { LOCAL_REVIEW_KEY } from './localReviewKey';
import {
  MAX_LOCAL_GRADES,
  gradeLocal,
  importItems,
  readLocalReview,
  startLocal,
  writeLocalReview,
} from './localReviewStore';

const monday = new Date('2026-03-02T09:00:00Z');
const hours = (h: number) => new Date(monday.getTime() + h * 3_600_000);

afterEach(() => localStorage.clear());

describe('local review', () => {
  it('starts new cards due now, in link order given, skipping ones already in review', () => {
    let review = startLocal({ items: [] }, ['a', 'b', 'c'], 2, monday);
    expect(review.items.map((i) => i.link)).toEqual(['a', 'b']);
    review = startLocal(review, ['a', 'b', 'c'], 5, monday);
    expect(review.items.map((i) => i.link)).toEqual(['a', 'b', 'c']);
    const queue = localQueue(review, monday, 'UTC');
    expect(queue.today).toBe('2026-03-02');
    expect(queue.due.map((d) => d.link)).toEqual(['a', 'b', 'c']);
  });

  it('Easy moves a card days out, Good twice puts it in the forecast, Again keeps it due today', () => {
    let review = startLocal({ items: [] }, ['easy', 'good', 'again'], 3, monday);
    review = gradeLocal(review, 'easy', 4, hours(1));
    review = gradeLocal(review, 'good', 3, hours(1));
    review = gradeLocal(review, 'again', 1, hours(1));
    // Good on a new card is a learning step: back the same day
    expect(localQueue(review, hours(1), 'UTC').due.map((d) => d.link)).toEqual(['again', 'good']);
    review = gradeLocal(review, 'good', 3, hours(2));
    const queue = localQueue(review, hours(2), 'UTC');
    expect(queue.due.map((d) => d.link)).toEqual(['again']);
    expect(queue.forecast).toHaveLength(7);
    expect(queue.forecast.reduce((sum, d) => sum + d.count, 0)).toBe(1);
    const easyDue = cardOf(review.items[0]!).due;
    expect(easyDue.getTime()).toBeGreaterThan(hours(24).getTime());
    // on the day it falls due, it is in the queue again
    expect(localQueue(review, easyDue, 'UTC').due.map((d) => d.link)).toContain('easy');
  });

  it('counts days in the given zone', () => {
    // 23:30 in UTC is already the next morning in Shanghai
    const late = new Date('2026-03-02T23:30:00Z');
    expect(localQueue({ items: [] }, late, 'UTC').today).toBe('2026-03-02');
    expect(localQueue({ items: [] }, late, 'Asia/Shanghai').today).toBe('2026-03-03');
  });

  it('grading a card not yet started starts it; only the last grades are kept', () => {
    let review = gradeLocal({ items: [] }, 'x', 3, monday);
    expect(review.items).toHaveLength(1);
    for (let i = 0; i < MAX_LOCAL_GRADES + 5; i += 1) review = gradeLocal(review, 'x', 3, hours(i));
    expect(review.items[0]!.grades).toHaveLength(MAX_LOCAL_GRADES);
    expect(importItems(review)[0]).toMatchObject({ problemId: 'x' });
  });

  it('keeps what parses from storage and drops the rest', () => {
    localStorage.setItem(
      LOCAL_REVIEW_KEY,
      JSON.stringify({
        items: [
          { link: 'ok', startedAt: monday.toISOString(), grades: [{ grade: 3, at: monday.toISOString() }] },
          { link: 'bad-grade', startedAt: monday.toISOString(), grades: [{ grade: 9, at: monday.toISOString() }] },
          { link: 'bad-time', startedAt: 'yesterday', grades: [] },
          'nonsense',
        ],
      }),
    );
    expect(readLocalReview().items.map((i) => i.link)).toEqual(['ok']);
    localStorage.setItem(LOCAL_REVIEW_KEY, '{not json');
    expect(readLocalReview().items).toEqual([]);
    writeLocalReview({ items: [] });
    expect(localStorage.getItem(LOCAL_REVIEW_KEY)).toBeNull();
  });
});

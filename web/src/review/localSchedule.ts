// The schedule of a visitor's review: each card's grades replayed through FSRS exactly as the
// server replays an import (fuzz off, the first grade's time as the card's start), so a card is
// due at the same moment before and after sign-in.
import { type Card, type Grade, createEmptyCard, fsrs } from 'ts-fsrs';
import type { LocalItem, LocalReview } from './localReviewStore';
import { addDays, dayKey } from '../lib/calendarDays';

export const FORECAST_DAYS = 7;

/** how many review items fall due on one coming day (as the server's ReviewForecastDay) */
export interface ReviewForecastDay {
  day: string;
  count: number;
}
const scheduler = fsrs({ enable_fuzz: false });

/** the item's FSRS card now: its grades replayed from its first grade (or its start) */
export function cardOf(item: LocalItem): Card {
  const first = item.grades[0]?.at ?? item.startedAt;
  let card = createEmptyCard(new Date(first));
  for (const { grade, at } of item.grades) card = scheduler.next(card, new Date(at), grade as Grade).card;
  return card;
}

export interface LocalQueue {
  today: string;
  /** links due by the end of today, oldest first */
  due: { link: string; due: Date }[];
  forecast: ReviewForecastDay[];
}

/** what is due today in `timeZone` and on each of the next 7 days */
export function localQueue(review: LocalReview, now: Date, timeZone: string): LocalQueue {
  const today = dayKey(now, timeZone);
  const last = addDays(today, FORECAST_DAYS);
  const perDay = new Map<string, number>();
  const due: LocalQueue['due'] = [];
  for (const item of review.items) {
    const when = cardOf(item).due;
    const day = dayKey(when, timeZone);
    if (day <= today) due.push({ link: item.link, due: when });
    else if (day <= last) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  due.sort((a, b) => a.due.getTime() - b.due.getTime() || a.link.localeCompare(b.link));
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const day = addDays(today, i + 1);
    return { day, count: perDay.get(day) ?? 0 };
  });
  return { today, due, forecast };
}

// A learner's review: the cards due today in their zone, counts per kind, a 7-day forecast,
// grading (FSRS, with a log row per grade), starting new flashcards, fresh attempts entered when a
// function/UI problem is first solved, and importing a visitor's local grades at sign-in.
import type { PrismaClient, ReviewKind } from '../generated/prisma/client';
import { badInput, notFound } from '../graphql/errors';
import { msg } from '../i18n/message';
import { addDays, dayKey } from '../streaks/streak-days';
import { learnerTimeZone } from '../streaks/streak.service';
import { type CardColumns, graded, newCard } from './schedule';

export const FORECAST_DAYS = 7;
export const MAX_START = 20;
export const MAX_IMPORT_ITEMS = 200;
export const MAX_IMPORT_GRADES = 50;
const DAY_MS = 86_400_000;

const KIND_OF_CATEGORY: Record<string, ReviewKind | undefined> = {
  Knowledge: 'FLASHCARD',
  JSFunction: 'FRESH_ATTEMPT',
  UICoding: 'FRESH_ATTEMPT',
};

export interface ReviewItemShape extends CardColumns {
  problemId: string;
  kind: ReviewKind;
}
export interface ForecastDay {
  day: string;
  count: number;
}
export interface ReviewQueueShape {
  today: string;
  timeZone: string;
  due: ReviewItemShape[];
  flashcardsDue: number;
  freshAttemptsDue: number;
  forecast: ForecastDay[];
  /** knowledge questions not yet in review (what startFlashcards can add) */
  newFlashcards: number;
}

export async function reviewQueue(
  prisma: PrismaClient,
  userId: string,
  browserZone: string | null,
  now: Date,
): Promise<ReviewQueueShape> {
  const timeZone = await learnerTimeZone(prisma, userId, browserZone);
  const today = dayKey(now, timeZone);
  const last = addDays(today, FORECAST_DAYS);
  // a zone is at most 14 hours from UTC: two days past the last forecast day covers it
  const cards = await prisma.reviewCard.findMany({
    where: { userId, due: { lt: new Date(now.getTime() + (FORECAST_DAYS + 2) * DAY_MS) } },
    orderBy: [{ due: 'asc' }, { id: 'asc' }],
  });
  const due: ReviewItemShape[] = [];
  const perDay = new Map<string, number>();
  for (const card of cards) {
    const day = dayKey(card.due, timeZone);
    if (day <= today) due.push(card);
    else if (day <= last) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const day = addDays(today, i + 1);
    return { day, count: perDay.get(day) ?? 0 };
  });
  const newFlashcards = await prisma.problem.count({
    where: { category: 'Knowledge', reviewCards: { none: { userId } } },
  });
  return {
    today,
    timeZone,
    due,
    flashcardsDue: due.filter((c) => c.kind === 'FLASHCARD').length,
    freshAttemptsDue: due.filter((c) => c.kind === 'FRESH_ATTEMPT').length,
    forecast,
    newFlashcards,
  };
}

/** a problem by id or link and its review kind; null when none or when it cannot be reviewed */
async function findReviewable(prisma: PrismaClient, ref: string) {
  const problem = await prisma.problem.findFirst({
    where: { OR: [{ id: ref }, { link: ref }] },
    select: { id: true, category: true },
  });
  return problem ? { id: problem.id, kind: KIND_OF_CATEGORY[problem.category] } : null;
}

/** a problem by id or link that can be reviewed, with its kind */
async function reviewable(prisma: PrismaClient, ref: string): Promise<{ id: string; kind: ReviewKind }> {
  const problem = await findReviewable(prisma, ref);
  if (!problem) throw notFound(msg('review.unknownProblem', { problem: ref }));
  if (!problem.kind) throw badInput(msg('review.notReviewable'), { field: 'problemId' });
  return { id: problem.id, kind: problem.kind };
}

export function checkGrade(grade: number): void {
  if (!Number.isInteger(grade) || grade < 1 || grade > 4) throw badInput(msg('review.grade'), { field: 'grade' });
}

/** grades a card in review (a flashcard may be graded without starting it first) */
export async function gradeReview(
  prisma: PrismaClient,
  userId: string,
  ref: string,
  grade: number,
  now: Date,
): Promise<ReviewItemShape> {
  checkGrade(grade);
  const problem = await reviewable(prisma, ref);
  const existing = await prisma.reviewCard.findUnique({
    where: { userId_problemId: { userId, problemId: problem.id } },
  });
  if (!existing && problem.kind !== 'FLASHCARD') throw notFound(msg('review.notStarted', { problem: ref }));
  const before = existing ?? { ...newCard(now), kind: problem.kind };
  const after = graded(before, grade, now);
  return prisma.$transaction(async (tx) => {
    const card = await tx.reviewCard.upsert({
      where: { userId_problemId: { userId, problemId: problem.id } },
      create: { userId, problemId: problem.id, kind: problem.kind, ...after },
      update: after,
    });
    await tx.reviewLog.create({
      data: {
        cardId: card.id,
        userId,
        grade,
        stateBefore: before.state,
        stateAfter: after.state,
        dueBefore: before.due,
        dueAfter: after.due,
        at: now,
      },
    });
    return card;
  });
}

/** adds up to `count` knowledge questions not yet in review, due now */
export async function startFlashcards(
  prisma: PrismaClient,
  userId: string,
  count: number,
  now: Date,
): Promise<ReviewItemShape[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_START) {
    throw badInput(msg('review.countRange', { max: MAX_START }), { field: 'count' });
  }
  const fresh = await prisma.problem.findMany({
    where: { category: 'Knowledge', reviewCards: { none: { userId } } },
    orderBy: { link: 'asc' },
    select: { id: true },
    take: count,
  });
  await prisma.reviewCard.createMany({
    data: fresh.map((p) => ({ userId, problemId: p.id, kind: 'FLASHCARD' as const, ...newCard(now) })),
    skipDuplicates: true,
  });
  return prisma.reviewCard.findMany({ where: { userId, problemId: { in: fresh.map((p) => p.id) } } });
}

/** a function/UI problem enters review as a fresh attempt when first solved; later solves change nothing */
export async function enterFreshAttempt(prisma: PrismaClient, userId: string, problemId: string, now: Date) {
  const problem = await prisma.problem.findUnique({ where: { id: problemId }, select: { category: true } });
  if (KIND_OF_CATEGORY[problem?.category ?? ''] !== 'FRESH_ATTEMPT') return;
  // first review a day later: the solution was just written, recalling it now proves nothing
  const first = newCard(new Date(now.getTime() + DAY_MS));
  await prisma.reviewCard.createMany({
    data: [{ userId, problemId, kind: 'FRESH_ATTEMPT', ...first }],
    skipDuplicates: true,
  });
}

export interface ImportItem {
  problemId: string;
  grades: { grade: number; at: Date }[];
}

/**
 * A visitor's local review moves to the account: each item's grades are replayed through FSRS.
 * Idempotent: an item the account already has a card for is left as it is (the account wins).
 * An item that names no reviewable problem (removed from the bank since) is skipped.
 * Returns how many items were added.
 */
export async function importReviews(
  prisma: PrismaClient,
  userId: string,
  items: ImportItem[],
  now: Date,
): Promise<number> {
  if (items.length > MAX_IMPORT_ITEMS) throw badInput(msg('review.importAtMost', { max: MAX_IMPORT_ITEMS }));
  let added = 0;
  for (const item of items) {
    // a question removed from the bank since the visitor graded it is left behind, not a failure
    const found = await findReviewable(prisma, item.problemId);
    if (!found?.kind) continue;
    const problem = { id: found.id, kind: found.kind };
    const grades = [...item.grades].sort((a, b) => a.at.getTime() - b.at.getTime());
    grades.forEach((g) => checkGrade(g.grade));
    const exists = await prisma.reviewCard.findUnique({
      where: { userId_problemId: { userId, problemId: problem.id } },
      select: { id: true },
    });
    if (exists) continue;
    // a grade from the visitor's future is taken as given now
    const start = grades[0] ? new Date(Math.min(grades[0].at.getTime(), now.getTime())) : now;
    let card: CardColumns = newCard(start);
    const logs = grades.map(({ grade, at }) => {
      const when = new Date(Math.min(at.getTime(), now.getTime()));
      const after = graded(card, grade, when);
      const log = {
        userId,
        grade,
        stateBefore: card.state,
        stateAfter: after.state,
        dueBefore: card.due,
        dueAfter: after.due,
        at: when,
      };
      card = after;
      return log;
    });
    const created = await prisma.reviewCard.createMany({
      data: [{ userId, problemId: problem.id, kind: problem.kind, ...card }],
      skipDuplicates: true,
    });
    if (created.count === 0) continue;
    const row = await prisma.reviewCard.findUniqueOrThrow({
      where: { userId_problemId: { userId, problemId: problem.id } },
      select: { id: true },
    });
    await prisma.reviewLog.createMany({ data: logs.map((log) => ({ ...log, cardId: row.id })) });
    added += 1;
  }
  return added;
}

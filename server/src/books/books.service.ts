// Books: the viewer's tracking status and progress count (batched per request), and the
// subscription state machine of the spec:
//
//   unsubscribed ──start to learn──▶ subscribed ──archive──▶ archived
//        ▲                            │   ▲  ╰─ reset progress (stays subscribed)
//        ╰────────── unsubscribe ─────╯   ╰── restore, or re-learn (= restore + reset progress)
//        ╰──────────────────── unsubscribe ───────────────────── archived
//
// Anything else (e.g. archiving a book one is not learning, archiving twice) is refused with a
// 409 and a sentence saying why. Unsubscribing keeps the answer records (subscribing again shows
// them); only a reset (or re-learn) deletes them.
import type { Context } from '../graphql/context';
import { badInput, notFound } from '../graphql/errors';
import type { PrismaClient } from '../generated/prisma/client';
import { clearBookRecords, conflict, withUserProgressLock } from '../progress/progress.service';
import { requestLoader } from '../progress/request-loader';

export type ViewerBookStatus = 'unsubscribed' | 'subscribed' | 'archived';

export const BOOK_LINK_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;
/** booksByLinks answers at most this many books per call */
export const MAX_LINKS_PER_CALL = 100;
/** the viewer's learning and archived lists answer at most this many books */
export const MAX_MY_BOOKS = 200;

/** The viewer's tracking status of a book; unsubscribed for anonymous visitors. */
export function viewerBookStatus(ctx: Context, bookId: string): Promise<ViewerBookStatus> {
  const userId = ctx.viewer?.id;
  if (!userId) return Promise.resolve('unsubscribed');
  return requestLoader<ViewerBookStatus>(
    ctx,
    'bookStatus',
    async (bookIds) => {
      const rows = await ctx.prisma.bookSubscription.findMany({
        where: { userId, bookId: { in: bookIds } },
        select: { bookId: true, status: true },
      });
      return new Map(rows.map((row) => [row.bookId, row.status]));
    },
    'unsubscribed',
  ).load(bookId);
}

/** The spec's `count`: [total problems, problems the viewer resolved in this book]. */
export function viewerBookCount(ctx: Context, bookId: string): Promise<[number, number]> {
  const userId = ctx.viewer?.id;
  return requestLoader<[number, number]>(
    ctx,
    'bookCount',
    async (bookIds) => {
      const [totals, completed] = await Promise.all([
        ctx.prisma.bookProblem.groupBy({ by: ['bookId'], where: { bookId: { in: bookIds } }, _count: { _all: true } }),
        userId
          ? ctx.prisma.$queryRaw<{ bookId: string; n: number }[]>`
              SELECT r."bookId", count(*)::int AS n
                FROM "BookProblemProgress" r
                JOIN "BookProblem" m ON m."bookId" = r."bookId" AND m."problemId" = r."problemId"
               WHERE r."userId" = ${userId} AND r."bookId" = ANY(${bookIds}::text[]) AND r."status" = 'RESOLVED'
               GROUP BY r."bookId"`
          : Promise.resolve([]),
      ]);
      const done = new Map(completed.map((row) => [row.bookId, row.n]));
      return new Map(totals.map((row) => [row.bookId, [row._count._all, done.get(row.bookId) ?? 0]]));
    },
    [0, 0],
  ).load(bookId);
}

/** A book by its id or its link (clients hold either); 404 when neither matches. */
export async function resolveBookId(prisma: PrismaClient, idOrLink: string): Promise<string> {
  const value = idOrLink.trim();
  if (!value) throw badInput('Book is required.', { field: 'bookId' });
  const book = await prisma.book.findFirst({
    where: { OR: [{ id: value }, { link: value }] },
    select: { id: true },
  });
  if (!book) throw notFound('Book not found.');
  return book.id;
}

/**
 * Moves the user's tracking of a book to `target` when the state machine allows it.
 * `resetProgress` with archived → subscribed is the spec's "re-learn".
 */
export async function updateBookSubscription(
  prisma: PrismaClient,
  userId: string,
  input: { bookId: string; status: ViewerBookStatus; resetProgress: boolean },
): Promise<void> {
  const { bookId, status: target, resetProgress } = input;
  await withUserProgressLock(prisma, userId, async (tx) => {
    const row = await tx.bookSubscription.findUnique({
      where: { userId_bookId: { userId, bookId } },
      select: { status: true },
    });
    const current: ViewerBookStatus = row?.status ?? 'unsubscribed';
    refuseTransition(current, target, resetProgress);
    const now = new Date();
    if (target === 'unsubscribed') {
      await tx.bookSubscription.delete({ where: { userId_bookId: { userId, bookId } } });
    } else if (current === 'unsubscribed') {
      await tx.bookSubscription.create({ data: { userId, bookId, status: target, createdAt: now, updatedAt: now } });
    } else {
      await tx.bookSubscription.update({
        where: { userId_bookId: { userId, bookId } },
        data: { status: target, updatedAt: now },
      });
    }
    if (resetProgress) await clearBookRecords(tx, userId, bookId, now);
  });
}

/** Throws the reason a transition is not allowed; returns when it is. */
function refuseTransition(current: ViewerBookStatus, target: ViewerBookStatus, resetProgress: boolean): void {
  if (resetProgress && !(current === 'archived' && target === 'subscribed')) {
    throw conflict(
      'Re-learning (subscribing again with progress reset) is only possible for an archived book. ' +
        'To start a book you are learning over, reset its progress.',
    );
  }
  if (current === target) {
    throw conflict(
      {
        unsubscribed: 'You are not learning this book.',
        subscribed: 'You are already learning this book.',
        archived: 'This book is already archived.',
      }[current],
    );
  }
  if (current === 'unsubscribed' && target === 'archived') {
    throw conflict('Only a book you are learning can be archived. Start learning it first.');
  }
}

/** The spec's "reset progress" of a book being learned: all its answer records go. */
export async function resetBookProgress(prisma: PrismaClient, userId: string, bookId: string): Promise<void> {
  await withUserProgressLock(prisma, userId, async (tx) => {
    const row = await tx.bookSubscription.findUnique({
      where: { userId_bookId: { userId, bookId } },
      select: { status: true },
    });
    if (!row) throw conflict('Start learning this book before resetting its progress.');
    if (row.status === 'archived') {
      throw conflict('This book is archived. Restore it or re-learn it to start over.');
    }
    await clearBookRecords(tx, userId, bookId, new Date());
  });
}

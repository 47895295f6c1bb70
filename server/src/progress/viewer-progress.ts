// The read side of the viewer's progress, batched per request (graphql/request-loader.ts): the
// status of problems (the spec's `statue`), and per book the viewer's tracking status and count
// [total, resolved]. A book page of 100 problems reads all of it with two queries: one for the
// book (status and count together) and one for the 100 statuses.
import type { Context } from '../graphql/context';
import { listedIn } from '../graphql/book-listing';
import { requestLoader } from '../graphql/request-loader';
import type { ProgressStatus } from '../generated/prisma/enums';

export type ViewerBookStatus = 'unsubscribed' | 'subscribed' | 'archived';

interface ViewerBook {
  status: ViewerBookStatus;
  count: [number, number];
}

/** The viewer's tracking status and count of a book (one query for every book of the request). */
function viewerBook(ctx: Context, bookId: string): Promise<ViewerBook> {
  const userId = ctx.viewer?.id ?? null;
  return requestLoader<ViewerBook>(
    ctx,
    'viewerBook',
    async (bookIds) => {
      const rows = await ctx.prisma.$queryRaw<{ bookId: string; total: number; done: number; status: string | null }[]>`
        SELECT b.id AS "bookId",
               (SELECT count(*)::int FROM "BookProblem" m WHERE m."bookId" = b.id) AS total,
               (SELECT count(*)::int
                  FROM "BookProblemProgress" r
                  JOIN "BookProblem" m ON m."bookId" = r."bookId" AND m."problemId" = r."problemId"
                 WHERE r."userId" = ${userId} AND r."bookId" = b.id AND r."status" = 'RESOLVED') AS done,
               (SELECT s."status"::text FROM "BookSubscription" s
                 WHERE s."userId" = ${userId} AND s."bookId" = b.id) AS status
          FROM unnest(${bookIds}::text[]) AS b(id)`;
      return new Map(
        rows.map((row) => [
          row.bookId,
          { status: (row.status as ViewerBookStatus | null) ?? 'unsubscribed', count: [row.total, row.done] },
        ]),
      );
    },
    { status: 'unsubscribed', count: [0, 0] },
  ).load(bookId);
}

/** The viewer's tracking status of a book; unsubscribed for anonymous visitors. */
export async function viewerBookStatus(ctx: Context, bookId: string): Promise<ViewerBookStatus> {
  if (!ctx.viewer) return 'unsubscribed';
  return (await viewerBook(ctx, bookId)).status;
}

/** The spec's `count`: [total problems, problems the viewer resolved in this book]. */
export async function viewerBookCount(ctx: Context, bookId: string): Promise<[number, number]> {
  return (await viewerBook(ctx, bookId)).count;
}

/** A book's id from its id or link, batched per request; null when no book matches. */
function bookIdByRef(ctx: Context, ref: string): Promise<string | null> {
  return requestLoader<string | null>(
    ctx,
    'bookIdByRef',
    async (refs) => {
      const books = await ctx.prisma.book.findMany({
        where: { OR: [{ id: { in: refs } }, { link: { in: refs } }] },
        select: { id: true, link: true },
      });
      const found = new Map<string, string | null>();
      for (const book of books) {
        found.set(book.id, book.id);
        found.set(book.link, book.id);
      }
      return found;
    },
    null,
  ).load(ref);
}

/**
 * The viewer's status of a problem (the spec's `statue`): the answer record of `bookRef` (a
 * book's id or link) when given, else of the book the problem was listed in, else the global
 * status; UNRESOLVED for anonymous visitors and for a book that does not exist.
 */
export async function viewerProblemStatus(
  ctx: Context,
  problem: { id: string },
  bookRef?: string | null,
): Promise<ProgressStatus> {
  const userId = ctx.viewer?.id;
  if (!userId) return 'UNRESOLVED';
  const listing = listedIn(problem);
  let bookId = listing?.id ?? '';
  if (bookRef != null) {
    const ref = bookRef.trim();
    // the book page names the book it lists: no lookup needed
    const found = listing && (ref === listing.link || ref === listing.id) ? listing.id : await bookIdByRef(ctx, ref);
    if (!found) return 'UNRESOLVED';
    bookId = found;
  }
  return requestLoader<ProgressStatus>(
    ctx,
    'problemStatus',
    async (keys) => {
      const byBook = new Map<string, string[]>();
      for (const key of keys) {
        const [book = '', problemId] = key.split('|');
        if (problemId === undefined) throw new Error(`a problemStatus key is "book|problem", not "${key}"`);
        byBook.set(book, [...(byBook.get(book) ?? []), problemId]);
      }
      const found = new Map<string, ProgressStatus>();
      await Promise.all(
        [...byBook].map(async ([book, problemIds]) => {
          const rows = book
            ? await ctx.prisma.$queryRaw<{ problemId: string; status: ProgressStatus }[]>`
                SELECT "problemId", "status"::text AS "status" FROM "BookProblemProgress"
                 WHERE "userId" = ${userId} AND "bookId" = ${book} AND "problemId" = ANY(${problemIds}::text[])`
            : await ctx.prisma.$queryRaw<{ problemId: string; status: ProgressStatus }[]>`
                SELECT "problemId", "status"::text AS "status" FROM "ProblemStatus"
                 WHERE "userId" = ${userId} AND "problemId" = ANY(${problemIds}::text[])`;
          for (const row of rows) found.set(`${book}|${row.problemId}`, row.status);
        }),
      );
      return found;
    },
    'UNRESOLVED',
  ).load(`${bookId}|${problem.id}`);
}

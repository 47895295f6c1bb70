// Read side of books: the viewer's tracking status and progress count.
import type { PrismaClient } from '../generated/prisma/client';

export type ViewerBookStatus = 'unsubscribed' | 'subscribed' | 'archived';

export const BOOK_LINK_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;
/** booksByLinks answers at most this many books per call */
export const MAX_LINKS_PER_CALL = 100;

export async function bookStatusFor(
  prisma: PrismaClient,
  userId: string | undefined,
  bookId: string,
): Promise<ViewerBookStatus> {
  if (!userId) return 'unsubscribed';
  const row = await prisma.bookSubscription.findUnique({
    where: { userId_bookId: { userId, bookId } },
    select: { status: true },
  });
  return row?.status ?? 'unsubscribed';
}

/** The spec's `count`: [total problems, problems the viewer resolved in this book]. */
export async function bookCountFor(
  prisma: PrismaClient,
  userId: string | undefined,
  bookId: string,
): Promise<[number, number]> {
  const [total, completed] = await Promise.all([
    prisma.bookProblem.count({ where: { bookId } }),
    userId
      ? prisma.bookProblemProgress.count({
          where: { userId, bookId, status: 'RESOLVED', problem: { books: { some: { bookId } } } },
        })
      : Promise.resolve(0),
  ]);
  return [total, completed];
}

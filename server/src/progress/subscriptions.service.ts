// The viewer's tracking of a book (BookSubscription), the subscription state machine of the spec:
//
//   unsubscribed ──start to learn──▶ subscribed ──archive──▶ archived
//        ▲                            │   ▲  ╰─ reset progress (stays subscribed)
//        ╰────────── unsubscribe ─────╯   ╰── restore, or re-learn (= restore + reset progress)
//        ╰──────────────────── unsubscribe ───────────────────── archived
//
// Anything else (e.g. archiving a book one is not learning, archiving twice) is refused with a
// 409 and a sentence saying why. Unsubscribing keeps the answer records (subscribing again shows
// them); only a reset (or re-learn) deletes them. Every move runs under the user's progress lock.
import type { PrismaClient } from '../generated/prisma/client';
import { clearBookRecords, conflict, withUserProgressLock } from './progress.service';
import type { ViewerBookStatus } from './viewer-progress';
import { msg } from '../i18n/message';

/** the viewer's learning and archived lists answer at most this many books */
export const MAX_MY_BOOKS = 200;

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
    throw conflict(msg('book.relearnNotArchived'));
  }
  if (current === target) {
    throw conflict(
      {
        unsubscribed: msg('book.notLearning'),
        subscribed: msg('book.alreadyLearning'),
        archived: msg('book.alreadyArchived'),
      }[current],
    );
  }
  if (current === 'unsubscribed' && target === 'archived') {
    throw conflict(msg('book.archiveNotLearning'));
  }
}

/** The spec's "reset progress" of a book being learned: all its answer records go. */
export async function resetBookProgress(prisma: PrismaClient, userId: string, bookId: string): Promise<void> {
  await withUserProgressLock(prisma, userId, async (tx) => {
    const row = await tx.bookSubscription.findUnique({
      where: { userId_bookId: { userId, bookId } },
      select: { status: true },
    });
    if (!row) throw conflict(msg('book.resetNotLearning'));
    if (row.status === 'archived') {
      throw conflict(msg('book.archived'));
    }
    await clearBookRecords(tx, userId, bookId, new Date());
  });
}

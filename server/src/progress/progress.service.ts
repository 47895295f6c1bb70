// Learning progress: a user's answer records per book (BookProblemProgress), the global status of
// each problem (ProblemStatus, the problem's `statue`) and the append-only history
// (ProgressEvent) that the activity graph reads.
//
// The global-status rule
// ----------------------
// ProblemStatus.status is derived, never set on its own: it is the strongest (RESOLVED > PENDING >
// UNRESOLVED) of
//   - ProblemStatus.directStatus, the mark set on the problem outside any book, and
//   - the user's answer records of that problem in every book.
// So a problem is RESOLVED when it is resolved in any book or marked directly. Marking it undone
// inside a book changes only that book's record (it stays RESOLVED if resolved elsewhere);
// marking it undone (UNRESOLVED) outside any book means "undone everywhere": the direct mark and
// every book record of the problem go back to UNRESOLVED. Any other direct mark (RESOLVED, or
// PENDING from a failed submission) changes only the direct mark. Resetting a book deletes its
// records, and the global status of the problems involved is derived again.
//
// Consistency: every write of one user's progress runs in a transaction that first takes a
// per-user advisory lock, so concurrent toggles, resets and subscription changes of a user are
// serialised (other users are not blocked). Problem.finishCount is kept by a database trigger on
// ProblemStatus (see the progress_search migration), so it stays exact whoever writes.
import type { Context } from '../graphql/context';
import { AppError, badInput, notFound } from '../graphql/errors';
import { clearRequestLoaders } from '../graphql/request-loader';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { ProgressStatus } from '../generated/prisma/enums';
import { type Message, msg } from '../i18n/message';

export type Tx = Prisma.TransactionClient;

/** The first key of the two-key advisory lock on a user's progress ('PRGS'). */
const PROGRESS_LOCK_NAMESPACE = 0x50524753;

export const conflict = (message: Message) => new AppError('CONFLICT', message);

/** The spec's toggle rule: RESOLVED becomes UNRESOLVED; any other state becomes RESOLVED. */
export function toggled(status: ProgressStatus): ProgressStatus {
  return status === 'RESOLVED' ? 'UNRESOLVED' : 'RESOLVED';
}

/** at most this many progress writes of one user wait in one instance; more are refused (429) */
const MAX_QUEUED_PER_USER = 64;
const queues = new Map<string, { tail: Promise<unknown>; size: number }>();

/**
 * Runs `work` in a transaction holding the user's progress lock. A deadlock or serialisation
 * failure (possible when two users' resets touch the same problems) is retried.
 *
 * Writes of one user also queue inside the instance before they take a connection, so a burst of
 * one user's requests holds one pooled connection, not the whole pool (the advisory lock alone
 * would park every connection on that user's lock).
 */
export async function withUserProgressLock<T>(
  prisma: PrismaClient,
  userId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const queue = queues.get(userId) ?? { tail: Promise.resolve(), size: 0 };
  if (queue.size >= MAX_QUEUED_PER_USER) {
    throw new AppError('RATE_LIMITED', msg('progress.tooManyChanges'), {
      http: { status: 429, headers: { 'Retry-After': '1' } },
    });
  }
  queue.size += 1;
  queues.set(userId, queue);
  const run = queue.tail.then(() => lockedTransaction(prisma, userId, work));
  queue.tail = run.catch(() => {});
  try {
    return await run;
  } finally {
    queue.size -= 1;
    if (queue.size === 0 && queues.get(userId) === queue) queues.delete(userId);
  }
}

async function lockedTransaction<T>(prisma: PrismaClient, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PROGRESS_LOCK_NAMESPACE}::integer, hashtext(${userId}))`;
          return work(tx);
        },
        // Many toggles of one user queue on the lock; each is short, so waiting is fine.
        { maxWait: 20_000, timeout: 20_000 },
      );
    } catch (error) {
      const retriable = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2034';
      if (!retriable || attempt >= 3) throw error;
    }
  }
}

/**
 * Derives ProblemStatus.status again for these problems of the user (creating missing rows), from
 * the direct mark and the book records; resolvedAt follows (set when it becomes RESOLVED).
 */
export async function recomputeGlobalStatus(tx: Tx, userId: string, problemIds: string[], now: Date): Promise<void> {
  if (problemIds.length === 0) return;
  const ids = [...new Set(problemIds)].sort();
  // Problem rows are updated by the finishCount trigger; lock them in one order so two users'
  // multi-problem changes (book resets) cannot deadlock each other.
  if (ids.length > 1) {
    await tx.$queryRaw`SELECT "id" FROM "Problem" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR NO KEY UPDATE`;
  }
  await tx.$executeRaw`
    INSERT INTO "ProblemStatus" ("userId", "problemId", "status", "directStatus", "updatedAt")
    SELECT ${userId}, p."id", 'UNRESOLVED', 'UNRESOLVED', ${now}::timestamp
      FROM "Problem" p WHERE p."id" = ANY(${ids}::text[])
    ON CONFLICT ("userId", "problemId") DO NOTHING`;
  await tx.$executeRaw`
    WITH derived AS (
      SELECT ps."problemId",
             CASE
               WHEN ps."directStatus" = 'RESOLVED' OR bool_or(b."status" = 'RESOLVED') THEN 'RESOLVED'
               WHEN ps."directStatus" = 'PENDING' OR bool_or(b."status" = 'PENDING') THEN 'PENDING'
               ELSE 'UNRESOLVED'
             END::"ProgressStatus" AS "status"
        FROM "ProblemStatus" ps
        LEFT JOIN "BookProblemProgress" b ON b."userId" = ps."userId" AND b."problemId" = ps."problemId"
       WHERE ps."userId" = ${userId} AND ps."problemId" = ANY(${ids}::text[])
       GROUP BY ps."problemId", ps."directStatus"
    )
    UPDATE "ProblemStatus" ps
       SET "status" = d."status",
           "resolvedAt" = CASE WHEN d."status" = 'RESOLVED' THEN ${now}::timestamp ELSE NULL END,
           "updatedAt" = ${now}::timestamp
      FROM derived d
     WHERE ps."userId" = ${userId} AND ps."problemId" = d."problemId" AND ps."status" <> d."status"`;
}

export interface StatusChange {
  /** the status now in force where the change was made (the book's record, or the global one) */
  status: ProgressStatus;
  /** false when the status already was the one asked for (nothing was written) */
  changed: boolean;
}

/** A book by its id or its link (clients hold either); 404 when neither matches. */
export async function resolveBookId(prisma: PrismaClient, idOrLink: string): Promise<string> {
  const value = idOrLink.trim();
  if (!value) throw badInput(msg('input.required', { field: msg('field.book') }), { field: 'bookId' });
  const book = await prisma.book.findFirst({
    where: { OR: [{ id: value }, { link: value }] },
    select: { id: true },
  });
  if (!book) throw notFound(msg('book.notFound'));
  return book.id;
}

/**
 * Sets (or, with `status` null, toggles by the spec's rule) a problem's status for a user: inside
 * a book when bookId is given, else directly on the problem. `problemId` and `bookId` are ids or
 * links; the problem and the book are each read once (the book together with the problem's place
 * in it). Writes a ProgressEvent when something changed. The problem must exist and belong to the
 * book. Answers the ids it resolved.
 */
export async function updateProblemStatus(
  prisma: PrismaClient,
  userId: string,
  input: { problemId: string; bookId: string | null; status: ProgressStatus | null },
): Promise<StatusChange & { problemId: string; bookId: string | null }> {
  const problemRef = input.problemId.trim();
  const problem = await prisma.problem.findFirst({
    where: { OR: [{ id: problemRef }, { link: problemRef }] },
    select: { id: true },
  });
  if (!problem) throw notFound(msg('problem.notFound'));
  const problemId = problem.id;
  let bookId: string | null = null;
  if (input.bookId) {
    const bookRef = input.bookId.trim();
    if (!bookRef) throw badInput(msg('input.required', { field: msg('field.book') }), { field: 'bookId' });
    const book = await prisma.book.findFirst({
      where: { OR: [{ id: bookRef }, { link: bookRef }] },
      select: { id: true, problems: { where: { problemId }, select: { problemId: true } } },
    });
    if (!book) throw notFound(msg('book.notFound'));
    if (book.problems.length === 0) {
      throw badInput(msg('book.problemNotInBook'), { field: 'problemId' });
    }
    bookId = book.id;
  }
  const change = await setStatus(prisma, userId, { problemId, bookId, status: input.status });
  return { ...change, problemId, bookId };
}

async function setStatus(
  prisma: PrismaClient,
  userId: string,
  input: { problemId: string; bookId: string | null; status: ProgressStatus | null },
): Promise<StatusChange> {
  const { problemId, bookId } = input;
  return withUserProgressLock(prisma, userId, async (tx) => {
    const now = new Date();
    let current: ProgressStatus;
    if (bookId) {
      const record = await tx.bookProblemProgress.findUnique({
        where: { userId_bookId_problemId: { userId, bookId, problemId } },
        select: { status: true },
      });
      current = record?.status ?? 'UNRESOLVED';
    } else {
      const global = await tx.problemStatus.findUnique({
        where: { userId_problemId: { userId, problemId } },
        select: { status: true },
      });
      current = global?.status ?? 'UNRESOLVED';
    }
    const next = input.status ?? toggled(current);
    if (next === current) return { status: current, changed: false };

    if (bookId) {
      await tx.bookProblemProgress.upsert({
        where: { userId_bookId_problemId: { userId, bookId, problemId } },
        create: { userId, bookId, problemId, status: next, updatedAt: now },
        update: { status: next, updatedAt: now },
      });
    } else {
      if (next === 'UNRESOLVED') {
        // Marking undone outside any book undoes it everywhere.
        await tx.bookProblemProgress.updateMany({
          where: { userId, problemId, status: { not: 'UNRESOLVED' } },
          data: { status: 'UNRESOLVED', updatedAt: now },
        });
      }
      await tx.problemStatus.upsert({
        where: { userId_problemId: { userId, problemId } },
        create: { userId, problemId, status: 'UNRESOLVED', directStatus: next, updatedAt: now },
        update: { directStatus: next, updatedAt: now },
      });
    }
    await tx.progressEvent.create({ data: { userId, problemId, bookId, status: next, createdAt: now } });
    await recomputeGlobalStatus(tx, userId, [problemId], now);
    if (bookId) return { status: next, changed: true };
    // outside a book the answer is the global status (a direct PENDING under a book's RESOLVED
    // leaves it RESOLVED)
    const global = await tx.problemStatus.findUniqueOrThrow({
      where: { userId_problemId: { userId, problemId } },
      select: { status: true },
    });
    return { status: global.status, changed: true };
  });
}

/**
 * Deletes the user's answer records of a book (a reset) inside a progress transaction, writes an
 * UNRESOLVED event for each record that was not, and derives the global statuses again.
 */
export async function clearBookRecords(tx: Tx, userId: string, bookId: string, now: Date): Promise<number> {
  const cleared = await tx.$queryRaw<{ problemId: string; status: ProgressStatus }[]>`
    DELETE FROM "BookProblemProgress" WHERE "userId" = ${userId} AND "bookId" = ${bookId}
    RETURNING "problemId", "status"::text AS "status"`;
  const undone = cleared.filter((row) => row.status !== 'UNRESOLVED');
  if (undone.length > 0) {
    await tx.progressEvent.createMany({
      data: undone.map((row) => ({ userId, problemId: row.problemId, bookId, status: 'UNRESOLVED', createdAt: now })),
    });
  }
  await recomputeGlobalStatus(
    tx,
    userId,
    undone.map((row) => row.problemId),
    now,
  );
  return cleared.length;
}

/** After a mutation: answers of this request read the new state. */
export function forgetLoadedProgress(ctx: Context): void {
  clearRequestLoaders(ctx);
}

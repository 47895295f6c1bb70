// Saved code (versions a learner keeps in the cloud) and judged submissions. A submission's
// verdict is the server's: the problem's hidden cases run in the judge, and only a run with
// tests that all passed counts as success. A client cannot claim a pass.
import { enterFreshAttempt } from '../review/review.service';
import { z } from 'zod';
import type { PrismaClient } from '../generated/prisma/client';
import type { ProgressStatus } from '../generated/prisma/enums';
import { AppError, badInput, notFound } from '../graphql/errors';
import { type JudgeService, type RunResult, treeOf } from '@platform/judge';
import { DEFAULT_SUBMISSIONS_KEPT } from '../config/judge';
import { updateProblemStatus } from '../progress/progress.service';
import { msg, zodMsg } from '../i18n/message';

export const MAX_TITLE_LENGTH = 100;
export const MAX_CODE_BYTES = 200 * 1024;
export const MAX_FILE_TREES_BYTES = 512 * 1024;
/** a user keeps at most this many saved versions per problem */
export const MAX_VERSIONS_PER_PROBLEM = 100;
/** submissions kept per learner and problem: older ones are pruned, the best is always kept */

const bytes = (value: unknown) => Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value ?? null));

export const titleSchema = z
  .string()
  .trim()
  .min(1, zodMsg('solution.enterTitle'))
  .max(MAX_TITLE_LENGTH, zodMsg('input.titleAtMost', { max: MAX_TITLE_LENGTH }));

export const codeSchema = z.string().refine((s) => bytes(s) <= MAX_CODE_BYTES, zodMsg('solution.codeTooLarge'));

export const fileTreesSchema = z
  .unknown()
  .refine((v) => v == null || Array.isArray(v) || typeof v === 'object', zodMsg('solution.fileTreesJson'))
  .refine((v) => bytes(v) <= MAX_FILE_TREES_BYTES, zodMsg('solution.filesTooLarge'));

export interface SaveInput {
  problemId: string;
  bookId?: string | null;
  title: string;
  language: string;
  framework?: string | null;
  code: string;
  fileTrees?: unknown;
  status?: 'untested' | 'success' | 'failure' | null;
}

async function requireProblem(prisma: PrismaClient, problemId: string, bookId?: string | null) {
  const problem = await prisma.problem.findUnique({
    where: { id: problemId },
    select: { id: true, category: true, kind: true, submitCase: true, supportFrameworks: true },
  });
  if (!problem) throw notFound(msg('problem.notFound'));
  if (bookId) {
    const member = await prisma.bookProblem.findUnique({
      where: { bookId_problemId: { bookId, problemId } },
      select: { bookId: true },
    });
    if (!member) throw badInput(msg('book.problemNotInBook'), { field: 'bookId' });
  }
  return problem;
}

export async function saveSolution(prisma: PrismaClient, userId: string, input: SaveInput) {
  await requireProblem(prisma, input.problemId, input.bookId);
  const count = await prisma.savedSolution.count({ where: { userId, problemId: input.problemId } });
  if (count >= MAX_VERSIONS_PER_PROBLEM) {
    throw badInput(msg('solution.tooManyVersions', { max: MAX_VERSIONS_PER_PROBLEM }));
  }
  return prisma.$transaction(async (tx) => {
    // The newest save is the current version of this problem for the user. Raw SQL: Prisma's
    // updateMany would move the old version's updatedAt (@updatedAt) to now, and the list shows
    // that time as when its code was saved.
    await tx.$executeRaw`
      UPDATE "SavedSolution" SET "isCurrent" = false
       WHERE "userId" = ${userId} AND "problemId" = ${input.problemId} AND "isCurrent"`;
    return tx.savedSolution.create({
      data: {
        userId,
        problemId: input.problemId,
        bookId: input.bookId ?? null,
        title: input.title,
        language: input.language,
        framework: input.framework ?? null,
        code: input.code,
        fileTrees: (input.fileTrees ?? undefined) as never,
        status: input.status ?? 'untested',
        isCurrent: true,
      },
    });
  });
}

export async function ownedSolution(prisma: PrismaClient, userId: string, solutionId: string) {
  const solution = await prisma.savedSolution.findUnique({ where: { id: solutionId } });
  // Someone else's version is answered like a missing one: ids reveal nothing.
  if (!solution || solution.userId !== userId) throw notFound(msg('solution.notFound'));
  return solution;
}

export async function renameSolution(prisma: PrismaClient, userId: string, solutionId: string, title: string) {
  await ownedSolution(prisma, userId, solutionId);
  return prisma.savedSolution.update({ where: { id: solutionId }, data: { title } });
}

export async function deleteSolution(prisma: PrismaClient, userId: string, solutionId: string) {
  await ownedSolution(prisma, userId, solutionId);
  await prisma.savedSolution.delete({ where: { id: solutionId } });
  return true;
}

export interface SubmitInput {
  problemId: string;
  bookId?: string | null;
  title?: string | null;
  language: string;
  framework?: string | null;
  code: string;
  fileTrees?: unknown;
}

export interface SubmitOutcome {
  submission: Awaited<ReturnType<PrismaClient['submission']['create']>>;
  run: RunResult;
  status: ProgressStatus;
}

/** a UI problem is judged on the framework's files, which the submission must name and carry */
function uiSubmission(supported: string[], input: SubmitInput, testCode: string) {
  const files = treeOf(input.fileTrees, input.framework ?? '');
  if (!input.framework || files == null) throw badInput(msg('solution.chooseFramework'), { field: 'framework' });
  if (!supported.includes(input.framework)) {
    throw badInput(
      msg('solution.wrongFramework', { supported: supported.join(', '), framework: input.framework.slice(0, 32) }),
      {
        field: 'framework',
      },
    );
  }
  return { framework: input.framework, files, testCode };
}

/**
 * The spec's rule: success only if total is above 0 and equals passed. And no test skipped: no
 * problem's hidden tests skip one (.only/.skip/.todo), so a skip means the learner's code
 * focused a test of its own with `test.only` (judge/README.md, "A verdict out of the learner's
 * reach").
 */
export function verdictOf(run: RunResult): 'success' | 'failure' {
  return run.total > 0 && run.passed === run.total && !run.hasError && run.skipped === 0 ? 'success' : 'failure';
}

export async function submitSolution(
  prisma: PrismaClient,
  judge: JudgeService | undefined,
  userId: string,
  input: SubmitInput,
  /** the newest submissions kept besides the best (JUDGE_SUBMISSIONS_KEPT) */
  submissionsKept = DEFAULT_SUBMISSIONS_KEPT,
  /** the clock a first pass enters review by (tests give a fixed one) */
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  const problem = await requireProblem(prisma, input.problemId, input.bookId);
  if (!problem.submitCase.trim()) {
    throw badInput(msg('solution.noTests'), { field: 'problemId' });
  }
  if (!judge) throw new AppError('BUSY', msg('judge.unavailable'));
  const started = Date.now();
  const run =
    problem.category === 'UICoding'
      ? await judge.runUi(uiSubmission(problem.supportFrameworks, input, problem.submitCase))
      : problem.kind === 'TypeChallenge'
        ? await judge.checkTypes({ code: input.code, testCode: problem.submitCase })
        : await judge.run({ code: input.code, testCode: problem.submitCase, language: input.language });
  const verdict = verdictOf(run);
  const submission = await prisma.submission.create({
    data: {
      userId,
      problemId: problem.id,
      bookId: input.bookId ?? null,
      title: input.title?.trim() || `Submission ${new Date(started).toISOString()}`,
      language: input.language,
      framework: input.framework ?? null,
      code: input.code,
      fileTrees: (input.fileTrees ?? undefined) as never,
      status: verdict,
      total: run.total,
      passed: run.passed,
      failed: run.failed,
      results: run as never,
      durationMs: Date.now() - started,
    },
  });
  await pruneSubmissions(prisma, userId, problem.id, submissionsKept);
  // A pass resolves the problem; a failure marks it attempted, but never takes back a problem
  // the learner already solved (a later failing experiment should not erase the tick).
  const bookId = input.bookId ?? null;
  const current = await currentStatus(prisma, userId, problem.id, bookId);
  if (verdict === 'failure' && current === 'RESOLVED') return { submission, run, status: current };
  const { status } = await updateProblemStatus(prisma, userId, {
    problemId: problem.id,
    bookId,
    status: verdict === 'success' ? 'RESOLVED' : 'PENDING',
  });
  // the first pass of a function/UI problem puts it in review as a fresh attempt
  if (verdict === 'success') await enterFreshAttempt(prisma, userId, problem.id, now);
  return { submission, run, status };
}

/**
 * Keeps a learner's newest `kept` submissions to a problem and their best one (the newest
 * success, else the one that passed most), so the table cannot grow without end.
 */
async function pruneSubmissions(prisma: PrismaClient, userId: string, problemId: string, kept: number): Promise<void> {
  const where = { userId, problemId };
  const overflow = await prisma.submission.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: kept,
    select: { id: true },
  });
  if (overflow.length === 0) return;
  const best =
    (await prisma.submission.findFirst({
      where: { ...where, status: 'success' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    })) ??
    (await prisma.submission.findFirst({
      where,
      orderBy: [{ passed: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    }));
  const doomed = overflow.map((row) => row.id).filter((id) => id !== best?.id);
  // a shared submission stays while its link does (share/share.service.ts caps them)
  await prisma.submission.deleteMany({ where: { ...where, id: { in: doomed }, shareToken: null } });
}

async function currentStatus(
  prisma: PrismaClient,
  userId: string,
  problemId: string,
  bookId: string | null,
): Promise<ProgressStatus> {
  const row = bookId
    ? await prisma.bookProblemProgress.findUnique({
        where: { userId_bookId_problemId: { userId, bookId, problemId } },
        select: { status: true },
      })
    : await prisma.problemStatus.findUnique({
        where: { userId_problemId: { userId, problemId } },
        select: { status: true },
      });
  return row?.status ?? 'UNRESOLVED';
}

/** One version becomes the current one of its problem. Raw SQL, as in saveSolution: moving the
 * flag must not move the versions' updatedAt, which the list shows as when the code was saved. */
export async function makeSolutionCurrent(prisma: PrismaClient, userId: string, solutionId: string) {
  const solution = await ownedSolution(prisma, userId, solutionId);
  await prisma.$executeRaw`
    UPDATE "SavedSolution" SET "isCurrent" = ("id" = ${solutionId})
     WHERE "userId" = ${userId} AND "problemId" = ${solution.problemId}
       AND ("isCurrent" OR "id" = ${solutionId})`;
}

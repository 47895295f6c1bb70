// Shareable solutions (issue #31): a learner makes an unguessable read-only link to one of their
// submissions (128 random bits, base64url, as the interview report's link), may rotate or revoke
// it (revoking sets the token null), and anyone holding the link reads the problem's title, the
// code, the pass/fail summary and the date. Never the judge's per-test results: they name and
// quote the tests, hidden ones included. A shared submission is not pruned (solutions.service.ts).
import { randomBytes } from 'node:crypto';
import { treeOf } from '@platform/judge';
import type { PrismaClient } from '../../generated/prisma/client';
import { badInput, notFound } from '../../graphql/errors';
import { msg } from '../../i18n/message';

export const SHARE_TOKEN_BYTES = 16;
/** shared links a learner holds at once (each keeps its submission from pruning) */
export const SHARED_MAX = 100;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** the web page of a shared solution */
export const sharedSolutionPath = (token: string) => `/solutions/${token}`;
/** the token of a shared solution's page path, or null when the path is not one */
export function tokenOfSharedPath(path: string): string | null {
  const match = /^\/solutions\/([A-Za-z0-9_-]{22})\/?$/.exec(path);
  return match ? match[1]! : null;
}

/** one file of a UI problem's submission (its framework's tree, flattened) */
export interface SharedFile {
  path: string;
  code: string;
}

/** files shown of a UI submission at most (the judge takes at most 100 too) */
const SHARED_FILES_MAX = 100;

/** path and code of each file of a stored FileNode[] tree (checked when submitted; read leniently) */
export function filesOfTree(tree: unknown): SharedFile[] {
  const files: SharedFile[] = [];
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes) || depth > 16) return;
    for (const node of nodes as { id?: unknown; isFile?: unknown; code?: unknown; children?: unknown }[]) {
      if (files.length >= SHARED_FILES_MAX) return;
      if (!node || typeof node !== 'object' || typeof node.id !== 'string') continue;
      if (node.isFile === true) files.push({ path: node.id, code: typeof node.code === 'string' ? node.code : '' });
      else walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return files;
}

export interface SharedSolution {
  token: string;
  problem: { title: string; titleZh: string; link: string };
  title: string;
  language: string;
  /** a UI problem's framework, else null */
  framework: string | null;
  code: string;
  /** a UI problem's files (its `code` is empty); empty for a function problem */
  files: SharedFile[];
  status: 'success' | 'failure' | 'untested';
  total: number;
  passed: number;
  failed: number;
  createdAt: Date;
}

async function ownSubmission(prisma: PrismaClient, userId: string, id: string) {
  const submission = await prisma.submission.findFirst({
    where: { id, userId },
    select: { id: true, shareToken: true },
  });
  if (!submission) throw notFound(msg('share.submissionNotFound'));
  return submission;
}

/** makes (or rotates) the submission's link; the old token stops working. Returns the new token. */
export async function shareSubmission(prisma: PrismaClient, userId: string, id: string): Promise<string> {
  const submission = await ownSubmission(prisma, userId, id);
  if (!submission.shareToken) {
    const shared = await prisma.submission.count({ where: { userId, shareToken: { not: null } } });
    if (shared >= SHARED_MAX) throw badInput(msg('share.tooMany', { max: SHARED_MAX }));
  }
  const shareToken = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  await prisma.submission.update({ where: { id: submission.id }, data: { shareToken } });
  return shareToken;
}

export async function unshareSubmission(prisma: PrismaClient, userId: string, id: string): Promise<void> {
  const submission = await ownSubmission(prisma, userId, id);
  await prisma.submission.update({ where: { id: submission.id }, data: { shareToken: null } });
}

/** the shared solution of a token, or null (revoked, made up or malformed) */
export async function findSharedSolution(prisma: PrismaClient, token: string): Promise<SharedSolution | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await prisma.submission.findUnique({
    where: { shareToken: token },
    select: {
      title: true,
      language: true,
      framework: true,
      code: true,
      fileTrees: true,
      status: true,
      total: true,
      passed: true,
      failed: true,
      createdAt: true,
      problem: { select: { titleEn: true, titleZh: true, link: true } },
    },
  });
  if (!row) return null;
  return {
    token,
    problem: { title: row.problem.titleEn, titleZh: row.problem.titleZh, link: row.problem.link },
    title: row.title,
    language: row.language,
    framework: row.framework,
    code: row.code,
    files: row.framework ? filesOfTree(treeOf(row.fileTrees, row.framework)) : [],
    status: row.status,
    total: row.total,
    passed: row.passed,
    failed: row.failed,
    createdAt: row.createdAt,
  };
}

export async function sharedSolution(prisma: PrismaClient, token: string): Promise<SharedSolution> {
  const found = await findSharedSolution(prisma, token);
  if (!found) throw notFound(msg('share.notShared'));
  return found;
}

// Writes the question bank (content/) into the database, idempotently.
//
// Rows are matched by natural key (book link, problem link, tag key, company key). Each row is
// compared with the files before writing, so a second run writes nothing and `updatedAt` stays
// put. Inside the content-managed books and problems, memberships, tags, companies and
// relations are made to equal the files (stale ones are removed). Nothing else is ever deleted:
// problems, books, tags and companies that left the files stay (users' progress, submissions and
// comments point at them), and user-created books and problems are never touched.
import { type JudgeService, judgeFingerprint } from '@platform/judge';
import type { PrismaClient } from '../generated/prisma/client';
import { loadContent } from './load';
import { type AnsweredQuiz, quizAnswers } from './quiz-answers';
import type { Content, ContentBook, ContentProblem } from './types';

export interface SeedResult {
  books: number;
  problems: number;
  tags: number;
  companies: number;
  /** rows inserted, updated or deleted; 0 when the database already matched the files */
  changed: number;
}

export interface SeedOptions {
  contentDir?: string;
  /** already loaded content (the loader is then not called) */
  content?: Content;
  /** the judge that answers the output quizzes; one is started for the seed when none is given */
  judge?: Pick<JudgeService, 'run'>;
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** JSON with object keys sorted, so JSONB's key reordering does not count as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

/** The fields of `wanted` whose value differs from `current`. */
function diff<T extends Record<string, unknown>>(current: Record<string, unknown>, wanted: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T & string)[]) {
    if (canonical(current[key]) !== canonical(wanted[key])) out[key] = wanted[key];
  }
  return out;
}

const json = <T>(value: T) => value as unknown as object;

function problemRow(p: ContentProblem, answers: ReadonlyMap<string, string>) {
  return {
    titleEn: p.title.en,
    titleZh: p.title.zhCN,
    descriptionEn: p.description.en,
    descriptionZh: p.description.zhCN,
    describeEn: p.describe.en,
    describeZh: p.describe.zhCN,
    solutionEn: p.solution.en,
    solutionZh: p.solution.zhCN,
    category: p.category,
    kind: p.kind,
    difficulty: p.difficulty,
    minutes: p.minutes,
    supportLanguages: p.supportLanguages as string[],
    supportFrameworks: p.supportFrameworks as string[],
    code: json(p.code),
    fileTrees: json(p.fileTrees),
    starterBoard: json(p.starterBoard),
    testCase: p.testCase,
    submitCase: p.submitCase,
    articles: json(p.articles),
    quiz: json(p.quiz ? { ...p.quiz, answer: answers.get(p.link), answeredBy: judgeFingerprint() } : {}),
    rubric: json(p.rubric),
  };
}

function bookRow(b: ContentBook) {
  return {
    titleEn: b.title.en,
    titleZh: b.title.zhCN,
    descriptionEn: b.description.en,
    descriptionZh: b.description.zhCN,
    detailsEn: b.details.en,
    detailsZh: b.details.zhCN,
    icon: b.icon,
    badges: json(b.badges),
    features: json(b.features),
    sortOrder: b.order,
  };
}

/**
 * Makes a join table equal `wanted` for the given owners. Rows are keyed by `key`; a row whose
 * extra data (e.g. position) differs is replaced. Returns the number of rows that changed.
 */
async function syncLinks<R extends Record<string, string | number>>(
  existing: R[],
  wanted: R[],
  key: (row: R) => string,
  remove: (rows: R[]) => Promise<unknown>,
  create: (rows: R[]) => Promise<unknown>,
): Promise<number> {
  const have = new Map(existing.map((r) => [key(r), r]));
  const want = new Map(wanted.map((r) => [key(r), r]));
  const stale = existing.filter((r) => canonical(want.get(key(r))) !== canonical(r));
  const fresh = wanted.filter((r) => canonical(have.get(key(r))) !== canonical(r));
  if (stale.length) await remove(stale);
  if (fresh.length) await create(fresh);
  // a replaced row (same key, new position) counts once
  return new Set([...stale.map(key), ...fresh.map(key)]).size;
}

async function apply(tx: Tx, content: Content, answers: ReadonlyMap<string, string>): Promise<number> {
  let changed = 0;
  // Two seeds at once (several instances starting) would race on the unique keys: serialise.
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(7271390001)');

  // ── tags ──
  const tagIds = new Map<string, string>();
  {
    const existing = await tx.tag.findMany({ where: { key: { in: content.tags.map((t) => t.key) } } });
    const byKey = new Map(existing.map((t) => [t.key, t]));
    const missing = content.tags.filter((t) => !byKey.has(t.key));
    if (missing.length) {
      const created = await tx.tag.createManyAndReturn({
        data: missing.map((t) => ({ key: t.key, label: json(t.label) })),
        select: { id: true, key: true },
      });
      created.forEach((t) => tagIds.set(t.key, t.id));
      changed += created.length;
    }
    for (const t of content.tags) {
      const row = byKey.get(t.key);
      if (!row) continue;
      tagIds.set(t.key, row.id);
      const data = diff(row, { label: json(t.label) });
      if (Object.keys(data).length) {
        await tx.tag.update({ where: { id: row.id }, data });
        changed += 1;
      }
    }
  }

  // ── companies ──
  const companyIds = new Map<string, string>();
  {
    const existing = await tx.company.findMany({ where: { key: { in: content.companies.map((x) => x.key) } } });
    const byKey = new Map(existing.map((x) => [x.key, x]));
    const wanted = (x: Content['companies'][number]) => ({ icon: x.icon, link: x.link, label: json(x.label), color: x.color });
    const missing = content.companies.filter((x) => !byKey.has(x.key));
    if (missing.length) {
      const created = await tx.company.createManyAndReturn({
        data: missing.map((x) => ({ key: x.key, ...wanted(x) })),
        select: { id: true, key: true },
      });
      created.forEach((x) => companyIds.set(x.key, x.id));
      changed += created.length;
    }
    for (const x of content.companies) {
      const row = byKey.get(x.key);
      if (!row) continue;
      companyIds.set(x.key, row.id);
      const data = diff(row, wanted(x));
      if (Object.keys(data).length) {
        await tx.company.update({ where: { id: row.id }, data });
        changed += 1;
      }
    }
  }

  // ── problems ──
  const problemIds = new Map<string, string>();
  {
    const existing = await tx.problem.findMany({ where: { link: { in: content.problems.map((p) => p.link) } } });
    const byLink = new Map(existing.map((p) => [p.link, p]));
    const foreign = existing.filter((p) => p.authorId !== null).map((p) => p.link);
    if (foreign.length) {
      throw new Error(`content problem links already used by user-authored problems: ${foreign.join(', ')}`);
    }
    const missing = content.problems.filter((p) => !byLink.has(p.link));
    if (missing.length) {
      const created = await tx.problem.createManyAndReturn({
        data: missing.map((p) => ({ link: p.link, ...problemRow(p, answers) })),
        select: { id: true, link: true },
      });
      created.forEach((p) => problemIds.set(p.link, p.id));
      changed += created.length;
    }
    for (const p of content.problems) {
      const row = byLink.get(p.link);
      if (!row) continue;
      problemIds.set(p.link, row.id);
      const data = diff(row, problemRow(p, answers));
      if (Object.keys(data).length) {
        await tx.problem.update({ where: { id: row.id }, data });
        changed += 1;
      }
    }
  }

  // ── books ──
  const bookIds = new Map<string, string>();
  {
    const existing = await tx.book.findMany({ where: { link: { in: content.books.map((b) => b.link) } } });
    const byLink = new Map(existing.map((b) => [b.link, b]));
    const foreign = existing.filter((b) => b.creatorId !== null).map((b) => b.link);
    if (foreign.length) {
      throw new Error(`content book links already used by user-created books: ${foreign.join(', ')}`);
    }
    const missing = content.books.filter((b) => !byLink.has(b.link));
    if (missing.length) {
      const created = await tx.book.createManyAndReturn({
        data: missing.map((b) => ({ link: b.link, ...bookRow(b) })),
        select: { id: true, link: true },
      });
      created.forEach((b) => bookIds.set(b.link, b.id));
      changed += created.length;
    }
    for (const b of content.books) {
      const row = byLink.get(b.link);
      if (!row) continue;
      bookIds.set(b.link, row.id);
      const data = diff(row, bookRow(b));
      if (Object.keys(data).length) {
        await tx.book.update({ where: { id: row.id }, data });
        changed += 1;
      }
    }
  }

  const ownedBooks = [...bookIds.values()];
  const ownedProblems = [...problemIds.values()];
  const pid = (link: string) => problemIds.get(link)!;

  // ── book membership and order ──
  changed += await syncLinks(
    await tx.bookProblem.findMany({
      where: { bookId: { in: ownedBooks } },
      select: { bookId: true, problemId: true, position: true },
    }),
    content.books.flatMap((b) =>
      b.problems.map((link, position) => ({ bookId: bookIds.get(b.link)!, problemId: pid(link), position })),
    ),
    (r) => `${r.bookId}/${r.problemId}`,
    (rows) => tx.bookProblem.deleteMany({ where: { OR: rows.map(({ bookId, problemId }) => ({ bookId, problemId })) } }),
    (rows) => tx.bookProblem.createMany({ data: rows }),
  );

  // ── related problems ──
  changed += await syncLinks(
    await tx.problemRelation.findMany({
      where: { problemId: { in: ownedProblems } },
      select: { problemId: true, relatedId: true, position: true },
    }),
    content.problems.flatMap((p) =>
      p.related.map((link, position) => ({ problemId: pid(p.link), relatedId: pid(link), position })),
    ),
    (r) => `${r.problemId}/${r.relatedId}`,
    (rows) =>
      tx.problemRelation.deleteMany({ where: { OR: rows.map(({ problemId, relatedId }) => ({ problemId, relatedId })) } }),
    (rows) => tx.problemRelation.createMany({ data: rows }),
  );

  // ── tags and companies of problems ──
  changed += await syncLinks(
    await tx.problemTag.findMany({ where: { problemId: { in: ownedProblems } }, select: { problemId: true, tagId: true } }),
    content.problems.flatMap((p) => p.tags.map((key) => ({ problemId: pid(p.link), tagId: tagIds.get(key)! }))),
    (r) => `${r.problemId}/${r.tagId}`,
    (rows) => tx.problemTag.deleteMany({ where: { OR: rows } }),
    (rows) => tx.problemTag.createMany({ data: rows }),
  );
  changed += await syncLinks(
    await tx.problemCompany.findMany({
      where: { problemId: { in: ownedProblems } },
      select: { problemId: true, companyId: true },
    }),
    content.problems.flatMap((p) =>
      p.companies.map((key) => ({ problemId: pid(p.link), companyId: companyIds.get(key)! })),
    ),
    (r) => `${r.problemId}/${r.companyId}`,
    (rows) => tx.problemCompany.deleteMany({ where: { OR: rows } }),
    (rows) => tx.problemCompany.createMany({ data: rows }),
  );

  return changed;
}

/** Loads content/ (or options.contentDir) and upserts it into the database in one transaction. */
export async function seedContent(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const content = options.content ?? loadContent({ contentDir: options.contentDir });
  // the judge runs before the transaction: a quiz whose answer cannot be made stops the seed
  const stored = await prisma.problem.findMany({ where: { kind: 'OutputQuiz' }, select: { link: true, quiz: true } });
  const answers = await quizAnswers(
    content,
    options.judge,
    new Map(stored.map((row) => [row.link, row.quiz as Partial<AnsweredQuiz>])),
  );
  const changed = await prisma.$transaction((tx) => apply(tx, content, answers), {
    maxWait: 30_000,
    timeout: 120_000,
  });
  return {
    books: content.books.length,
    problems: content.problems.length,
    tags: content.tags.length,
    companies: content.companies.length,
    changed,
  };
}

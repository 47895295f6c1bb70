import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import type { PrismaClient } from '../generated/prisma/client';
import { defaultContentDir, loadContent } from './load';
import { seedContent } from './seed';
import { type JudgeInput, createJudge, judgeFingerprint } from '@platform/judge';
import { loadJudgeConfig } from '../config/judge';

/** Every row the seed owns, with its timestamps, in a stable order. */
async function snapshot(prisma: PrismaClient) {
  const [books, problems, tags, companies, memberships, relations, problemTags, problemCompanies] = await Promise.all([
    prisma.book.findMany({ orderBy: { link: 'asc' } }),
    prisma.problem.findMany({ orderBy: { link: 'asc' } }),
    prisma.tag.findMany({ orderBy: { key: 'asc' } }),
    prisma.company.findMany({ orderBy: { key: 'asc' } }),
    prisma.bookProblem.findMany({ orderBy: [{ bookId: 'asc' }, { position: 'asc' }] }),
    prisma.problemRelation.findMany({ orderBy: [{ problemId: 'asc' }, { position: 'asc' }] }),
    prisma.problemTag.findMany({ orderBy: [{ problemId: 'asc' }, { tagId: 'asc' }] }),
    prisma.problemCompany.findMany({ orderBy: [{ problemId: 'asc' }, { companyId: 'asc' }] }),
  ]);
  return { books, problems, tags, companies, memberships, relations, problemTags, problemCompanies };
}

async function bookProblemLinks(prisma: PrismaClient, bookLink: string): Promise<string[]> {
  const rows = await prisma.bookProblem.findMany({
    where: { book: { link: bookLink } },
    orderBy: { position: 'asc' },
    select: { position: true, problem: { select: { link: true } } },
  });
  // positions are dense: 0, 1, 2, ...
  expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
  return rows.map((r) => r.problem.link);
}

describe('seedContent', () => {
  let db: TestDatabase;
  const tempDirs: string[] = [];

  /** A copy of content/ that a test may edit. */
  function copyContent(): string {
    const dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
    tempDirs.push(dir);
    cpSync(defaultContentDir, dir, { recursive: true });
    return dir;
  }

  function editFile(path: string, edit: (text: string) => string): void {
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    expect(after, `edit of ${path} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds an empty database with the whole question bank', async () => {
    const content = loadContent();
    const result = await seedContent(db.prisma);
    expect(result).toMatchObject({
      books: content.books.length,
      problems: content.problems.length,
      tags: content.tags.length,
      companies: content.companies.length,
    });
    expect(result.changed).toBeGreaterThan(0);

    const s = await snapshot(db.prisma);
    expect(s.books).toHaveLength(content.books.length);
    expect(s.problems).toHaveLength(content.problems.length);
    expect(s.tags).toHaveLength(content.tags.length);
    expect(s.companies).toHaveLength(content.companies.length);
    expect(s.memberships).toHaveLength(content.books.reduce((n, b) => n + b.problems.length, 0));
    expect(s.relations).toHaveLength(content.problems.reduce((n, p) => n + p.related.length, 0));
    expect(s.problemTags).toHaveLength(content.problems.reduce((n, p) => n + p.tags.length, 0));
    expect(s.problemCompanies).toHaveLength(content.problems.reduce((n, p) => n + p.companies.length, 0));

    // books in catalogue order, problems in book order, fields mapped to their columns
    const catalogue = await db.prisma.book.findMany({ orderBy: { sortOrder: 'asc' }, select: { link: true } });
    expect(catalogue.map((b) => b.link)).toEqual(content.books.map((b) => b.link));
    for (const book of content.books) expect(await bookProblemLinks(db.prisma, book.link)).toEqual(book.problems);

    const debounce = await db.prisma.problem.findUniqueOrThrow({
      where: { link: 'debounce' },
      include: { tags: { include: { tag: true } }, related: { include: { related: true }, orderBy: { position: 'asc' } } },
    });
    const source = content.problems.find((p) => p.link === 'debounce')!;
    expect(debounce).toMatchObject({
      titleEn: source.title.en,
      titleZh: source.title.zhCN,
      category: 'JSFunction',
      difficulty: source.difficulty,
      minutes: source.minutes,
      describeZh: source.describe.zhCN,
      testCase: source.testCase,
      submitCase: source.submitCase,
      supportLanguages: ['Javascript', 'Typescript'],
      authorId: null,
    });
    expect(debounce.code).toEqual(source.code);
    expect(debounce.tags.map((t) => t.tag.key).sort()).toEqual([...source.tags].sort());
    expect(debounce.related.map((r) => r.related.link)).toEqual(source.related);

    const counter = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'counter' } });
    expect(Object.keys(counter.fileTrees as object).sort()).toEqual(['React', 'VanillaJS', 'Vue']);
    const google = await db.prisma.company.findUniqueOrThrow({ where: { key: 'google' } });
    expect(google.label).toEqual({ en: 'Google', zhCN: '谷歌' });
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(db.prisma);
    const result = await seedContent(db.prisma);
    expect(result.changed).toBe(0);
    const after = await snapshot(db.prisma);
    // same rows, same ids, same updatedAt: nothing was rewritten
    expect(after).toEqual(before);
  });

  it('updates only what changed in the files', async () => {
    const dir = copyContent();
    editFile(join(dir, 'problems/curry/problem.yaml'), (t) =>
      t.replace(/difficulty: \w+/, 'difficulty: Hard').replace('tags: [javascript, functional-programming, closure]', 'tags: [javascript, closure, algorithm]'),
    );
    editFile(join(dir, 'tags.yaml'), (t) => t.replace('{ en: Algorithm, zhCN: 算法 }', '{ en: Algorithms, zhCN: 算法 }'));

    const before = await snapshot(db.prisma);
    const result = await seedContent(db.prisma, { contentDir: dir });
    // the curry row, the algorithm tag, one problem tag removed and one added
    expect(result.changed).toBe(4);

    const after = await snapshot(db.prisma);
    const curryBefore = before.problems.find((p) => p.link === 'curry')!;
    const curryAfter = after.problems.find((p) => p.link === 'curry')!;
    expect(curryAfter.difficulty).toBe('Hard');
    expect(curryAfter.id).toBe(curryBefore.id);
    expect(curryAfter.updatedAt.getTime()).toBeGreaterThan(curryBefore.updatedAt.getTime());
    // every other problem and book is untouched
    expect(after.problems.filter((p) => p.link !== 'curry')).toEqual(before.problems.filter((p) => p.link !== 'curry'));
    expect(after.books).toEqual(before.books);
    const tagKeys = await db.prisma.problemTag.findMany({ where: { problemId: curryAfter.id }, select: { tag: { select: { key: true } } } });
    expect(tagKeys.map((t) => t.tag.key).sort()).toEqual(['algorithm', 'closure', 'javascript']);

    expect((await seedContent(db.prisma, { contentDir: dir })).changed).toBe(0);
    expect((await seedContent(db.prisma)).changed).toBe(4); // back to content/
  });

  it('removes a membership when a problem link leaves a book file, and renumbers the rest', async () => {
    const dir = copyContent();
    const bookFile = join(dir, 'books/function-implementation.yaml');
    const original = loadContent().books.find((b) => b.link === 'function-implementation')!.problems;
    expect(original).toContain('throttle');
    editFile(bookFile, (t) => t.replace('  - throttle\n', ''));

    // user data that points at the problem and the book must survive
    const user = await db.prisma.user.create({ data: { username: 'learner', email: 'learner@example.com' } });
    const throttle = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'throttle' } });
    const book = await db.prisma.book.findUniqueOrThrow({ where: { link: 'function-implementation' } });
    await db.prisma.bookSubscription.create({ data: { userId: user.id, bookId: book.id, status: 'subscribed' } });
    await db.prisma.bookProblemProgress.create({
      data: { userId: user.id, bookId: book.id, problemId: throttle.id, status: 'RESOLVED' },
    });
    await db.prisma.problemStatus.create({ data: { userId: user.id, problemId: throttle.id, status: 'RESOLVED' } });

    const result = await seedContent(db.prisma, { contentDir: dir });
    expect(result.changed).toBeGreaterThan(0);
    expect(await bookProblemLinks(db.prisma, 'function-implementation')).toEqual(original.filter((l) => l !== 'throttle'));
    // the problem stays (other books, users' history); only the membership went
    expect(await db.prisma.problem.count({ where: { link: 'throttle' } })).toBe(1);
    expect(await bookProblemLinks(db.prisma, 'all-interview-questions')).toContain('throttle');
    expect(await db.prisma.bookSubscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.prisma.bookProblemProgress.count({ where: { userId: user.id, problemId: throttle.id } })).toBe(1);
    expect(await db.prisma.problemStatus.count({ where: { userId: user.id } })).toBe(1);

    expect((await seedContent(db.prisma, { contentDir: dir })).changed).toBe(0);

    // putting it back restores the original order
    await seedContent(db.prisma);
    expect(await bookProblemLinks(db.prisma, 'function-implementation')).toEqual(original);
  });

  it('reorders a book and its related problems', async () => {
    const dir = copyContent();
    const original = loadContent().books.find((b) => b.link === 'ui-coding')!.problems;
    editFile(join(dir, 'books/ui-coding.yaml'), (t) =>
      t.replace(/problems:\n(?: {2}- .*\n)+/, `problems:\n${[...original].reverse().map((l) => `  - ${l}\n`).join('')}`),
    );
    editFile(join(dir, 'problems/counter/problem.yaml'), (t) => t.replace('related: [todo-list, accordion]', 'related: [accordion]'));

    await seedContent(db.prisma, { contentDir: dir });
    expect(await bookProblemLinks(db.prisma, 'ui-coding')).toEqual([...original].reverse());
    const related = await db.prisma.problemRelation.findMany({
      where: { problem: { link: 'counter' } },
      select: { position: true, related: { select: { link: true } } },
    });
    expect(related).toEqual([{ position: 0, related: { link: 'accordion' } }]);
    expect((await seedContent(db.prisma, { contentDir: dir })).changed).toBe(0);

    await seedContent(db.prisma); // back to content/ for the next tests
    expect(await bookProblemLinks(db.prisma, 'ui-coding')).toEqual(original);
  });

  it('never touches user-created books or admin-created tags', async () => {
    const user = await db.prisma.user.create({ data: { username: 'author', email: 'author@example.com' } });
    const debounce = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
    const own = await db.prisma.book.create({
      data: { link: 'my-list', titleEn: 'Mine', titleZh: '我的', creatorId: user.id, problems: { create: [{ problemId: debounce.id, position: 0 }] } },
    });
    const tag = await db.prisma.tag.create({ data: { key: 'admin-made', label: { en: 'Admin', zhCN: '管理员' } } });

    expect((await seedContent(db.prisma)).changed).toBe(0);
    expect(await db.prisma.bookProblem.count({ where: { bookId: own.id } })).toBe(1);
    expect(await db.prisma.tag.findUnique({ where: { id: tag.id } })).not.toBeNull();
  });

  it('refuses a content link already taken by a user-created book, and writes nothing', async () => {
    const user = await db.prisma.user.findFirstOrThrow({ where: { username: 'author' } });
    const dir = copyContent();
    const text = readFileSync(join(dir, 'books/ui-coding.yaml'), 'utf8');
    writeFileSync(join(dir, 'books/my-list.yaml'), text.replace('link: ui-coding', 'link: my-list').replace('order: 110', 'order: 120'));
    editFile(join(dir, 'problems/counter/problem.yaml'), (t) => t.replace(/minutes: \d+/, 'minutes: 99'));

    await expect(seedContent(db.prisma, { contentDir: dir })).rejects.toThrow(/my-list/);
    // one transaction: the counter change before the failure was rolled back
    const counter = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'counter' } });
    expect(counter.minutes).not.toBe(99);
    expect((await db.prisma.book.findUniqueOrThrow({ where: { link: 'my-list' } })).creatorId).toBe(user.id);
  });

  it('stores an output quiz with the answer its snippet printed in the judge, and refuses a wrong key', async () => {
    const dir = copyContent();
    const quizDir = join(dir, 'problems', 'javascript-closures');
    editFile(join(quizDir, 'problem.yaml'), (text) => text.replace('category: Knowledge\n', 'category: Knowledge\nkind: OutputQuiz\n'));
    const snippet = "for (var i = 0; i < 3; i++) setTimeout(() => console.log(i), 0);";
    writeFileSync(join(quizDir, 'quiz.yaml'), `snippet: "${snippet}"\nchoices: ["0\\n1\\n2", "3\\n3\\n3"]\n`);
    await seedContent(db.prisma, { contentDir: dir });
    const row = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'javascript-closures' } });
    expect(row.kind).toBe('OutputQuiz');
    expect(row.quiz).toEqual({
      snippet,
      choices: ['0\n1\n2', '3\n3\n3'],
      answer: '3\n3\n3',
      answeredBy: judgeFingerprint(),
    });
    expect((await db.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).quiz).toEqual({});

    // seeded again: the stored answers stand (no run); an answer another judge made is made again
    const judge = createJudge(loadJudgeConfig());
    const snippetsRun: string[] = [];
    const counting = { run: (input: JudgeInput) => (snippetsRun.push(input.code), judge.run(input)) };
    try {
      await seedContent(db.prisma, { contentDir: dir, judge: counting });
      expect(snippetsRun).toEqual([]);
      await db.prisma.problem.update({
        where: { link: 'javascript-closures' },
        data: { quiz: { ...(row.quiz as object), answer: 'stale', answeredBy: 'an older judge' } },
      });
      await seedContent(db.prisma, { contentDir: dir, judge: counting });
      expect(snippetsRun).toEqual([snippet]);
      const again = await db.prisma.problem.findUniqueOrThrow({ where: { link: 'javascript-closures' } });
      expect(again.quiz).toEqual(row.quiz);
    } finally {
      await judge.close();
    }

    // a key the snippet does not print stops the seed before it writes anything
    writeFileSync(join(quizDir, 'quiz.yaml'), `snippet: "${snippet}"\nchoices: ["0\\n1\\n2", "undefined"]\n`);
    editFile(join(dir, 'problems', 'debounce', 'problem.yaml'), (text) => text.replace(/minutes: \d+/, 'minutes: 99'));
    await expect(seedContent(db.prisma, { contentDir: dir })).rejects.toThrow(
      /problems\/javascript-closures\/quiz\.yaml → snippet: the snippet prints "3\\n3\\n3", which is none of the choices/,
    );
    expect((await db.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).minutes).not.toBe(99);
  });
});

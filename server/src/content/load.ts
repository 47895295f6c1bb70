// Reads the question bank under content/ (see content/README.md) into the plain, typed objects of
// types.ts. Pure: no database, no network. Every file is validated with zod; all problems found
// are collected and thrown together as one ContentError whose lines name the file and the field.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { QUIZ_FILE, quizFile } from './quiz-file';
import { RUBRIC_FILE, type Rubric, rubricFile } from './rubric-file';
import { STARTER_BOARD_FILE, starterBoardFile } from './starter-board';
import {
  CATEGORIES,
  CODE_FILES,
  COLORS,
  type Content,
  type ContentBook,
  ContentError,
  type ContentIssue,
  type ContentProblem,
  type ContentQuiz,
  DEFAULT_TABS,
  DIFFICULTIES,
  FRAMEWORKS,
  FRAMEWORK_DIRS,
  type FileNode,
  type Framework,
  KINDS,
  LANGUAGES,
  type Language,
  MARKDOWN_FILES,
  TEST_FILES,
  TYPE_TEST_FILES,
} from './types';

export const defaultContentDir = fileURLToPath(new URL('../../../content', import.meta.url));

// ───────────────────────────── schemas ─────────────────────────────

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case (a-z, 0-9, single dashes)');
const iconName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case icon name such as "book-open"');
const text = z.string().trim().min(1, 'must not be empty');
const localized = z.strictObject({ en: text, zhCN: text });
const url = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');

const tagsFile = z.array(z.strictObject({ key: slug, label: localized }));
const companiesFile = z.array(
  z.strictObject({
    key: slug,
    icon: iconName,
    /** the company's site, or the link of a book in books/ (a company guide) */
    link: z.union([url, slug], { error: 'must be an http(s) URL or a book link' }).nullish(),
    label: localized,
    color: z.string().min(1).nullish(),
  }),
);

const bookFile = z.strictObject({
  link: slug,
  order: z.number().int().min(0),
  icon: iconName,
  title: localized,
  description: localized,
  details: localized,
  badges: z.array(z.strictObject({ label: localized, color: z.enum(COLORS) })).min(1).max(3),
  features: z.array(z.strictObject({ icon: iconName, label: localized })).min(2).max(4),
  problems: z.array(slug).min(1, 'a book needs at least one problem'),
});

const problemFile = z.strictObject({
  link: slug,
  category: z.enum(CATEGORIES),
  kind: z.enum(KINDS).optional(),
  difficulty: z.enum(DIFFICULTIES),
  minutes: z.number().int().min(1).max(600),
  title: localized,
  description: localized,
  tags: z.array(slug).default([]),
  companies: z.array(slug).default([]),
  supportLanguages: z.array(z.enum(LANGUAGES)).default([]),
  supportFrameworks: z.array(z.enum(FRAMEWORKS)).default([]),
  defaultTabs: z.strictObject({ React: text.optional(), Vue: text.optional(), VanillaJS: text.optional() }).optional(),
  related: z.array(slug).default([]),
  articles: z.array(z.strictObject({ title: text, link: url })).default([]),
});

// ───────────────────────────── loading ─────────────────────────────

class Collector {
  readonly issues: ContentIssue[] = [];
  constructor(readonly dir: string) {}
  rel(path: string): string {
    return relative(this.dir, path).split(sep).join('/');
  }
  add(path: string, field: string, message: string): void {
    this.issues.push({ file: this.rel(path), field, message });
  }
}

function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function readText(path: string): string {
  return readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
}

/** Parses and validates a YAML file; returns undefined (after recording issues) when invalid. */
function readYaml<S extends z.ZodType>(c: Collector, path: string, schema: S): z.output<S> | undefined {
  if (!existsSync(path)) {
    c.add(path, '', 'file is missing');
    return undefined;
  }
  let raw: unknown;
  try {
    raw = parseYaml(readText(path), { prettyErrors: true });
  } catch (error) {
    c.add(path, '', `not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) c.add(path, fieldPath(issue.path), issue.message);
    return undefined;
  }
  return result.data;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Builds a file tree: folders first, then files, each sorted by name (code point order). */
function readTree(c: Collector, root: string, defaultTab: string): FileNode[] {
  let defaults = 0;
  const walk = (dir: string): FileNode[] => {
    const folders: FileNode[] = [];
    const files: FileNode[] = [];
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) {
        c.add(join(dir, name), '', 'hidden files are not allowed in a starter file tree');
        continue;
      }
      const p = join(dir, name);
      const id = relative(root, p).split(sep).join('/');
      if (statSync(p).isDirectory()) {
        folders.push({ id, name, isFile: false, children: walk(p) });
      } else {
        const isDefaultTab = id === defaultTab;
        if (isDefaultTab) defaults += 1;
        files.push({ id, name, isFile: true, code: readText(p), isDefaultTab });
      }
    }
    return [...folders.sort(byName), ...files.sort(byName)];
  };
  const tree = walk(root);
  if (defaults !== 1) c.add(root, 'defaultTabs', `default tab "${defaultTab}" is not a file of this tree`);
  return tree;
}

function loadProblem(c: Collector, problemsDir: string, folder: string): ContentProblem | undefined {
  const base = join(problemsDir, folder);
  const yamlPath = join(base, 'problem.yaml');
  const meta = readYaml(c, yamlPath, problemFile);
  if (!meta) return undefined;
  const start = c.issues.length;
  const check = (ok: boolean, field: string, message: string, path = yamlPath) => {
    if (!ok) c.add(path, field, message);
  };

  check(meta.link === folder, 'link', `must equal the folder name "${folder}"`);
  for (const field of ['tags', 'companies', 'supportLanguages', 'supportFrameworks', 'related'] as const) {
    const dup = duplicates(meta[field]);
    check(dup.length === 0, field, `duplicate values: ${dup.join(', ')}`);
  }
  check(!meta.related.includes(meta.link), 'related', 'a problem cannot be related to itself');

  // Every file in the folder must be one the format knows, so a misspelt name is caught.
  const expected = new Set<string>(['problem.yaml', STARTER_BOARD_FILE, QUIZ_FILE, RUBRIC_FILE, ...Object.values(MARKDOWN_FILES)]);
  const known = (rel: string) =>
    expected.has(rel) ||
    Object.values(CODE_FILES).includes(rel) ||
    Object.values(TEST_FILES).includes(rel as never) ||
    Object.values(TYPE_TEST_FILES).includes(rel as never) ||
    Object.values(FRAMEWORK_DIRS).some((d) => rel.startsWith(`${d}/`));
  for (const file of listFiles(base)) {
    const rel = relative(base, file).split(sep).join('/');
    check(known(rel), '', 'unexpected file (see content/README.md for the file names of a problem)', file);
  }

  const markdown = (name: string, required: boolean): string => {
    const p = join(base, name);
    if (!existsSync(p)) {
      check(!required, '', 'file is missing', p);
      return '';
    }
    const body = readText(p);
    check(body.trim().length > 0, '', 'file is empty', p);
    return body;
  };
  const needsSolution = meta.category !== 'Article';
  const describe = { en: markdown(MARKDOWN_FILES.describeEn, true), zhCN: markdown(MARKDOWN_FILES.describeZh, true) };
  const hasSolution = existsSync(join(base, MARKDOWN_FILES.solutionEn)) || existsSync(join(base, MARKDOWN_FILES.solutionZh));
  const solution = {
    en: markdown(MARKDOWN_FILES.solutionEn, needsSolution || hasSolution),
    zhCN: markdown(MARKDOWN_FILES.solutionZh, needsSolution || hasSolution),
  };

  // starter code: exactly the languages declared, for function problems only
  const code: Partial<Record<Language, string>> = {};
  for (const [language, rel] of Object.entries(CODE_FILES) as [Language, string][]) {
    const p = join(base, rel);
    const present = existsSync(p);
    const wanted = meta.category === 'JSFunction' && meta.supportLanguages.includes(language);
    if (present && !wanted) {
      check(false, '', meta.category === 'JSFunction'
        ? `starter code for ${language}, which supportLanguages does not list`
        : `starter code files belong to JSFunction problems only`, p);
    } else if (!present && wanted) {
      check(false, 'supportLanguages', `lists ${language} but ${rel} is missing`);
    } else if (present) {
      code[language] = readText(p);
    }
  }
  if (meta.category === 'JSFunction') {
    check(Object.keys(code).length > 0, 'supportLanguages', 'a JSFunction problem needs Javascript and/or Typescript starter code');
    const other = meta.supportLanguages.filter((l) => !(l in CODE_FILES));
    check(other.length === 0, 'supportLanguages', `a JSFunction problem supports Javascript and Typescript only, not ${other.join(', ')}`);
  }

  // tests: required for function problems, optional for UI problems, absent otherwise; a type
  // challenge's are type assertions in files of their own
  const typeChallenge = meta.kind === 'TypeChallenge';
  const tests = { visible: '', submit: '' };
  for (const kind of ['visible', 'submit'] as const) {
    const typed = join(base, TYPE_TEST_FILES[kind]);
    if (typeChallenge) {
      if (existsSync(typed)) {
        tests[kind] = readText(typed);
        check(tests[kind].trim().length > 0, '', 'file is empty', typed);
      } else {
        check(false, '', 'file is missing (a TypeChallenge needs visible and submit type tests)', typed);
      }
      check(!existsSync(join(base, TEST_FILES[kind])), '', 'a TypeChallenge is tested by type assertions (tests/*.types.ts)', join(base, TEST_FILES[kind]));
      continue;
    }
    check(!existsSync(typed), '', 'type tests belong to TypeChallenge problems only', typed);
    const p = join(base, TEST_FILES[kind]);
    if (existsSync(p)) {
      check(meta.category === 'JSFunction' || meta.category === 'UICoding', '', `tests belong to JSFunction and UICoding problems only`, p);
      tests[kind] = readText(p);
      check(tests[kind].trim().length > 0, '', 'file is empty', p);
    } else {
      check(meta.category !== 'JSFunction', '', 'file is missing (a JSFunction problem needs visible and submit tests)', p);
    }
  }
  check(Boolean(tests.visible) === Boolean(tests.submit), '', 'visible and submit tests go together', join(base, 'tests'));

  // starter file trees: exactly the frameworks declared, for UI problems only
  const fileTrees: Partial<Record<Framework, FileNode[]>> = {};
  for (const [framework, rel] of Object.entries(FRAMEWORK_DIRS) as [Framework, string][]) {
    const p = join(base, rel);
    const present = existsSync(p) && statSync(p).isDirectory();
    const wanted = meta.category === 'UICoding' && meta.supportFrameworks.includes(framework);
    if (present && !wanted) {
      check(false, '', meta.category === 'UICoding'
        ? `file tree for ${framework}, which supportFrameworks does not list`
        : 'starter file trees belong to UICoding problems only', p);
    } else if (!present && wanted) {
      check(false, 'supportFrameworks', `lists ${framework} but the folder ${rel}/ is missing`);
    } else if (present) {
      fileTrees[framework] = readTree(c, p, meta.defaultTabs?.[framework] ?? DEFAULT_TABS[framework]);
    }
  }
  if (meta.category === 'UICoding') {
    check(meta.supportFrameworks.length > 0, 'supportFrameworks', 'a UICoding problem needs at least one framework');
  } else {
    check(meta.supportFrameworks.length === 0, 'supportFrameworks', 'only UICoding problems have frameworks');
    check(meta.defaultTabs === undefined, 'defaultTabs', 'only UICoding problems have file trees');
  }

  const boardPath = join(base, STARTER_BOARD_FILE);
  const starterBoard = existsSync(boardPath) ? readYaml(c, boardPath, starterBoardFile)?.elements ?? [] : [];

  // an output quiz: its snippet and choices (the answer is what the snippet prints, quiz-answers.ts)
  const quizPath = join(base, QUIZ_FILE);
  let quiz: ContentQuiz | null = null;
  if (meta.kind === 'OutputQuiz') {
    check(meta.category === 'Knowledge', 'kind', 'an OutputQuiz is a Knowledge problem');
    const file = readYaml(c, quizPath, quizFile);
    if (file) quiz = { snippet: file.snippet, choices: file.choices ?? [] };
  } else {
    check(!existsSync(quizPath), '', `${QUIZ_FILE} belongs to problems whose kind is OutputQuiz`, quizPath);
  }

  if (typeChallenge) {
    check(meta.category === 'JSFunction', 'kind', 'a TypeChallenge is a JSFunction problem');
    check(
      meta.supportLanguages.length === 1 && meta.supportLanguages[0] === 'Typescript',
      'supportLanguages',
      'a TypeChallenge supports Typescript only',
    );
  }

  // a system design problem: its rubric, and a reference answer to compare a design with
  const rubricPath = join(base, RUBRIC_FILE);
  let rubric: Rubric = [];
  if (meta.kind === 'SystemDesign') {
    check(meta.category === 'Article', 'kind', 'a SystemDesign problem is an Article');
    check(hasSolution, '', 'file is missing (a SystemDesign problem needs a reference answer)', join(base, MARKDOWN_FILES.solutionEn));
    rubric = readYaml(c, rubricPath, rubricFile)?.criteria ?? [];
  } else {
    check(!existsSync(rubricPath), '', `${RUBRIC_FILE} belongs to problems whose kind is SystemDesign`, rubricPath);
  }

  if (c.issues.length > start) return undefined;
  return {
    link: meta.link,
    category: meta.category,
    kind: meta.kind ?? null,
    difficulty: meta.difficulty,
    minutes: meta.minutes,
    title: meta.title,
    description: meta.description,
    describe,
    solution,
    tags: meta.tags,
    companies: meta.companies,
    supportLanguages: meta.supportLanguages,
    supportFrameworks: meta.supportFrameworks,
    related: meta.related,
    articles: meta.articles.map((a) => ({ title: a.title, link: a.link })),
    code,
    fileTrees,
    starterBoard,
    testCase: tests.visible,
    submitCase: tests.submit,
    quiz,
    rubric,
  };
}

/**
 * Loads and validates the whole content directory. Throws a ContentError listing every
 * problem found (file, field, message) when anything is wrong.
 */
export function loadContent(options: { contentDir?: string } = {}): Content {
  const dir = resolve(options.contentDir ?? defaultContentDir);
  const c = new Collector(dir);
  if (!existsSync(dir)) throw new ContentError(dir, [{ file: '.', field: '', message: 'content directory does not exist' }]);

  const tagsPath = join(dir, 'tags.yaml');
  const tags = (readYaml(c, tagsPath, tagsFile) ?? []).map((t) => ({ key: t.key, label: t.label }));
  for (const key of duplicates(tags.map((t) => t.key))) c.add(tagsPath, 'key', `duplicate tag key "${key}"`);

  const companiesPath = join(dir, 'companies.yaml');
  const companies = (readYaml(c, companiesPath, companiesFile) ?? []).map((x) => ({
    key: x.key,
    icon: x.icon,
    link: x.link ?? null,
    label: x.label,
    color: x.color ?? null,
  }));
  for (const key of duplicates(companies.map((x) => x.key))) c.add(companiesPath, 'key', `duplicate company key "${key}"`);

  const problemsDir = join(dir, 'problems');
  const problems: ContentProblem[] = [];
  const problemLinks = new Set<string>();
  if (!existsSync(problemsDir)) c.add(problemsDir, '', 'folder is missing');
  else {
    for (const folder of readdirSync(problemsDir).sort()) {
      const p = join(problemsDir, folder);
      if (!statSync(p).isDirectory()) {
        c.add(p, '', 'only problem folders belong in problems/');
        continue;
      }
      problemLinks.add(folder);
      const problem = loadProblem(c, problemsDir, folder);
      if (problem) problems.push(problem);
    }
  }

  // references between files
  const tagKeys = new Set(tags.map((t) => t.key));
  const companyKeys = new Set(companies.map((x) => x.key));
  for (const problem of problems) {
    const path = join(problemsDir, problem.link, 'problem.yaml');
    problem.tags.forEach((key, i) => {
      if (!tagKeys.has(key)) c.add(path, `tags[${i}]`, `unknown tag "${key}" (add it to tags.yaml)`);
    });
    problem.companies.forEach((key, i) => {
      if (!companyKeys.has(key)) c.add(path, `companies[${i}]`, `unknown company "${key}" (add it to companies.yaml)`);
    });
    problem.related.forEach((link, i) => {
      if (!problemLinks.has(link)) c.add(path, `related[${i}]`, `unknown problem "${link}"`);
    });
  }

  const booksDir = join(dir, 'books');
  const books: ContentBook[] = [];
  if (!existsSync(booksDir)) c.add(booksDir, '', 'folder is missing');
  else {
    for (const name of readdirSync(booksDir).sort()) {
      const path = join(booksDir, name);
      if (!name.endsWith('.yaml')) {
        c.add(path, '', 'only <link>.yaml files belong in books/');
        continue;
      }
      const book = readYaml(c, path, bookFile);
      if (!book) continue;
      const stem = name.slice(0, -'.yaml'.length);
      if (book.link !== stem) c.add(path, 'link', `must equal the file name "${stem}"`);
      for (const link of duplicates(book.problems)) c.add(path, 'problems', `"${link}" is listed twice`);
      book.problems.forEach((link, i) => {
        if (!problemLinks.has(link)) c.add(path, `problems[${i}]`, `unknown problem "${link}"`);
      });
      books.push({
        link: book.link,
        order: book.order,
        icon: book.icon,
        title: book.title,
        description: book.description,
        details: book.details,
        badges: book.badges.map((b) => ({ label: b.label, color: b.color })),
        features: book.features.map((f) => ({ icon: f.icon, label: f.label })),
        problems: book.problems,
      });
    }
  }
  const bookLinks = new Set(books.map((b) => b.link));
  companies.forEach((company, i) => {
    if (company.link && !company.link.includes('://') && !bookLinks.has(company.link)) {
      c.add(companiesPath, `[${i}].link`, `"${company.link}" is neither a URL nor a book in books/`);
    }
  });

  const orders = duplicates(books.map((b) => String(b.order)));
  for (const book of books) {
    if (orders.includes(String(book.order))) {
      c.add(join(booksDir, `${book.link}.yaml`), 'order', `order ${book.order} is used by more than one book`);
    }
  }

  if (c.issues.length > 0) throw new ContentError(dir, c.issues);
  books.sort((a, b) => a.order - b.order);
  return { dir, tags, companies, books, problems };
}

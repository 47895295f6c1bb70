// The question bank's vocabulary and the typed objects the loader (load.ts) reads content/
// into: categories, difficulties, languages, frameworks, the files a problem folder holds, the
// book/problem/tag/company shapes and ContentError. No reading here.

import type { Rubric } from './rubric-file';
import type { StarterBoardElement } from './starter-board';

// ───────────────────────────── vocabulary ─────────────────────────────

export const CATEGORIES = ['Article', 'Knowledge', 'JSFunction', 'UICoding'] as const;
/**
 * what kind of problem within its category: an output quiz is a Knowledge problem answered, not
 * read (quiz-file.ts); a system design problem is an Article with a rubric (rubric-file.ts); a
 * type challenge is a TypeScript-only JSFunction problem whose tests are type assertions, checked
 * by the TypeScript checker (judge.checkTypes)
 */
export const KINDS = ['OutputQuiz', 'SystemDesign', 'TypeChallenge'] as const;
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const LANGUAGES = ['Javascript', 'Typescript', 'HTML', 'CSS'] as const;
export const FRAMEWORKS = ['React', 'Vue', 'VanillaJS'] as const;
export const COLORS = [
  'gray', 'red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal',
  'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose',
] as const;

export type Category = (typeof CATEGORIES)[number];
export type Kind = (typeof KINDS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Language = (typeof LANGUAGES)[number];
export type Framework = (typeof FRAMEWORKS)[number];

/** starter code file of a language, inside a problem folder */
export const CODE_FILES: Partial<Record<Language, string>> = {
  Javascript: 'code/javascript.js',
  Typescript: 'code/typescript.ts',
};
/** starter file tree folder of a framework, inside a problem folder */
export const FRAMEWORK_DIRS: Record<Framework, string> = {
  React: 'files/react',
  Vue: 'files/vue',
  VanillaJS: 'files/vanilla',
};
/** the file opened first in the editor when problem.yaml names none */
export const DEFAULT_TABS: Record<Framework, string> = {
  React: 'App.jsx',
  Vue: 'App.vue',
  VanillaJS: 'index.js',
};
export const TEST_FILES = { visible: 'tests/visible.test.js', submit: 'tests/submit.test.js' } as const;
/** a type challenge's tests: type assertions, TypeScript */
export const TYPE_TEST_FILES = { visible: 'tests/visible.types.ts', submit: 'tests/submit.types.ts' } as const;
export const MARKDOWN_FILES = {
  describeEn: 'describe.en.md',
  describeZh: 'describe.zh-CN.md',
  solutionEn: 'solution.en.md',
  solutionZh: 'solution.zh-CN.md',
} as const;

// ───────────────────────────── output types ─────────────────────────────

export interface Localized {
  en: string;
  zhCN: string;
}

export interface ContentTag {
  key: string;
  label: Localized;
}

export interface ContentCompany {
  key: string;
  icon: string;
  link: string | null;
  label: Localized;
  color: string | null;
}

export interface BookBadge {
  label: Localized;
  color: string;
}

export interface BookFeature {
  icon: string;
  label: Localized;
}

export interface ContentBook {
  link: string;
  order: number;
  icon: string;
  title: Localized;
  description: Localized;
  /** HTML */
  details: Localized;
  badges: BookBadge[];
  features: BookFeature[];
  /** problem links in book order */
  problems: string[];
}

/** The workbench's file tree node. `id` is the path inside the framework's tree. */
export interface FileNode {
  id: string;
  name: string;
  isFile: boolean;
  children?: FileNode[];
  code?: string;
  isDefaultTab?: boolean;
}

export interface ProblemArticle {
  title: string;
  link: string;
}

/** an output quiz: the snippet and its choices (none: the learner types what it prints) */
export interface ContentQuiz {
  snippet: string;
  choices: string[];
}

export interface ContentProblem {
  link: string;
  category: Category;
  /** null for a problem of its category's usual kind */
  kind: Kind | null;
  difficulty: Difficulty;
  minutes: number;
  title: Localized;
  /** one-line summary */
  description: Localized;
  /** statement, markdown */
  describe: Localized;
  /** reference solution, markdown ('' for an Article without one) */
  solution: Localized;
  tags: string[];
  companies: string[];
  supportLanguages: Language[];
  supportFrameworks: Framework[];
  related: string[];
  articles: ProblemArticle[];
  /** starter code per language */
  code: Partial<Record<Language, string>>;
  /** starter file trees per framework */
  fileTrees: Partial<Record<Framework, FileNode[]>>;
  /** the interview whiteboard's starter drawing (board.yaml), [] when it has none */
  starterBoard: StarterBoardElement[];
  /** visible tests */
  testCase: string;
  /** hidden submission tests */
  submitCase: string;
  /** an OutputQuiz's snippet and choices (quiz.yaml), else null */
  quiz: ContentQuiz | null;
  /** a SystemDesign problem's rubric (rubric.yaml), else [] */
  rubric: Rubric;
}

export interface Content {
  dir: string;
  tags: ContentTag[];
  companies: ContentCompany[];
  /** in catalogue order */
  books: ContentBook[];
  /** sorted by link */
  problems: ContentProblem[];
}

// ───────────────────────────── errors ─────────────────────────────

export interface ContentIssue {
  /** path relative to the content directory, with forward slashes */
  file: string;
  /** dotted path of the offending field, '' for the file as a whole */
  field: string;
  message: string;
}

export class ContentError extends Error {
  readonly issues: ContentIssue[];
  constructor(dir: string, issues: ContentIssue[]) {
    const lines = issues.map((i) => `  ${i.file}${i.field ? ` → ${i.field}` : ''}: ${i.message}`);
    super(`Invalid content in ${dir} (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_BOOK_LINKS } from '../../test/spec-books';
import { loadContent } from './load';
import { CATEGORIES, type Content, ContentError } from './types';
import { at } from '../../test/at';

// ───────────────────────────── the real question bank ─────────────────────────────

describe('content/ (the question bank)', () => {
  const content: Content = loadContent();
  const byLink = new Map(content.problems.map((p) => [p.link, p]));

  it('has the books of the spec and of the newer kinds, in catalogue order', () => {
    expect(content.books.map((b) => b.link)).toEqual(SPEC_BOOK_LINKS);
  });

  it('grows the study plans from a focused sprint to every problem, each a subset of the next', () => {
    const plan = (days: number) => content.books.find((b) => b.link === `${days}-day-study-plan`)!.problems;
    const [ten, thirty, sixty] = [plan(10), plan(30), plan(60)];
    expect([...sixty].sort()).toEqual(content.problems.map((p) => p.link).sort());
    expect(ten.length).toBeLessThan(thirty.length);
    expect(thirty.length).toBeLessThan(sixty.length);
    expect(ten.filter((link) => !thirty.includes(link))).toEqual([]);
    expect(thirty.filter((link) => !sixty.includes(link))).toEqual([]);
  });

  it('has at least three problems of every category', () => {
    for (const category of CATEGORIES) {
      expect(content.problems.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts every problem in all-interview-questions and every problem in some other book', () => {
    const all = content.books.find((b) => b.link === 'all-interview-questions')!;
    expect([...all.problems].sort()).toEqual(content.problems.map((p) => p.link).sort());
    const elsewhere = new Set(content.books.filter((b) => b !== all).flatMap((b) => b.problems));
    expect(content.problems.filter((p) => !elsewhere.has(p.link)).map((p) => p.link)).toEqual([]);
  });

  it('fills the category books with their category, and the kind books with their kind', () => {
    const expectCategory = (book: string, category: string, kind: string | null = null) => {
      const links = content.books.find((b) => b.link === book)!.problems;
      const wanted = content.problems.filter((p) => p.category === category && p.kind === kind).map((p) => p.link);
      expect([...links].sort(), book).toEqual(wanted.sort());
    };
    expectCategory('interview-preparation-guide', 'Article');
    expectCategory('basic-knowledge', 'Knowledge');
    expectCategory('function-implementation', 'JSFunction');
    expectCategory('ui-coding', 'UICoding');
    expectCategory('output-quizzes', 'Knowledge', 'OutputQuiz');
    expectCategory('system-design', 'Article', 'SystemDesign');
    expectCategory('typescript-types', 'JSFunction', 'TypeChallenge');
  });

  it('fills the topical books with every problem of their topic', () => {
    const TOPICS: Record<string, string[]> = {
      'computer-network': ['network', 'http'],
      'design-patterns': ['design-patterns'],
      'data-structures-and-algorithms': ['algorithm', 'data-structures'],
      miniprogram: ['miniprogram'],
    };
    for (const [book, tags] of Object.entries(TOPICS)) {
      const links = new Set(content.books.find((b) => b.link === book)!.problems);
      const missing = content.problems.filter((p) => p.tags.some((t) => tags.includes(t)) && !links.has(p.link));
      expect(missing.map((p) => p.link), book).toEqual([]);
    }
  });

  it('is bilingual everywhere', () => {
    const cjk = /[\u4e00-\u9fff]/;
    const cjkCount = (s: string) => (s.match(/[\u4e00-\u9fff]/g) ?? []).length;
    for (const p of content.problems) {
      // the English text may quote a Chinese term or two, never whole passages
      expect(cjkCount(p.describe.en), p.link).toBeLessThan(20);
      expect(cjkCount(p.solution.en), p.link).toBeLessThan(20);
      expect(cjkCount(p.describe.zhCN), p.link).toBeGreaterThan(50);
      expect(p.title.zhCN, p.link).toMatch(cjk);
      if (p.category !== 'Article') expect(cjkCount(p.solution.zhCN), p.link).toBeGreaterThan(50);
    }
    for (const b of content.books) expect(b.title.zhCN, b.link).toMatch(cjk);
  });

  it('gives every function problem JS and TS starters and both test suites', () => {
    // (a type challenge has TypeScript alone, and type assertions: content-type-challenges.test.ts)
    for (const p of content.problems.filter((x) => x.category === 'JSFunction' && x.kind !== 'TypeChallenge')) {
      expect(Object.keys(p.code).sort(), p.link).toEqual(['Javascript', 'Typescript']);
      expect(p.testCase, p.link).toMatch(/\b(test|it)\(/);
      expect(p.submitCase, p.link).toMatch(/\b(test|it)\(/);
      // the hidden suite is at least as thorough as the visible one
      const count = (s: string) => (s.match(/\b(?:test|it)\(/g) ?? []).length;
      expect(count(p.submitCase), p.link).toBeGreaterThan(count(p.testCase));
    }
  });

  it('gives every UI problem a React, Vue and vanilla tree with one default tab', () => {
    const files = (nodes: NonNullable<Content['problems'][number]['fileTrees']['React']>): string[] =>
      nodes.flatMap((n) => (n.isFile ? [n.id] : files(n.children ?? [])));
    for (const p of content.problems.filter((x) => x.category === 'UICoding')) {
      expect(Object.keys(p.fileTrees).sort(), p.link).toEqual(['React', 'VanillaJS', 'Vue']);
      expect(files(p.fileTrees.React!).sort()).toEqual(['App.jsx', 'index.jsx', 'styles.css']);
      expect(files(p.fileTrees.Vue!).sort()).toEqual(['App.vue', 'main.js']);
      expect(files(p.fileTrees.VanillaJS!).sort()).toEqual(['index.html', 'index.js', 'styles.css']);
      for (const tree of Object.values(p.fileTrees)) {
        expect(tree!.filter((n) => n.isDefaultTab).length, p.link).toBe(1);
      }
    }
  });

  it('links related problems that exist, and books are never empty', () => {
    for (const p of content.problems) for (const r of p.related) expect(byLink.has(r), `${p.link} → ${r}`).toBe(true);
    for (const b of content.books) expect(b.problems.length, b.link).toBeGreaterThan(0);
  });
});

// ───────────────────────────── validation ─────────────────────────────

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A small valid content folder: one book, one knowledge and one function problem. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  dirs.push(root);
  write(root, 'tags.yaml', '- key: javascript\n  label: { en: JavaScript, zhCN: JavaScript }\n');
  write(
    root,
    'companies.yaml',
    '- key: acme\n  icon: acme\n  link: https://acme.example\n  label: { en: Acme, zhCN: 阿克米 }\n',
  );
  write(
    root,
    'books/basics.yaml',
    [
      'link: basics',
      'order: 1',
      'icon: book-open',
      'title: { en: Basics, zhCN: 基础 }',
      'description: { en: The basics., zhCN: 基础知识。 }',
      'details: { en: <p>Basics</p>, zhCN: <p>基础</p> }',
      'badges:',
      '  - label: { en: New, zhCN: 新 }',
      '    color: blue',
      'features:',
      '  - icon: code',
      '    label: { en: Code, zhCN: 代码 }',
      '  - icon: brain',
      '    label: { en: Concepts, zhCN: 概念 }',
      'problems: [closures, add]',
      '',
    ].join('\n'),
  );
  write(
    root,
    'problems/closures/problem.yaml',
    [
      'link: closures',
      'category: Knowledge',
      'difficulty: Easy',
      'minutes: 10',
      'title: { en: Closures, zhCN: 闭包 }',
      'description: { en: What is a closure?, zhCN: 什么是闭包？ }',
      'tags: [javascript]',
      'companies: [acme]',
      'related: [add]',
      '',
    ].join('\n'),
  );
  for (const [file, text] of [
    ['describe.en.md', '# Closures\n'],
    ['describe.zh-CN.md', '# 闭包\n'],
    ['solution.en.md', 'A function plus its scope.\n'],
    ['solution.zh-CN.md', '函数加上它的作用域。\n'],
  ] as const) {
    write(root, `problems/closures/${file}`, text);
  }
  write(
    root,
    'problems/add/problem.yaml',
    [
      'link: add',
      'category: JSFunction',
      'difficulty: Easy',
      'minutes: 5',
      'title: { en: Add, zhCN: 加法 }',
      'description: { en: Add two numbers., zhCN: 两数相加。 }',
      'supportLanguages: [Javascript]',
      '',
    ].join('\n'),
  );
  for (const [file, text] of [
    ['describe.en.md', '# Add\n'],
    ['describe.zh-CN.md', '# 加法\n'],
    ['solution.en.md', '```js\nfunction add(a, b) { return a + b; }\n```\n'],
    ['solution.zh-CN.md', '```js\nfunction add(a, b) { return a + b; }\n```\n'],
    ['code/javascript.js', 'function add(a, b) {\n  // TODO\n}\n'],
    ['tests/visible.test.js', "test('adds', () => expect(add(1, 2)).toBe(3));\n"],
    ['tests/submit.test.js', "test('adds', () => expect(add(1, 2)).toBe(3));\n"],
  ] as const) {
    write(root, `problems/add/${file}`, text);
  }
  return root;
}

function loadError(contentDir: string): ContentError {
  try {
    loadContent({ contentDir });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected loadContent to fail');
}

describe('output quizzes (quiz.yaml)', () => {
  const quizProblem = (dir: string, kind = 'kind: OutputQuiz\n') =>
    write(dir, 'problems/closures/problem.yaml', 'link: closures\ncategory: Knowledge\n' + kind +
      'difficulty: Easy\nminutes: 3\ntitle: { en: Closures, zhCN: 闭包 }\n' +
      'description: { en: What does it print?, zhCN: 输出什么？ }\nrelated: [add]\n');

  it('loads the snippet and the choices of a Knowledge problem whose kind is OutputQuiz', () => {
    const dir = fixture();
    quizProblem(dir);
    write(dir, 'problems/closures/quiz.yaml', 'snippet: |\n  console.log(1);\nchoices:\n  - "1"\n  - "2"\n');
    const closures = loadContent({ contentDir: dir }).problems.find((p) => p.link === 'closures')!;
    expect(closures.kind).toBe('OutputQuiz');
    expect(closures.quiz).toEqual({ snippet: 'console.log(1);', choices: ['1', '2'] });
    const add = loadContent({ contentDir: dir }).problems.find((p) => p.link === 'add')!;
    expect([add.kind, add.quiz]).toEqual([null, null]);
  });

  it('needs quiz.yaml for an OutputQuiz and refuses it anywhere else', () => {
    const dir = fixture();
    quizProblem(dir);
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({ file: 'problems/closures/quiz.yaml', message: 'file is missing' }),
    );
    quizProblem(dir, '');
    write(dir, 'problems/closures/quiz.yaml', 'snippet: console.log(1)\n');
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({
        file: 'problems/closures/quiz.yaml',
        message: 'quiz.yaml belongs to problems whose kind is OutputQuiz',
      }),
    );
  });

  it('names an empty snippet, a lone or repeated choice and a quiz outside Knowledge', () => {
    const dir = fixture();
    quizProblem(dir);
    write(dir, 'problems/closures/quiz.yaml', 'snippet: "  "\nchoices: ["1"]\n');
    const fields = loadError(dir).issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['snippet', 'choices']));
    write(dir, 'problems/closures/quiz.yaml', 'snippet: console.log(1)\nchoices: ["1", "1  "]\n');
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({ field: 'choices[1]', message: 'duplicate choice' }),
    );
    write(dir, 'problems/add/problem.yaml', 'link: add\ncategory: JSFunction\nkind: OutputQuiz\ndifficulty: Easy\n' +
      'minutes: 5\ntitle: { en: Add, zhCN: 加法 }\ndescription: { en: Add., zhCN: 相加。 }\nsupportLanguages: [Javascript]\n');
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({ file: 'problems/add/problem.yaml', field: 'kind', message: 'an OutputQuiz is a Knowledge problem' }),
    );
  });
});

describe('loadContent validation', () => {
  it('loads a valid folder into plain objects', () => {
    const content = loadContent({ contentDir: fixture() });
    expect(content.books).toHaveLength(1);
    expect(at(content.books, 0).problems).toEqual(['closures', 'add']);
    const add = content.problems.find((p) => p.link === 'add')!;
    expect(add.code).toEqual({ Javascript: 'function add(a, b) {\n  // TODO\n}\n' });
    expect(add.testCase).toContain("test('adds'");
    expect(add.fileTrees).toEqual({});
    const closures = content.problems.find((p) => p.link === 'closures')!;
    expect(closures.describe).toEqual({ en: '# Closures\n', zhCN: '# 闭包\n' });
    expect(closures.companies).toEqual(['acme']);
    expect(closures.supportLanguages).toEqual([]);
  });

  it('names the file and the field of an invalid value', () => {
    const dir = fixture();
    write(dir, 'problems/add/problem.yaml', 'link: add\ncategory: JSFunction\ndifficulty: Impossible\nminutes: 5\n' +
      'title: { en: Add, zhCN: 加法 }\ndescription: { en: Add., zhCN: 相加。 }\nsupportLanguages: [Javascript]\n');
    const error = loadError(dir);
    expect(error.issues).toContainEqual(expect.objectContaining({ file: 'problems/add/problem.yaml', field: 'difficulty' }));
    expect(error.message).toContain('problems/add/problem.yaml → difficulty');
  });

  it('names nested fields of a book', () => {
    const dir = fixture();
    write(dir, 'books/basics.yaml', 'link: basics\norder: 1\nicon: Book Open\ntitle: { en: Basics }\n' +
      'description: { en: x, zhCN: x }\ndetails: { en: x, zhCN: x }\nbadges: [{ label: { en: a, zhCN: b }, color: blurple }]\n' +
      'features: [{ icon: a, label: { en: a, zhCN: a } }, { icon: b, label: { en: b, zhCN: b } }]\nproblems: [add]\n');
    const fields = loadError(dir).issues.filter((i) => i.file === 'books/basics.yaml').map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['icon', 'title.zhCN', 'badges[0].color']));
  });

  it('rejects unknown keys, so typos do not pass silently', () => {
    const dir = fixture();
    write(dir, 'tags.yaml', '- key: javascript\n  lable: { en: JavaScript, zhCN: JavaScript }\n');
    const issues = loadError(dir).issues.filter((i) => i.file === 'tags.yaml');
    expect(issues.map((i) => i.field)).toEqual(expect.arrayContaining(['[0].label', '[0]']));
  });

  it('checks references between files', () => {
    const dir = fixture();
    write(dir, 'problems/closures/problem.yaml', 'link: closures\ncategory: Knowledge\ndifficulty: Easy\nminutes: 10\n' +
      'title: { en: C, zhCN: 闭 }\ndescription: { en: C, zhCN: 闭 }\ntags: [javascript, rust]\ncompanies: [globex]\nrelated: [nope]\n');
    write(dir, 'books/basics.yaml', 'link: basics\norder: 1\nicon: book\ntitle: { en: B, zhCN: 基 }\n' +
      'description: { en: x, zhCN: x }\ndetails: { en: x, zhCN: x }\nbadges: [{ label: { en: a, zhCN: b }, color: blue }]\n' +
      'features: [{ icon: a, label: { en: a, zhCN: a } }, { icon: b, label: { en: b, zhCN: b } }]\nproblems: [add, ghost]\n');
    const issues = loadError(dir).issues.map((i) => `${i.file} ${i.field}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'problems/closures/problem.yaml tags[1]',
        'problems/closures/problem.yaml companies[0]',
        'problems/closures/problem.yaml related[0]',
        'books/basics.yaml problems[1]',
      ]),
    );
  });

  it('reports missing, misnamed and unexpected files', () => {
    const dir = fixture();
    unlinkSync(join(dir, 'problems/closures/describe.zh-CN.md'));
    write(dir, 'problems/closures/describe.zh.md', '# 闭包\n');
    unlinkSync(join(dir, 'problems/add/tests/submit.test.js'));
    const files = loadError(dir).issues.map((i) => i.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'problems/closures/describe.zh-CN.md',
        'problems/closures/describe.zh.md',
        'problems/add/tests/submit.test.js',
      ]),
    );
  });

  it('requires the folder name and the link to agree', () => {
    const dir = fixture();
    write(dir, 'problems/closures/problem.yaml', 'link: closure\ncategory: Knowledge\ndifficulty: Easy\nminutes: 10\n' +
      'title: { en: C, zhCN: 闭 }\ndescription: { en: C, zhCN: 闭 }\n');
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({ file: 'problems/closures/problem.yaml', field: 'link' }),
    );
  });

  it('requires starter code for every declared language of a function problem', () => {
    const dir = fixture();
    write(dir, 'problems/add/problem.yaml', 'link: add\ncategory: JSFunction\ndifficulty: Easy\nminutes: 5\n' +
      'title: { en: Add, zhCN: 加法 }\ndescription: { en: Add., zhCN: 相加。 }\nsupportLanguages: [Javascript, Typescript]\n');
    expect(loadError(dir).issues).toContainEqual(
      expect.objectContaining({ file: 'problems/add/problem.yaml', field: 'supportLanguages' }),
    );
  });

  it('builds file trees and checks their default tab', () => {
    const dir = fixture();
    write(dir, 'problems/widget/problem.yaml', 'link: widget\ncategory: UICoding\ndifficulty: Medium\nminutes: 20\n' +
      'title: { en: W, zhCN: 组件 }\ndescription: { en: W, zhCN: 组件 }\nsupportFrameworks: [React, VanillaJS]\n' +
      'defaultTabs: { VanillaJS: main.js }\n');
    for (const [file, text] of [
      ['describe.en.md', 'x'],
      ['describe.zh-CN.md', '组件'],
      ['solution.en.md', 'x'],
      ['solution.zh-CN.md', '组件'],
      ['files/react/App.jsx', 'export default function App() {}\n'],
      ['files/react/src/util.js', 'export {};\n'],
      ['files/vanilla/index.js', '// no main.js here\n'],
    ] as const) {
      write(dir, `problems/widget/${file}`, text);
    }
    const error = loadError(dir);
    expect(error.issues).toEqual([
      expect.objectContaining({ file: 'problems/widget/files/vanilla', field: 'defaultTabs' }),
    ]);

    write(dir, 'problems/widget/files/vanilla/main.js', 'console.log(1);\n');
    const widget = loadContent({ contentDir: dir }).problems.find((p) => p.link === 'widget')!;
    expect(widget.fileTrees.React).toEqual([
      {
        id: 'src',
        name: 'src',
        isFile: false,
        children: [{ id: 'src/util.js', name: 'util.js', isFile: true, code: 'export {};\n', isDefaultTab: false }],
      },
      { id: 'App.jsx', name: 'App.jsx', isFile: true, code: 'export default function App() {}\n', isDefaultTab: true },
    ]);
    expect(widget.fileTrees.VanillaJS!.find((n) => n.isDefaultTab)!.id).toBe('main.js');
  });

  it('reads a starter drawing and names what is wrong in one', () => {
    const dir = fixture();
    write(dir, 'problems/closures/board.yaml', [
      'elements:',
      '  - { id: scope, type: rectangle, x: 0, y: 0, width: 200, height: 80, label: { en: Scope, zhCN: 作用域 } }',
      '  - { id: fn, type: ellipse, x: 300, y: 0, width: 120, height: 80 }',
      '  - { type: arrow, start: fn, end: scope }',
      '  - { type: text, x: 0, y: -60, text: { en: Draw the chain, zhCN: 画出作用域链 } }',
      '',
    ].join('\n'));
    const closures = loadContent({ contentDir: dir }).problems.find((p) => p.link === 'closures')!;
    expect(closures.starterBoard.map((e) => e.type)).toEqual(['rectangle', 'ellipse', 'arrow', 'text']);
    expect(loadContent({ contentDir: fixture() }).problems.every((p) => p.starterBoard.length === 0)).toBe(true);

    write(dir, 'problems/closures/board.yaml', [
      'elements:',
      '  - { id: scope, type: rectangle, x: 0, y: 0, width: 200, height: 80 }',
      '  - { id: scope, type: ellipse, x: 300, y: 0, width: 120, height: 80, label: { en: Fn } }',
      '  - { type: arrow, start: scope, end: ghost }',
      '  - { type: star, x: 0, y: 0 }',
      '',
    ].join('\n'));
    const fields = loadError(dir)
      .issues.filter((i) => i.file === 'problems/closures/board.yaml')
      .map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining(['elements[1].label.zhCN', 'elements[3].type']),
    );
    // once every element reads, ids must be unique and arrows must join shapes that exist
    write(dir, 'problems/closures/board.yaml', [
      'elements:',
      '  - { id: scope, type: rectangle, x: 0, y: 0, width: 200, height: 80 }',
      '  - { id: scope, type: ellipse, x: 300, y: 0, width: 120, height: 80 }',
      '  - { type: arrow, start: scope, end: ghost }',
      '',
    ].join('\n'));
    const issues = loadError(dir).issues.filter((i) => i.file === 'problems/closures/board.yaml');
    expect(issues.map((i) => `${i.field}: ${i.message}`)).toEqual([
      'elements[1].id: duplicate id "scope"',
      'elements[2].end: no shape has the id "ghost"',
    ]);
  });

  it('reports YAML syntax errors with the file name', () => {
    const dir = fixture();
    write(dir, 'companies.yaml', '- key: acme\n  icon: [unclosed\n');
    expect(loadError(dir).issues).toContainEqual(expect.objectContaining({ file: 'companies.yaml', field: '' }));
  });

  it('collects every problem in one error', () => {
    const dir = fixture();
    write(dir, 'tags.yaml', '- key: Not A Slug\n  label: { en: x, zhCN: x }\n');
    write(dir, 'books/extra.yaml', 'link: other\n');
    const error = loadError(dir);
    const files = new Set(error.issues.map((i) => i.file));
    expect(files.has('tags.yaml')).toBe(true);
    expect(files.has('books/extra.yaml')).toBe(true);
    expect(error.message.split('\n').length).toBe(error.issues.length + 1);
  });
});

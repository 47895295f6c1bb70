// The API's messages reach Simplified Chinese: rendering by id (render.ts), and a scan of the
// server's sources so a user-facing sentence cannot ship as a literal instead of a catalogue id.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, badInput } from '../graphql/errors';
import { describeWait } from '../security/rate-limit';
import { libraryMessage } from './library-messages';
import { localizedText } from './localize';
import { msg, zodMsg, messageOfIssue } from './message';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { renderMessage } from './render';
import { at } from '../../test/at';

describe('renderMessage', () => {
  it('renders English as the API has always written it, and Simplified Chinese by id', () => {
    expect(renderMessage('en', msg('book.notFound'))).toBe('Book not found.');
    expect(renderMessage('zhCN', msg('book.notFound'))).toBe('题库不存在。');
    expect(renderMessage('en', msg('taxonomy.duplicateKey'))).toBe('this Key already exists, please use a unique Key');
    expect(renderMessage('zhCN', msg('taxonomy.duplicateKey'))).toBe('该 Key 已存在，请使用唯一的 Key');
  });

  it('fills parameters, and renders a parameter that is a message in the same language', () => {
    const required = msg('input.required', { field: msg('field.confirmPassword') });
    expect(renderMessage('en', required)).toBe('Confirm password is required.');
    expect(renderMessage('zhCN', required)).toBe('确认密码不能为空。');
    expect(renderMessage('en', msg('input.atLeast', { min: 8 }))).toBe('Must be at least 8 characters.');
    expect(renderMessage('zhCN', msg('input.atLeast', { min: 8 }))).toBe('至少需要 8 个字符。');
    expect(renderMessage('zhCN', msg('taxonomy.labelLanguageRequired', { language: 'en' }))).toBe(
      '名称（en）不能为空。',
    );
    expect(renderMessage('zhCN', msg('input.problemIdAtMost'))).toBe('题目 ID 最多 128 个字符。');
  });

  it('picks English plural forms by count (a wait of 1 second, 42 seconds, 15 minutes)', () => {
    const attempts = (seconds: number) => msg('rate.tooManyAttempts', { wait: describeWait(seconds) });
    expect(renderMessage('en', attempts(1))).toBe('Too many attempts. Please try again in 1 second.');
    expect(renderMessage('en', attempts(42))).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(renderMessage('en', attempts(15 * 60))).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(renderMessage('en', attempts(60))).toBe('Too many attempts. Please try again in 60 seconds.');
    expect(renderMessage('en', attempts(91))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(renderMessage('zhCN', attempts(1))).toBe('尝试次数过多，请 1 秒后再试。');
    expect(renderMessage('zhCN', attempts(42))).toBe('尝试次数过多，请 42 秒后再试。');
    expect(renderMessage('zhCN', attempts(15 * 60))).toBe('尝试次数过多，请 15 分钟后再试。');
  });

  it('sends a value as typed: no HTML escaping, no interpolation or nesting inside it', () => {
    for (const icon of ['<b>&"rocket"</b>', '{{icon}}', '$t(book.notFound)', "it's"]) {
      expect(renderMessage('en', msg('taxonomy.iconUnknown', { icon }))).toBe(
        `"${icon}" is not a registered icon name.`,
      );
      expect(renderMessage('zhCN', msg('taxonomy.iconUnknown', { icon }))).toBe(`“${icon}”不是已注册的图标名称。`);
    }
  });
});

describe('errors carry their message id', () => {
  it('an AppError is its English, names its id, and renders in either language', () => {
    const error = badInput(msg('token.tooMany', { max: 20 }), { field: 'name' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('You can hold at most 20 tokens. Revoke one first.');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'token.tooMany', field: 'name' });
    expect(localizedText('en', error)).toBe('You can hold at most 20 tokens. Revoke one first.');
    expect(localizedText('zhCN', error)).toBe('最多只能持有 20 个令牌，请先撤销一个。');
  });

  it('a zod issue carries its message back to an id; zod’s own English stays as written', () => {
    expect(messageOfIssue({ message: zodMsg('input.atMost', { max: 30 }) })).toEqual(msg('input.atMost', { max: 30 }));
    const own = messageOfIssue({ message: 'Too small: expected number to be >=1' });
    expect(renderMessage('zhCN', own)).toBe('Too small: expected number to be >=1');
    expect(renderMessage('en', messageOfIssue(undefined))).toBe('Invalid input.');
  });

  it("reads graphql-armor's English refusals back into ids, and leaves other library text alone", () => {
    const depth = { message: 'Syntax Error: Query depth limit of 20 exceeded, found 23.' };
    expect(localizedText('zhCN', depth)).toBe('查询嵌套过深：上限 20 层（实际 23 层）。');
    expect(localizedText('en', depth)).toBe(depth.message);
    expect(libraryMessage('Cannot query field "x" on type "Query".')).toBeUndefined();
    expect(localizedText('zhCN', { message: 'Cannot query field "x" on type "Query".' })).toBe(
      'Cannot query field "x" on type "Query".',
    );
  });
});

// ---- every sentence the server may send is a catalogue id ----

const serverSrc = fileURLToPath(new URL('..', import.meta.url));
// Not sent to API clients as errors: generated code, the database and content tooling (operators
// and authors read those), mail (composed in both languages by mail/templates.ts), this folder (the
// catalogues), and the judge package's sandbox and workers (their texts are run results).
const SKIPPED_DIRS = ['generated', 'db', 'content', 'mail', 'i18n'];
// the judge package (judge/src) says its messages by id too; the server renders them
const judgeSrc = fileURLToPath(new URL('../../../judge/src', import.meta.url));
const JUDGE_SKIPPED_DIRS = ['sandbox', 'worker'];
/** where messages are written, and what of each is skipped (relative to it) */
const ROOTS: [root: string, skipped: string[]][] = [
  [serverSrc, SKIPPED_DIRS],
  [judgeSrc, JUDGE_SKIPPED_DIRS],
];
// Sentences that are not API answers: operator and CLI output, schema descriptions written over
// several lines, judge run results, and errors that are never sent (masked as a server failure).
const NOT_SENT = new Set([
  // run results of a UI run (judge/src/ui/testing-library.ts runs inside the sandbox, as sandbox/ does)
  'Your app made 7 of a 7 node unchangeable; the tests read the DOM as it is, so they cannot be judged.',
  'Your app changed the parentNode or ownerDocument of a 7 node by hand; the tests read the DOM as it is, so they cannot be judged.',
  // close reasons of a shared document's or a socket's connection: the web app shows its own words
  'This change is too large.',
  'This document is too large.',
  'Your session has ended.',
  // the collaboration server's refusals of a document (the web app shows its own words)
  'Unknown document.',
  'A personal access token needs the interview scope to open interview documents.',
  'Not in this interview.',
  'The notes are the interviewer’s.',
  // a programming error of the collaboration server, never an answer
  'The room lifecycle extension is not part of a Hocuspocus instance.',
  '7 has no usable jwtSecret; delete it to generate a new one (this signs everyone out).',
  'JUDGE_ISOLATION=namespace needs root and a working `unshare` (util-linux).',
  'No user "7".',
  'Unknown role "7": use one of 7.',
  'The web app is not built. Run `npm run build` (npm start does it for you).',
  'Runs code against tests in the sandboxed judge. Open to anonymous visitors (the spec lets them run tests).',
  // a scalar's output check: a server bug, masked as a server failure
  'File is an input-only scalar.',
  // the judge pool's internal errors: a busy pool is answered judge.busy, the rest are masked
  'The judge is busy.',
  'The judge is shutting down.',
  'The judge could not be built.',
  'The judge worker sent an unreadable answer.',
  // judge run results (a run's failure text), shown as the runner or the bundler reports them
  'The judge worker did not start in time.',
  'The judge worker sent an invalid message.',
  'The judge worker could not be started.',
  'The judge worker used up its CPU time.',
  'The judge worker cannot be reached.',
  'The judge worker did not settle after a run.',
  'The judge worker got a run it cannot read.',
  'Execution stopped: the run took longer than 7 ms.',
  'Memory limit exceeded: the run used more than 7 MB of memory.',
  'Memory limit exceeded: the run used more than 7 MB.',
  '(an infinite loop in a promise callback?), so the run was stopped.',
  'The files could not be bundled.',
  'Entry file not found: expected one of 7.',
  'Bundling your files did not finish within 7 s.',
  'Bundling your files ran out of memory.',
  // a type check's failure text, beside the TypeScript compiler's own (English) messages
  'Checking your types did not finish within 7 s (a type that recurses without end?).',
  'Checking your types ran out of memory (a type that recurses without end?).',
  'The tests assert nothing (no statement uses Expect or @ts-expect-error).',
  // a queue wait's error text, for logs: the server answers with its message id (judge.queueWait)
  'The judge is busy: no worker was free within 7 s.',
]);

function sourceFiles(root: string, skip: string[], dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split('\\').join('/');
    if (entry.isDirectory()) return skip.includes(rel) ? [] : sourceFiles(root, skip, path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const LITERAL = /(?<![\w])('(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g;
const NOT_MESSAGE_LINE = /description:|logger\.|console\.|^\s*\/\/|^\s*\*/;

/** sentences in quotes or backticks; `${…}` becomes 7 */
function sentences(): { sentence: string; where: string }[] {
  const found: { sentence: string; where: string }[] = [];
  for (const file of ROOTS.flatMap(([root, skipped]) => sourceFiles(root, skipped))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (NOT_MESSAGE_LINE.test(line)) return;
        for (const [literal] of line.matchAll(LITERAL)) {
          const sentence = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '7');
          if (sentence.length > 8 && sentence.includes(' ') && /[.!?]$/.test(sentence)) {
            found.push({ sentence, where: `${relative(serverSrc, file)}:${index + 1}` });
          }
        }
      });
  }
  return found;
}

/** the ids the sources name: msg('…'), zodMsg('…') */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const files = [
    ...sourceFiles(
      serverSrc,
      SKIPPED_DIRS.filter((dir) => dir !== 'i18n'),
    ),
    ...sourceFiles(judgeSrc, []),
  ];
  for (const file of files) {
    const named = readFileSync(file, 'utf8').matchAll(/\b(?:msg|zodMsg|judgeMessage|zodMessage)\(\s*'([\w.]+)'/g);
    for (const match of named) ids.add(at(match, 1));
  }
  return ids;
}

const baseIds = (catalogue: object) => new Set(Object.keys(catalogue).map((key) => key.replace(/_(one|other)$/, '')));

describe('the catalogue covers the server', () => {
  it('finds the sentences it scans for (the scan itself works)', () => {
    const all = sentences().map((s) => s.sentence);
    expect(all).toContain('The judge is shutting down.');
    expect(all).toContain('Memory limit exceeded: the run used more than 7 MB.');
  });

  it('sends no sentence written in the code: each is a catalogue id', () => {
    const literal = sentences()
      .filter(({ sentence }) => !NOT_SENT.has(sentence))
      .map(({ sentence, where }) => `${where}: ${sentence}`);
    expect(literal).toEqual([]);
  });

  it('lists no exception that the sources no longer contain', () => {
    const all = new Set(sentences().map((s) => s.sentence));
    expect([...NOT_SENT].filter((sentence) => !all.has(sentence))).toEqual([]);
  });

  it('has Simplified Chinese for every id the code uses, and no id nobody uses', () => {
    const used = idsUsed();
    expect(used).toContain('book.notFound');
    expect(used).toContain('input.required');
    const zh = baseIds(zhCN);
    expect([...used].filter((id) => !zh.has(id))).toEqual([]);
    expect([...baseIds(en)].filter((id) => !used.has(id))).toEqual([]);
  });

  it('has Chinese that is not the English (bar names that read the same in both)', () => {
    const SAME = new Set(['library.text', 'field.key']);
    const untranslated = Object.entries(en)
      .filter(([key]) => !SAME.has(key) && !/_one$/.test(key))
      .filter(([key, text]) => (zhCN as unknown as Record<string, string>)[key] === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

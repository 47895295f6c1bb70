// The API's messages in Simplified Chinese: the rules on real messages, and a scan of the
// server's sources so a new user-facing sentence cannot ship without its Chinese.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './translate';

describe('translateMessage', () => {
  it('leaves English as written and translates fixed messages', () => {
    expect(translateMessage('en', 'Book not found.')).toBe('Book not found.');
    expect(translateMessage('zhCN', 'Book not found.')).toBe('题库不存在。');
    expect(translateMessage('zhCN', 'this Key already exists, please use a unique Key')).toBe(
      '该 Key 已存在，请使用唯一的 Key',
    );
  });

  it('rebuilds messages that carry a field, a limit or a wait', () => {
    expect(translateMessage('zhCN', 'Username is required.')).toBe('用户名不能为空。');
    expect(translateMessage('zhCN', 'Confirm password is required.')).toBe('确认密码不能为空。');
    expect(translateMessage('zhCN', 'Must be at least 8 characters.')).toBe('至少需要 8 个字符。');
    expect(translateMessage('zhCN', 'Label (en) is required.')).toBe('名称（en）不能为空。');
    expect(translateMessage('zhCN', 'A problem id is at most 128 characters.')).toBe('题目 ID 最多 128 个字符。');
    expect(translateMessage('zhCN', 'Too many attempts. Please try again in 42 seconds.')).toBe(
      '尝试次数过多，请 42 秒后再试。',
    );
    expect(translateMessage('zhCN', 'Too many attempts. Please try again in 15 minutes.')).toBe(
      '尝试次数过多，请 15 分钟后再试。',
    );
    expect(translateMessage('zhCN', '"rocket" is not a registered icon name.')).toBe('“rocket”不是已注册的图标名称。');
  });

  it('keeps a field name it does not know, and a message it does not know, as written', () => {
    expect(translateMessage('zhCN', 'Colour is required.')).toBe('Colour不能为空。');
    expect(translateMessage('zhCN', 'Something nobody wrote down.')).toBe('Something nobody wrote down.');
  });
});

// ---- every sentence the server may send has its Chinese ----

const serverSrc = fileURLToPath(new URL('..', import.meta.url));
// Not sent to API clients as errors: generated code, the database and content tooling (operators
// and authors read those), the judge's sandbox and workers (their texts are run results, see
// below), mail (composed in both languages by mail/templates.ts).
const SKIPPED_DIRS = ['generated', 'db', 'content', 'judge/sandbox', 'judge/worker', 'mail', 'i18n'];
// Sentences that are not API answers: operator and CLI output, schema descriptions written over
// several lines, and the pieces of messages concatenated over two lines (their whole is tested).
const NOT_SENT = new Set([
  // close reasons of a shared document's connection: the web app shows them in the reader's language
  'This change is too large.',
  'This document is too large.',
  // a programming error of the collaboration server, never an answer
  'The room lifecycle extension is not part of a Hocuspocus instance.',
  '7 has no usable jwtSecret; delete it to generate a new one (this signs everyone out).',
  'JUDGE_ISOLATION=namespace needs root and a working `unshare` (util-linux).',
  'No user "7".',
  'Unknown role "7": use one of 7.',
  'The web app is not built. Run `npm run build` (npm start does it for you).',
  'Runs code against tests in the sandboxed judge. Open to anonymous visitors (the spec lets them run tests).',
  'To turn on two-factor authentication, scan the QR code of the setup (setupTwoFactor) and confirm it with a code from your app (enableTwoFactor).',
  '(they may all be busy or stopped). Please try again in a moment.',
  'To start a book you are learning over, reset its progress.',
  ").join(', ')}.", // a template nested in a template (the multipart hint, tested in full)
  // judge run results (a test's failure text), shown as the runner reports them
  'Execution stopped: the run took longer than 7 ms.',
  'Memory limit exceeded: the run used more than 7 MB of memory.',
  'Memory limit exceeded: the run used more than 7 MB.',
  '(an infinite loop in a promise callback?), so the run was stopped.',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(serverSrc, path).split('\\').join('/');
    if (entry.isDirectory()) return SKIPPED_DIRS.includes(rel) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const LITERAL = /(?<![\w])('(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g;
const NOT_MESSAGE_LINE = /description:|logger\.|console\.|^\s*\/\/|^\s*\*/;

/** sentences in quotes or backticks; `${…}` becomes 7, which every value rule accepts */
function sentences(): { sentence: string; where: string }[] {
  const found: { sentence: string; where: string }[] = [];
  for (const file of sourceFiles(serverSrc)) {
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

describe('the catalogue covers the server', () => {
  it('finds the messages it scans for (the scan itself works)', () => {
    const all = sentences().map((s) => s.sentence);
    expect(all).toContain('Book not found.');
    expect(all).toContain('7 is required.');
    expect(all.length).toBeGreaterThan(100);
  });

  it('has Simplified Chinese for every sentence the API may send', () => {
    const untranslated = sentences()
      .filter(({ sentence }) => !NOT_SENT.has(sentence) && translateMessage('zhCN', sentence) === sentence)
      .map(({ sentence, where }) => `${where}: ${sentence}`);
    expect(untranslated).toEqual([]);
  });

  it('lists no exception that the sources no longer contain', () => {
    const all = new Set(sentences().map((s) => s.sentence));
    expect([...NOT_SENT].filter((sentence) => !all.has(sentence))).toEqual([]);
  });
});

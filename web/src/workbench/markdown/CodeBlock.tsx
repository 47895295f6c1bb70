// One block of code, highlighted as the statements' code blocks are (Markdown.tsx): the code goes
// in a fence longer than any run of backticks in it, so no code can end the block early. Used by
// the interview report and the shared solution page.
import { Markdown } from './Markdown';

const BY_EXTENSION: Record<string, string> = {
  js: 'js',
  jsx: 'js',
  mjs: 'js',
  ts: 'ts',
  tsx: 'ts',
  vue: 'html',
  html: 'html',
  css: 'css',
  json: 'json',
};

/** the Markdown language of a submission's language (Javascript, Typescript) or of a file's path */
export function fenceLanguage(languageOrPath: string): string {
  const extension = /\.([a-z]+)$/i.exec(languageOrPath)?.[1]?.toLowerCase();
  if (extension) return BY_EXTENSION[extension] ?? '';
  return /typescript/i.test(languageOrPath) ? 'ts' : 'js';
}

/** the code as one fenced block, the fence longer than any backtick run inside it */
export function fencedCode(code: string, languageOrPath: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${fenceLanguage(languageOrPath)}\n${code}\n${fence}`;
}

/** `languageOrPath`: Javascript / Typescript, or a file's path (its extension picks the grammar) */
export function CodeBlock({
  code,
  languageOrPath,
  className,
}: {
  code: string;
  languageOrPath: string;
  className?: string;
}) {
  return <Markdown source={fencedCode(code, languageOrPath)} className={className} />;
}

// One block of code, highlighted as the statements' code blocks are (Markdown.tsx): the code goes
// in a fence longer than any run of backticks in it, so no code can end the block early.
import { Markdown } from './Markdown';

/** the code as a fenced block in `language` (lower-cased; a name we do not bundle shows plain) */
export function fenced(code: string, language: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language.toLowerCase().replace(/[^a-z0-9+-]/g, '')}\n${code}\n${fence}`;
}

export function CodeBlock({ code, language, className }: { code: string; language: string; className?: string }) {
  return <Markdown source={fenced(code, language)} className={className} />;
}

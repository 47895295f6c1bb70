// An output quiz's snippet as markdown, so the statement's renderer highlights it like any code block.

/** the snippet as a fenced JavaScript block, with a fence longer than any backtick run inside */
export function codeFence(snippet: string): string {
  const longest = Math.max(2, ...(snippet.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}js\n${snippet.replace(/\n+$/, '')}\n${fence}`;
}

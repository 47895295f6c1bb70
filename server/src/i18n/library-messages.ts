// English that libraries write, not this server: graphql-armor's refusals of an over-limit
// document (http/operation-limits.ts) carry no id, so their sentence is read back into one. Only
// these four; any other library text (GraphQL's own validation, zod's defaults) is sent as written.
import { type Message, msg } from './message';

const ARMOR: [RegExp, (max: string, found: string) => Message][] = [
  [/^Syntax Error: Token limit of (\d+) exceeded\.$/, (max) => msg('http.tokenLimit', { max })],
  [
    /^Syntax Error: Aliases limit of (\d+) exceeded, found (\d+)\.$/,
    (max, found) => msg('http.aliasLimit', { max, found }),
  ],
  [
    /^Syntax Error: Query depth limit of (\d+) exceeded, found (\d+)\.$/,
    (max, found) => msg('http.depthLimit', { max, found }),
  ],
  [
    /^Syntax Error: Directives limit of (\d+) exceeded, found (\d+)\.$/,
    (max, found) => msg('http.directiveLimit', { max, found }),
  ],
];

/** the catalogue message of a library's English sentence, if it is one of those above */
export function libraryMessage(text: string): Message | undefined {
  for (const [pattern, message] of ARMOR) {
    const [, max, found = ''] = pattern.exec(text) ?? [];
    if (max !== undefined) return message(max, found);
  }
  return undefined;
}

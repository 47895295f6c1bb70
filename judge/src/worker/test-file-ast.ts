// What the two rewrites of the hidden test file share (hide-sources.ts, trusted-access.ts): the
// parsed file with its parents, and text edits applied by position. Edits only insert text or
// replace punctuation between sub-expressions, and every replaced newline is put back, so each
// line of the file stays where it was (positions in stacks keep their line numbers).
import { type Node, parse } from 'acorn';

export interface AnyNode extends Node {
  [key: string]: unknown;
}

export interface Edit {
  pos: number;
  /** end of the replaced text (replacements only) */
  end?: number;
  depth: number;
  text: string;
  /** closers go before openers at one position; inner closers first, outer openers first */
  kind: 'open' | 'close';
}

export const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

export interface Visit {
  node: AnyNode;
  parent: AnyNode | null;
  depth: number;
  /** the node's parent, skipping parentheses around it (and the node as its parent sees it) */
  outer(): { self: AnyNode; parent: AnyNode | null };
  parentOf(node: AnyNode): AnyNode | null;
}

/** Parses a transpiled (strict, script) test file and calls `visit` on every node, outermost first. */
export function walkTestFile(code: string, visit: (v: Visit) => void): void {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    preserveParens: true,
  }) as unknown as AnyNode;
  const parents = new Map<AnyNode, AnyNode | null>([[program, null]]);
  const parentOf = (n: AnyNode) => parents.get(n) ?? null;
  // an explicit stack: a deeply nested file must not overflow the worker's own stack
  const stack: [AnyNode, number][] = [[program, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const parent = parentOf(node);
    visit({
      node,
      parent,
      depth,
      parentOf,
      outer() {
        let self = node;
        let up = parent;
        while (up && up.type === 'ParenthesizedExpression') {
          self = up;
          up = parentOf(up);
        }
        return { self, parent: up };
      },
    });
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      const children = Array.isArray(value) ? value : [value];
      for (let i = children.length - 1; i >= 0; i--) {
        const child: unknown = children[i];
        if (!isNode(child)) continue;
        parents.set(child, node);
        stack.push([child, depth + 1]);
      }
    }
  }
}

/** the newlines of `text`, so a replacement keeps the lines below it in place */
export const newlinesOf = (text: string) => text.replace(/[^\n]/g, '');

export function applyEdits(code: string, edits: Edit[]): string {
  edits.sort(
    (a, b) =>
      a.pos - b.pos ||
      (a.kind === b.kind ? 0 : a.kind === 'close' ? -1 : 1) ||
      (a.kind === 'close' ? b.depth - a.depth : a.depth - b.depth),
  );
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += code.slice(at, edit.pos) + edit.text;
    at = edit.end ?? edit.pos;
  }
  return out + code.slice(at);
}

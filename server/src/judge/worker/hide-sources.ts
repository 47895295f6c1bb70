// The hidden test file's functions, unreadable to the learner's code. The tests hand their own
// functions to the code (callbacks, objects with methods, classes whose instances carry
// `.constructor`), and `Function.prototype.toString` of any of them used to print that part of
// the hidden file. This rewrite (in the worker, off the server's main thread) makes every
// function the test file creates pass through a registry as it is made; the sandbox's
// `Function.prototype.toString` (sandbox/hide.ts) answers `[native code]` for registered
// functions. Identity, `this`, `new.target`, `super` and inferred names stay as they were: only
// registration calls are inserted, on the same lines (positions keep their line numbers).
//
// The file also becomes one function's body, so its top-level names (`const cases = …`,
// `function helper…`) are no longer globals the code could read by name.
import { type Node, parse } from 'acorn';

/** the two registration functions, parameters of the wrapper (no test file uses these names) */
export const HIDE_FUNCTION = '__judge$hide';
export const HIDE_MEMBERS = '__judge$hideMembers';

interface AnyNode extends Node {
  [key: string]: unknown;
}

interface Edit {
  pos: number;
  depth: number;
  text: string;
  /** closers go before openers at one position; inner closers first, outer openers first */
  kind: 'open' | 'close';
}

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** the name an anonymous function would have inferred from where it stands (NamedEvaluation) */
function inferredName(node: AnyNode, parent: AnyNode | null): string | undefined {
  if (!parent) return undefined;
  const key = (k: unknown, computed: unknown): string | undefined => {
    if (computed || !isNode(k)) return undefined;
    if (k.type === 'Identifier') return String(k.name);
    if (k.type === 'PrivateIdentifier') return `#${String(k.name)}`;
    if (k.type === 'Literal') return String(k.value);
    return undefined;
  };
  const id = (n: unknown) => (isNode(n) && n.type === 'Identifier' ? String(n.name) : undefined);
  switch (parent.type) {
    case 'VariableDeclarator':
      return parent.init === node ? id(parent.id) : undefined;
    case 'AssignmentExpression':
      return parent.right === node && NAMING_OPERATORS.has(String(parent.operator)) ? id(parent.left) : undefined;
    case 'AssignmentPattern':
      return parent.right === node ? id(parent.left) : undefined;
    case 'Property':
      return parent.value === node && parent.kind === 'init' && !parent.method
        ? key(parent.key, parent.computed)
        : undefined;
    case 'PropertyDefinition':
      return parent.value === node ? key(parent.key, parent.computed) : undefined;
    default:
      return undefined;
  }
}

const NAMING_OPERATORS = new Set(['=', '&&=', '||=', '??=']);
const STATEMENT_LISTS = new Set(['Program', 'BlockStatement', 'StaticBlock']);

/** `code` (a transpiled, strict test file) as the body of `(function (hide, hideMembers) {…})` */
export function hideTestSources(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as AnyNode;
  const edits: Edit[] = [];
  const wrap = (node: AnyNode, depth: number, open: string, close: string) => {
    edits.push({ pos: node.start, depth, text: open, kind: 'open' });
    edits.push({ pos: node.end, depth, text: close, kind: 'close' });
  };

  // an explicit stack: a deeply nested file must not overflow the worker's own stack
  const stack: [AnyNode, AnyNode | null, number][] = [[program, null, 0]];
  while (stack.length) {
    const [node, parent, depth] = stack.pop()!;
    switch (node.type) {
      case 'ArrowFunctionExpression':
      case 'FunctionExpression': {
        const isMethod =
          parent &&
          ((parent.type === 'Property' && (parent.method || parent.kind !== 'init') && parent.value === node) ||
            parent.type === 'MethodDefinition');
        if (!isMethod) {
          const name = node.id ? undefined : inferredName(node, parent);
          wrap(node, depth, `(${HIDE_FUNCTION}(`, name === undefined ? '))' : `, ${JSON.stringify(name)}))`);
        }
        break;
      }
      case 'ObjectExpression': {
        const hasMethods = (node.properties as AnyNode[]).some(
          (p) => p.type === 'Property' && (p.method || p.kind !== 'init'),
        );
        if (hasMethods) wrap(node, depth, `(${HIDE_MEMBERS}(`, '))');
        break;
      }
      case 'ClassBody':
        // runs once the class and its methods exist; `this` is the class
        edits.push({
          pos: node.start + 1,
          depth,
          text: `static{${HIDE_MEMBERS}(this);${HIDE_MEMBERS}(this.prototype)}`,
          kind: 'open',
        });
        break;
    }
    if (STATEMENT_LISTS.has(node.type) || node.type === 'SwitchCase') {
      const body = (node.type === 'SwitchCase' ? node.consequent : node.body) as AnyNode[];
      const declared = body
        .filter((s) => s.type === 'FunctionDeclaration' && isNode(s.id))
        .map((s) => String((s.id as AnyNode).name));
      if (declared.length) {
        // hoisted declarations: registered before anything in their scope can hand them out
        const first = body.find((s) => !(s.type === 'ExpressionStatement' && typeof s.directive === 'string'));
        const pos = first ? first.start : node.end - 1;
        edits.push({
          pos,
          depth: -1,
          text: `${declared.map((n) => `${HIDE_FUNCTION}(${n});`).join('')}`,
          kind: 'open',
        });
      }
    }
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) if (isNode(value[i])) stack.push([value[i], node, depth + 1]);
      } else if (isNode(value)) {
        stack.push([value, node, depth + 1]);
      }
    }
  }

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
    at = edit.pos;
  }
  out += code.slice(at);
  return `(function (${HIDE_FUNCTION}, ${HIDE_MEMBERS}) {${out}\n})`;
}

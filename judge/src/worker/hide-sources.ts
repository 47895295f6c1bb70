// The hidden test file's functions, unreadable to the learner's code. The tests hand their own
// functions to the code (callbacks, objects with methods, classes whose instances carry
// `.constructor`), and `Function.prototype.toString` of any of them used to print that part of
// the hidden file. This rewrite (in the worker, off the server's main thread) makes every
// function the test file creates pass through a registry as it is made; the sandbox's
// `Function.prototype.toString` (sandbox/hide.ts) answers `[native code]` for registered
// functions. Identity, `this`, `new.target`, `super` and inferred names stay as they were: only
// registration calls are inserted, on the same lines (positions keep their line numbers).
// rewrite-tests.ts applies these edits with the others.
import type { AnyNode, Edit, Visit } from './test-file-ast';
import { isNode } from './test-file-ast';

/** the two registration functions (no test file uses these names) */
export const HIDE_FUNCTION = '__judge$hide';
export const HIDE_MEMBERS = '__judge$hideMembers';

/** the name an anonymous function would have inferred from where it stands (NamedEvaluation) */
function inferredName(node: AnyNode, parent: AnyNode | null): string | undefined {
  // `node` is the function as its parent sees it (parentheses included)
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

/** the registrations `visit.node` needs (called for every node of the test file) */
export function hideEdits({ node, depth, outer }: Visit, edits: Edit[]): void {
  const wrap = (open: string, close: string) => {
    edits.push({ pos: node.start, depth, text: open, kind: 'open' });
    edits.push({ pos: node.end, depth, text: close, kind: 'close' });
  };
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': {
      const { self, parent } = outer();
      const isMethod =
        parent &&
        ((parent.type === 'Property' && (parent.method || parent.kind !== 'init') && parent.value === self) ||
          parent.type === 'MethodDefinition');
      if (!isMethod) {
        const name = node.id ? undefined : inferredName(self, parent);
        wrap(`(${HIDE_FUNCTION}(`, name === undefined ? '))' : `, ${JSON.stringify(name)}))`);
      }
      break;
    }
    case 'ObjectExpression': {
      const hasMethods = (node.properties as AnyNode[]).some(
        (p) => p.type === 'Property' && (p.method || p.kind !== 'init'),
      );
      if (hasMethods) wrap(`(${HIDE_MEMBERS}(`, '))');
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
      edits.push({
        pos: first ? first.start : node.end - 1,
        depth: -1,
        text: declared.map((n) => `${HIDE_FUNCTION}(${n});`).join(''),
        kind: 'open',
      });
    }
  }
}

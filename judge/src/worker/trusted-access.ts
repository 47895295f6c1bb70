// The other half of sandbox/trusted.ts: the test file is rewritten so that what it reads, calls,
// iterates and turns into text goes through the sandbox's trusted access, which answers with
// the built-ins as they were before the learner's code ran (a patched `Array.prototype.every`,
// `JSON.stringify`, a `Map.prototype.size` getter or array iterator no longer reaches the
// tests). Only member expressions, `for…of` heads, spreads, array destructuring with a value
// and template literals are touched; a member after `?.` in an optional chain, a write target
// and `super.x` stay as they are.
import type { AnyNode, Edit, Visit } from './test-file-ast';
import { newlinesOf } from './test-file-ast';
import { TEST_FILE } from '../sandbox/protocol';
import { TYPED_ARRAY_NAMES } from '../sandbox/trusted-names';

export const GET = '__judge$get';
export const CALL = '__judge$call';
export const ITER = '__judge$iter';
export const STR = '__judge$str';
export const RESTORE = '__judge$restore';
export const GUARD = '__judge$guard';
export const SETTLE = '__judge$settle';

/**
 * Built-ins the file calls by name that iterate or convert what they are given (`new Set(list)`,
 * `String(value)`): the slots they consult are put back once the arguments are evaluated, as
 * the learner's code may have replaced them during the call that produced one.
 */
const CONSULTING_BY_NAME = new Set([
  'String',
  'Number',
  'BigInt',
  'Symbol',
  'Set',
  'Map',
  'WeakMap',
  'WeakSet',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'AggregateError',
  ...TYPED_ARRAY_NAMES,
]);

/** whether a parameter list destructures an array somewhere (`([input, output]) => …`) */
function destructuresArray(params: AnyNode[]): boolean {
  const stack = [...params];
  while (stack.length) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'ArrayPattern':
        return true;
      case 'AssignmentPattern':
        stack.push(node.left as AnyNode);
        break;
      case 'RestElement':
        stack.push(node.argument as AnyNode);
        break;
      case 'ObjectPattern':
        for (const property of node.properties as AnyNode[]) {
          stack.push((property.type === 'RestElement' ? property : property.value) as AnyNode);
        }
        break;
    }
  }
  return false;
}

const PATTERN_PARTS = new Set(['ArrayPattern', 'ObjectPattern', 'AssignmentPattern', 'RestElement']);

/**
 * Shapes of array destructuring the judge cannot guard, refused with a message for the problem's
 * author: the built-ins an array pattern consults are put back before it starts (and before each
 * step of a loop's pattern), but not between the property reads of an object pattern nor before
 * a method's or a catch clause's parameters bind, where the code may just have run.
 */
function refuseUnguardedPattern(code: string, pattern: AnyNode, parentOf: (n: AnyNode) => AnyNode | null): void {
  let root = pattern;
  let insideObject = false;
  for (let up = parentOf(root); up; up = parentOf(up)) {
    if (up.type === 'Property' && parentOf(up)?.type === 'ObjectPattern') continue;
    if (!PATTERN_PARTS.has(up.type)) break;
    if (up.type === 'ObjectPattern') insideObject = true;
    root = up;
  }
  const owner = parentOf(root);
  const ownerParent = owner ? parentOf(owner) : null;
  const isParameter = owner && (owner.params as AnyNode[] | undefined)?.includes(root);
  const inMethod =
    isParameter &&
    (ownerParent?.type === 'MethodDefinition' ||
      (ownerParent?.type === 'Property' && (ownerParent.method || ownerParent.kind !== 'init')));
  const where = insideObject
    ? 'inside an object pattern'
    : inMethod
      ? "in a method's parameters"
      : owner?.type === 'CatchClause'
        ? "in a catch clause's parameter"
        : undefined;
  if (!where) return;
  // a position the judge maps back to the file as written (transpile.ts, remapPositions)
  const before = code.slice(0, pattern.start).split('\n');
  const at = `${TEST_FILE}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
  throw new Error(
    `The hidden test file destructures an array ${where} (at ${at}), which the judge cannot guard against the code under test; destructure it in a statement of its own.`,
  );
}

/**
 * `expect` taken as a value (`const { any } = expect`, `helper(expect)`, `const any = expect.any`):
 * an asymmetric matcher counts only when the test file calls it on `expect` (`expect.any(Number)`,
 * sandbox/trusted.ts `madeByTests`), so one made another way would be compared as a plain object
 * and fail a right answer. Refused with a message for the problem's author instead.
 */
function refuseExpectAsValue(code: string, visit: Visit): void {
  const { self, parent } = visit.outer();
  if (!parent) return;
  const calledAt = (member: AnyNode) => {
    const up = visit.parentOf(member);
    return up?.type === 'CallExpression' && up.callee === member;
  };
  switch (parent.type) {
    case 'CallExpression':
      if (parent.callee === self) return;
      break;
    case 'MemberExpression':
      // someone.expect, or expect.x(…) and expect.not.x(…)
      if (parent.property === self && !parent.computed) return;
      // (a read further into a member, `expect.constructor.name`, hands no matcher on)
      if (parent.object === self && !parent.computed) {
        if (calledAt(parent)) return;
        const next = visit.parentOf(parent);
        if (next?.type !== 'MemberExpression' || next.object !== parent) break;
        if ((parent.property as AnyNode).name !== 'not' || calledAt(next)) return;
        const after = visit.parentOf(next);
        if (after?.type === 'MemberExpression' && after.object === next) return;
      }
      break;
    case 'Property':
      if (parent.key === self && parent.value !== self && !parent.computed) return;
      break;
    case 'MethodDefinition':
    case 'PropertyDefinition':
      if (parent.key === self && !parent.computed) return;
      break;
  }
  const before = code.slice(0, self.start).split('\n');
  const at = `${TEST_FILE}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
  throw new Error(
    `The hidden test file uses expect other than as expect(…) or expect.<name>(…) (at ${at}); the judge recognises the matchers it makes (expect.any(Number)) only when they are called on expect, so call them there.`,
  );
}

/** the function declarations of a statement list whose parameters destructure an array */
function guardedDeclarations(body: AnyNode[]): string[] {
  return body
    .filter((s) => s.type === 'FunctionDeclaration' && destructuresArray(s.params as AnyNode[]))
    .map((s) => String((s.id as AnyNode).name));
}

/** true when `self` is written, deleted or bound rather than read */
function isTarget(self: AnyNode, parent: AnyNode | null, grand: AnyNode | null): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'AssignmentExpression':
    case 'AssignmentPattern':
      return parent.left === self;
    case 'UpdateExpression':
    case 'RestElement':
      return true;
    case 'UnaryExpression':
      return parent.operator === 'delete';
    case 'ForInStatement':
    case 'ForOfStatement':
      return parent.left === self;
    case 'ArrayPattern':
      return true;
    case 'Property':
      return parent.value === self && grand?.type === 'ObjectPattern';
    default:
      return false;
  }
}

/** inside the spine of an optional chain (`a?.b.c`, `a?.()`): rewriting would break its short-circuit */
function inOptionalChain(node: AnyNode, parentOf: (n: AnyNode) => AnyNode | null): boolean {
  let cur = node;
  for (let up = parentOf(cur); up; cur = up, up = parentOf(up)) {
    if (up.type === 'ChainExpression') return true;
    const spine =
      (up.type === 'MemberExpression' && up.object === cur) || (up.type === 'CallExpression' && up.callee === cur);
    if (!spine) return false;
  }
  return false;
}

const calleeText = (code: string, node: AnyNode) => {
  const text = code.slice(node.start, node.end).replace(/\s+/g, ' ');
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
};

/** `library`: Jest's own source (bundle.ts), whose patterns are not refused */
export function trustedAccessEdits(code: string, visit: Visit, edits: Edit[], library = false): void {
  const { node, depth, parentOf } = visit;
  const wrap = (target: AnyNode, open: string, close = ')') => {
    edits.push({ pos: target.start, depth: depth + 1, text: open, kind: 'open' });
    edits.push({ pos: target.end, depth: depth + 1, text: close, kind: 'close' });
  };
  const replace = (from: number, to: number, text: string) =>
    edits.push({ pos: from, end: to, depth, text: text + newlinesOf(code.slice(from, to)), kind: 'close' });

  switch (node.type) {
    case 'MemberExpression': {
      const object = node.object as AnyNode;
      const property = node.property as AnyNode;
      if (object.type === 'Super' || property.type === 'PrivateIdentifier' || node.optional) return;
      if (inOptionalChain(node, parentOf)) return;
      const { self, parent } = visit.outer();
      if (isTarget(self, parent, parent ? parentOf(parent) : null)) return;
      if (parent?.type === 'TaggedTemplateExpression' && parent.tag === self) return;
      const isCall = parent?.type === 'CallExpression' && parent.callee === self && !parent.optional;
      edits.push({ pos: node.start, depth, text: isCall ? `${CALL}(` : `(${GET}(`, kind: 'open' });
      const close = isCall ? `, ${calleeText(code, node)})` : '))';
      if (node.computed) {
        replace(object.end, property.start, ', ');
        replace(property.end, node.end, close);
      } else {
        replace(object.end, node.end, `, ${JSON.stringify(String(property.name))}${close}`);
      }
      return;
    }
    case 'ForOfStatement': {
      if (node.await) return;
      const left = node.left as AnyNode;
      const binding = left.type === 'VariableDeclaration' ? (left.declarations as AnyNode[])[0]?.id : left;
      // each value destructured by the loop's pattern: its slots put back at every step
      const destructures = (binding as AnyNode | undefined)?.type === 'ArrayPattern';
      wrap(node.right as AnyNode, `${ITER}(`, destructures ? ', true)' : ')');
      return;
    }
    case 'ArrayPattern':
      if (!library) refuseUnguardedPattern(code, node, parentOf);
      return;
    case 'SpreadElement': {
      const parent = visit.parent;
      if (parent && parent.type !== 'ObjectExpression') wrap(node.argument as AnyNode, `${ITER}(`);
      return;
    }
    case 'VariableDeclarator':
      if ((node.id as AnyNode).type === 'ArrayPattern' && node.init) wrap(node.init as AnyNode, `${ITER}(`, ', true)');
      return;
    case 'AssignmentExpression':
      if ((node.left as AnyNode).type === 'ArrayPattern') wrap(node.right as AnyNode, `${ITER}(`, ', true)');
      return;
    case 'CallExpression':
    case 'NewExpression': {
      const callee = node.callee as AnyNode;
      if (callee.type !== 'Identifier' || !CONSULTING_BY_NAME.has(String(callee.name))) return;
      // after the arguments are evaluated (they may call the code), before the built-in runs
      const last = (node.arguments as AnyNode[]).at(-1);
      if (!last) return;
      if (last.type !== 'SpreadElement') wrap(last, `${RESTORE}(`);
      else {
        // a spread runs the iterable's code while the built-in takes its arguments: consumed first
        const spread = last.argument as AnyNode;
        edits.push({ pos: spread.start, depth: depth + 1.5, text: `${SETTLE}(`, kind: 'open' });
        edits.push({ pos: spread.end, depth: depth + 1.5, text: ')', kind: 'close' });
      }
      return;
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': {
      // the parameters destructure before any of the function's own code runs: the wrapper
      // (outside the registration hide-sources.ts adds) puts the iterators back before each call
      const { self, parent } = visit.outer();
      const isMethod =
        parent?.type === 'MethodDefinition' ||
        (parent?.type === 'Property' && (parent.method || parent.kind !== 'init') && parent.value === self);
      if (isMethod || !destructuresArray(node.params as AnyNode[])) return;
      edits.push({ pos: node.start, depth: depth - 0.5, text: `(${GUARD}(`, kind: 'open' });
      edits.push({ pos: node.end, depth: depth - 0.5, text: '))', kind: 'close' });
      return;
    }
    case 'Program':
    case 'BlockStatement':
    case 'StaticBlock':
    case 'SwitchCase': {
      // hoisted declarations: guarded where hide-sources.ts registers them, before they can be called
      const body = (node.type === 'SwitchCase' ? node.consequent : node.body) as AnyNode[];
      const guarded = guardedDeclarations(body);
      if (!guarded.length) return;
      const first = body.find((s) => !(s.type === 'ExpressionStatement' && typeof s.directive === 'string'));
      edits.push({
        pos: first ? first.start : node.end - 1,
        depth: -1,
        text: guarded.map((name) => `${name} = ${GUARD}(${name});`).join(''),
        kind: 'open',
      });
      return;
    }
    case 'Identifier':
      if (!library && node.name === 'expect') refuseExpectAsValue(code, visit);
      return;
    case 'TemplateLiteral': {
      if (visit.parent?.type === 'TaggedTemplateExpression') return;
      for (const expression of node.expressions as AnyNode[]) wrap(expression, `${STR}(`);
      return;
    }
  }
}

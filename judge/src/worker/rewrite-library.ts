// Jest's matcher libraries (expect, @jest/expect-utils, jest-matcher-utils) as bundle.ts puts
// them in the harness: the test file's trusted-access rewrite run over their source, so what a
// matcher reads and calls (`b.has(value)`, `indexable.indexOf(item)`, `expected.test(message)`)
// is the built-in as it was before the learner's code ran, even when the learner's value ran
// code in the middle of the matcher (a getter, its own iterator, an `asymmetricMatch`). The
// names the rewrite calls are injected by bundle.ts (sandbox/trusted-hooks.ts).
import { TRUSTED_GLOBAL_NAMES } from '../sandbox/trusted-names';
import { type Edit, applyEdits, walkTestFile } from './test-file-ast';
import { trustedAccessEdits } from './trusted-access';

/** how @jest/expect-utils tells an asymmetric matcher (`expect.any(Number)`) from a value */
const IS_ASYMMETRIC = "return !!obj && isA('Function', obj.asymmetricMatch);";

/**
 * Jest lets either side of `equals` be an asymmetric matcher, so a returned
 * `{ asymmetricMatch: () => true }` (or `expect.anything()`) equalled every expected value. Only
 * matchers the tests made count (sandbox/trusted-hooks.ts); the code's are compared as objects.
 */
export function onlyTestsMatchers(code: string): string {
  if (!code.includes(IS_ASYMMETRIC))
    throw new Error('@jest/expect-utils no longer has the isAsymmetric the judge guards');
  return code.replace(IS_ASYMMETRIC, `${IS_ASYMMETRIC.slice(0, -1)} && __judge$testsMatcher(obj);`);
}

/** `code`, a CommonJS file of one of those libraries, with its member reads and calls rewritten */
export function rewriteLibrary(code: string): string {
  const edits: Edit[] = [];
  walkTestFile(code, (visit) => trustedAccessEdits(code, visit, edits, true));
  // the built-in globals' names bound when the library loads (with the harness, before the
  // learner's code): a `globalThis.Object` the code replaces is not the `Object` Jest reads
  return `var {${TRUSTED_GLOBAL_NAMES.join(',')}} = globalThis;${applyEdits(code, edits)}`;
}

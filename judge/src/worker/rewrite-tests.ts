// The hidden test file as the sandbox evaluates it: its functions registered so their source
// stays hidden (hide-sources.ts), its reads, calls, iterations and template literals going
// through the built-ins as they were before the learner's code ran (trusted-access.ts), and
// the whole file one function's body, so its top-level names (`const cases = …`) are not
// globals the code could read, and the built-in globals' names (`JSON`, `Object`, `Array`…)
// are bound to the objects the sandbox took before the code ran.
import { TRUSTED_GLOBAL_NAMES } from '../sandbox/trusted-names';
import { HIDE_FUNCTION, HIDE_MEMBERS, hideEdits } from './hide-sources';
import { type Edit, applyEdits, walkTestFile } from './test-file-ast';
import { CALL, GET, GUARD, ITER, RESTORE, SETTLE, STR, trustedAccessEdits } from './trusted-access';

const SCOPE = '__judge$scope';

/**
 * `code` (a transpiled, strict test file) as `(function (scope) {…})`: the worker calls it with
 * the harness's `TestFileScope` (sandbox/protocol.ts). Everything added stays on line 1 before
 * the file's text, so positions keep their line numbers.
 */
export function rewriteTestFile(code: string): string {
  const edits: Edit[] = [];
  walkTestFile(code, (visit) => {
    hideEdits(visit, edits);
    trustedAccessEdits(code, visit, edits);
  });
  const body = applyEdits(code, edits);
  const bindings = [
    `const {${TRUSTED_GLOBAL_NAMES.join(',')}} = ${SCOPE}.globals;`,
    `const ${HIDE_FUNCTION} = ${SCOPE}.hide, ${HIDE_MEMBERS} = ${SCOPE}.hideMembers;`,
    `const ${GET} = ${SCOPE}.get, ${CALL} = ${SCOPE}.call, ${ITER} = ${SCOPE}.iter, ${SETTLE} = ${SCOPE}.settle, ${STR} = ${SCOPE}.str;`,
    `const ${RESTORE} = ${SCOPE}.restore, ${GUARD} = ${SCOPE}.guard;`,
  ].join('');
  return `(function (${SCOPE}) {${bindings}(function () {${body}\n})();})`;
}

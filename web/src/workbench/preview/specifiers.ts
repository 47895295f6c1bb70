// A module's import specifiers rewritten one by one (es-module-lexer finds them without parsing
// the whole program): compile.ts points them at `@files/<path>` or a runtime, the frame's linker
// at URLs. A dynamic import of an expression is left as it is.
// the asm.js build: no WebAssembly, which the app's CSP does not allow, and no async init
import { parse } from 'es-module-lexer/js';

export function replaceSpecifiers(code: string, path: string, to: (name: string) => string): string {
  const [imports] = parse(code, path);
  let out = '';
  let last = 0;
  for (const entry of imports) {
    if (entry.n == null || entry.s < 0) continue;
    out += code.slice(last, entry.s) + to(entry.n);
    last = entry.e;
  }
  return out + code.slice(last);
}

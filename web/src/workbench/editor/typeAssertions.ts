// A type challenge's assertion types in the editor: the judge declares them beside the learner's
// types when it checks them (judge/src/types/assertions.ts; a test keeps the two the same), and the
// Case tab declares them to Monaco's TypeScript service, so the visible assertions the learner's
// types break are underlined as they type.
import { useEffect } from 'react';

export const TYPE_ASSERTIONS = `
type Expect<T extends true> = T;
type ExpectTrue<T extends true> = T;
type ExpectFalse<T extends false> = T;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type NotEqual<X, Y> = true extends Equal<X, Y> ? false : true;
type IsAny<T> = 0 extends 1 & T ? true : false;
type NotAny<T> = true extends IsAny<T> ? false : true;
`;

/** declares the assertion types to the editor while `active` (a type challenge's workbench) */
export function useTypeAssertions(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let live = true;
    let lib: { dispose(): void } | null = null;
    void import('./monaco').then(({ addTypeScriptLib }) => {
      if (live) lib = addTypeScriptLib(TYPE_ASSERTIONS, 'file:///type-assertions.d.ts');
    });
    return () => {
      live = false;
      lib?.dispose();
    };
  }, [active]);
}

// The workbench declares the same assertion types to its editor (web/src/workbench/editor/
// typeAssertions.ts), so what the editor underlines is what the judge fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSERTIONS } from './assertions';

describe('the assertion types', () => {
  it('are the same in the judge and in the workbench’s editor', () => {
    const web = readFileSync(new URL('../../../web/src/workbench/editor/typeAssertions.ts', import.meta.url), 'utf8');
    expect(/export const TYPE_ASSERTIONS = `([\s\S]*?)`;/.exec(web)?.[1]).toBe(ASSERTIONS);
  });
});

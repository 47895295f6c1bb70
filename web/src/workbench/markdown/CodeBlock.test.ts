// The report and the shared page show code as one Markdown code block: backticks inside the code must not
// close the fence early, or the rest would render as Markdown.
import { describe, expect, it } from 'vitest';
import { fenceLanguage, fencedCode } from './CodeBlock';

describe('fencedCode', () => {
  it('fences plain code with three backticks and the language', () => {
    expect(fencedCode('let a = 1;', 'Javascript')).toBe('```js\nlet a = 1;\n```');
    expect(fencedCode('let a: number = 1;', 'Typescript')).toBe('```ts\nlet a: number = 1;\n```');
  });

  it("takes a UI file's language from its extension", () => {
    expect(fenceLanguage('src/App.jsx')).toBe('js');
    expect(fenceLanguage('src/App.tsx')).toBe('ts');
    expect(fenceLanguage('src/App.vue')).toBe('html');
    expect(fenceLanguage('src/styles.css')).toBe('css');
    expect(fenceLanguage('README')).toBe('js');
    expect(fenceLanguage('notes.txt')).toBe('');
  });

  it('makes the fence longer than any backtick run in the code', () => {
    const code = 'const s = `x`;\n// ```\n// ````';
    const fenced = fencedCode(code, 'Javascript');
    expect(fenced.startsWith('`````js\n')).toBe(true);
    expect(fenced.endsWith('\n`````')).toBe(true);
    expect(fenced.slice(8, -6)).toBe(code);
  });
});

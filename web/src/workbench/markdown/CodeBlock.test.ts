import { describe, expect, it } from 'vitest';
import { fenced } from './CodeBlock';

describe('fenced', () => {
  it('uses three backticks and the language in lower case', () => {
    expect(fenced('let a = 1;', 'JavaScript')).toBe('```javascript\nlet a = 1;\n```');
  });

  it('uses a fence longer than any backticks in the code, and keeps the info string plain', () => {
    expect(fenced('const s = ````;', 'ts onload=x')).toBe('`````tsonloadx\nconst s = ````;\n`````');
  });
});

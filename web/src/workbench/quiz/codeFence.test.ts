import { describe, expect, it } from 'vitest';
import { codeFence } from './codeFence';

describe('codeFence', () => {
  it('fences a snippet as JavaScript, with a fence longer than any backticks inside', () => {
    expect(codeFence('console.log(1);\n')).toBe('```js\nconsole.log(1);\n```');
    expect(codeFence('const s = `a`;\nconsole.log("```");')).toBe('````js\nconst s = `a`;\nconsole.log("```");\n````');
  });
});

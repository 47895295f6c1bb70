import type { Element, Root } from 'hast';
import javascript from 'highlight.js/lib/languages/javascript';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlightCode';

const block = (className: string[] | undefined, text: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: className ? { className } : {},
          children: [{ type: 'text', value: text }],
        },
      ],
    },
  ],
});
const codeOf = (tree: Root) => (tree.children[0] as Element).children[0] as Element;
const highlight = highlightCode({ languages: { javascript }, aliases: { javascript: ['js'] } });

describe('highlightCode', () => {
  it('highlights a registered language (or its alias) and marks the block hljs', () => {
    const tree = block(['language-js'], 'const a = 1;');
    highlight(tree);
    const code = codeOf(tree);
    expect(code.properties.className).toEqual(['hljs', 'language-js']);
    expect(code.children.some((child) => child.type === 'element' && child.tagName === 'span')).toBe(true);
  });

  it('leaves a block without a language, or marked no-highlight, as it is', () => {
    for (const className of [undefined, ['no-highlight', 'language-js']]) {
      const tree = block(className, 'const a = 1;');
      highlight(tree);
      expect(codeOf(tree).children).toEqual([{ type: 'text', value: 'const a = 1;' }]);
      expect(codeOf(tree).properties.className).toEqual(className);
    }
  });

  it('marks a block in a language not registered hljs, without highlighting it', () => {
    const tree = block(['language-rust'], 'fn main() {}');
    highlight(tree);
    expect(codeOf(tree).properties.className).toEqual(['hljs', 'language-rust']);
    expect(codeOf(tree).children).toEqual([{ type: 'text', value: 'fn main() {}' }]);
  });
});

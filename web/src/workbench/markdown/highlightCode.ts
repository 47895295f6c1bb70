// A rehype plugin that highlights `<pre><code class="language-…">` with the grammars it is
// given, as rehype-highlight does. rehype-highlight itself falls back to lowlight's 37 common
// grammars when no language is passed, so the bundle carried all of them (~20 KB compressed on
// the workbench) although only six are registered; lowlight's createLowlight alone does not.
// As there: a block without a language is left alone; one in a language not registered gets the
// `hljs` class but no highlighting.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { type LanguageFn, createLowlight } from 'lowlight';

export interface HighlightOptions {
  languages: Record<string, LanguageFn>;
  aliases?: Record<string, string[]>;
}

/** the `language-x` (or `lang-x`) class of a code element; false for `no-highlight` */
function languageOf(node: Element): string | false | undefined {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return undefined;
  let name: string | undefined;
  for (const value of classes.map(String)) {
    if (value === 'no-highlight' || value === 'nohighlight') return false;
    name ??= value.startsWith('language-') ? value.slice(9) : value.startsWith('lang-') ? value.slice(5) : undefined;
  }
  return name;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

export function highlightCode({ languages, aliases }: HighlightOptions) {
  const lowlight = createLowlight(languages);
  if (aliases) lowlight.registerAlias(aliases);

  const visit = (node: Root | RootContent, parent: Element | null): void => {
    if (node.type !== 'root' && node.type !== 'element') return;
    if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
      const language = languageOf(node);
      if (!language) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = classes.includes('hljs') ? classes : ['hljs', ...classes];
      if (!lowlight.registered(language)) return;
      const result = lowlight.highlight(language, node.children.map(textOf).join(''));
      if (result.children.length > 0) node.children = result.children as ElementContent[];
      return;
    }
    for (const child of node.children) visit(child, node.type === 'element' ? node : null);
  };
  return (tree: Root) => visit(tree, null);
}

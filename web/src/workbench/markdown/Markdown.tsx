// Statements and solutions: markdown rendered with GitHub-flavoured tables, sanitised
// (rehype-sanitize's GitHub schema, so no script, style or event handler survives) and then
// code blocks highlighted offline (highlight.js grammars through lowlight, highlightCode.ts; only
// the languages problems use are bundled).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { highlightCode } from './highlightCode';
import './markdown.css';

const languages = { bash, css, javascript, json, typescript, xml };
const aliases = { javascript: ['js', 'jsx'], typescript: ['ts', 'tsx'], xml: ['html', 'vue'], bash: ['sh', 'shell'] };

// Parsing and highlighting a statement is the workbench's costliest render after Monaco's: memo,
// so the page's other updates (its data arriving, the session, the panels) do not parse it again.
export const Markdown = memo(function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const { t } = useTranslation('workbench');
  return (
    <div className={`wb-markdown ${className}`}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, [highlightCode, { languages, aliases }]]}
        components={{
          a: ({ node: _node, children, ...props }) => (
            <a {...props} target="_blank" rel="noreferrer noopener">
              {children}
            </a>
          ),
          // a long code line scrolls sideways: the block takes focus so a keyboard can scroll it
          pre: ({ node: _node, ...props }) => (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
            <pre {...props} tabIndex={0} role="region" aria-label={t('problem.codeBlock')} />
          ),
          table: ({ node: _node, ...props }) => (
            <div className="wb-table">
              <table {...props} />
            </div>
          ),
        }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
});

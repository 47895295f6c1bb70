// Per-page <title> and Open Graph tags in the web app's index.html, for the pages a chat app
// previews by reading the HTML (it runs no script, so the SPA's own title is never seen). The
// domains say what a path's page is (AppOptions.pageMeta); here it is written into the HTML.
import type { Locale } from '../graphql/locale';

export interface PageMeta {
  title: string;
  description: string;
  /** true: ask search engines not to index the page (a private link) */
  noIndex?: boolean;
}

/** the domains' answer for a path: its page's meta, or null for the app's default */
export type PageMetaSource = (path: string, locale: Locale) => Promise<PageMeta | null>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** text safe in an element's content and in a double-quoted attribute */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** index.html with the page's title, description and Open Graph tags in place of the defaults */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(meta.noIndex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  const bare = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // first thing in <head> (or, in a document without one, after the doctype)
  const anchor = /<head\b[^>]*>/i.exec(bare) ?? /^<!doctype html>/i.exec(bare);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  return `${bare.slice(0, at)}\n    ${tags}\n${bare.slice(at)}`;
}

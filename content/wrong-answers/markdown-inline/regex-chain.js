// Wrong: escapes everything, then applies regular expressions. Code spans are replaced first, but
// bold and italic are applied afterwards and reach into the <code> content; the scheme check is
// case-sensitive.
function renderInline(markdown) {
  let html = String(markdown)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  html = html.replace(/`([^`]+)`/g, '<code>$1</code>');
  html = html.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/\*(.+?)\*/g, '<em>$1</em>');
  html = html.replace(/\[([^\]]+)\]\(([^\s)]+)\)/g, (_, text, url) =>
    url.startsWith('javascript:') ? text : `<a href="${url}">${text}</a>`,
  );
  return html;
}

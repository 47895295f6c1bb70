// Wrong: a proper scanner, but code spans are output without escaping, a '**' inside an italic is
// taken as its closer, and only the exact lower-case 'javascript:' prefix is rejected.
function renderInline(markdown) {
  const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const render = (s) => {
    let out = '';
    let i = 0;
    while (i < s.length) {
      if (s[i] === '`') {
        const end = s.indexOf('`', i + 1);
        if (end > i + 1) {
          out += '<code>' + s.slice(i + 1, end) + '</code>';
          i = end + 1;
          continue;
        }
      } else if (s[i] === '*') {
        const m = s.startsWith('**', i) ? '**' : '*';
        const end = s.indexOf(m, i + m.length);
        if (end > i + m.length) {
          const tag = m === '**' ? 'strong' : 'em';
          out += `<${tag}>${render(s.slice(i + m.length, end))}</${tag}>`;
          i = end + m.length;
          continue;
        }
        out += m;
        i += m.length;
        continue;
      } else if (s[i] === '[') {
        const link = /^\[([^\]]+)\]\(([^\s)]+)\)/.exec(s.slice(i));
        if (link) {
          out += link[2].startsWith('javascript:') ? render(link[1]) : `<a href="${esc(link[2])}">${render(link[1])}</a>`;
          i += link[0].length;
          continue;
        }
      }
      out += esc(s[i]);
      i++;
    }
    return out;
  };
  return render(String(markdown));
}

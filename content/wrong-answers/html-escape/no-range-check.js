// Wrong: decodes in one pass, but forgets the single quote in attributes, makes the semicolon
// optional and passes every code point to String.fromCodePoint (0 and surrogates go through,
// values above 0x10FFFF throw a RangeError).
function escapeHtml(text) {
  return String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
}

function escapeAttribute(value) {
  return escapeHtml(value).replace(/"/g, '&quot;');
}

function unescapeHtml(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };
  return String(text).replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));?/g, (m, dec, hex, name) => {
    if (name !== undefined) return Object.hasOwn(named, name) ? named[name] : m;
    return String.fromCodePoint(dec !== undefined ? parseInt(dec, 10) : parseInt(hex, 16));
  });
}

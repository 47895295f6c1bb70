// Wrong: the classic two-regex answer. It puts a separator before every capital letter, so
// acronyms fall apart (XMLHttpRequest -> x_m_l_http_request) and PascalCase gets a leading
// separator; camelCase only uppercases the letter after a separator and never lowercases the rest.
function convertCase(text, target) {
  if (target === 'camel') {
    return text.replace(/[-_\s]+(\w)/g, (_, c) => c.toUpperCase());
  }
  const sep = target === 'snake' ? '_' : '-';
  if (target !== 'snake' && target !== 'kebab') throw new TypeError('Unknown target');
  return text.replace(/[A-Z]/g, (c) => sep + c.toLowerCase()).replace(/[-_\s]+/g, sep);
}

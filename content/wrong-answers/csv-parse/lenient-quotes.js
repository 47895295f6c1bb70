// Wrong: a character-by-character state machine that handles line breaks inside quotes, but treats
// every '"' as a toggle (so "" closes and reopens instead of giving one quote, and quotes in the middle
// of an unquoted field start quoting), never reports malformed input, and trims spaces.
function parseCSV(text, { delimiter = ',' } = {}) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === delimiter) {
      row.push(field.trim());
      field = '';
    } else if (!quoted && (c === '\n' || (c === '\r' && text[i + 1] === '\n'))) {
      if (c === '\r') i++;
      row.push(field.trim());
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field.trim());
    rows.push(row);
  }
  return rows;
}

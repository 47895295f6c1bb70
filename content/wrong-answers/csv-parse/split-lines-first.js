// Wrong: splits the text into lines first, so a line break inside quotes cuts a record in two, and a
// final line break adds an empty record; quotes and "" are handled within a line.
function parseCSV(text, { delimiter = ',' } = {}) {
  if (text === '') return [];
  return text.split(/\r?\n/).map((line) => {
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"' && field === '') quoted = true;
      else if (c === delimiter) {
        fields.push(field);
        field = '';
      } else field += c;
    }
    fields.push(field);
    return fields;
  });
}

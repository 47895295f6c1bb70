// Wrong: translates every * (single or double) to .*, so a star crosses directories, and ? and
// character classes can match '/'; braces are not nested-aware.
function globMatch(pattern, path) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') {
      source += '.*';
      while (pattern[i + 1] === '*') i++;
    } else if (c === '?') source += '.';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end === -1) source += '\\[';
      else {
        source += '[' + pattern.slice(i + 1, end).replace(/^!/, '^') + ']';
        i = end;
      }
    } else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',') source += '|';
    else if (c === '\\') source += '\\' + pattern[++i];
    else source += c.replace(/[.+^$()|]/g, '\\$&');
  }
  return new RegExp('^' + source + '$').test(path);
}

// Wrong: '**/' must match at least one directory (so 'a/**/b' misses 'a/b' and '**/x' misses 'x'),
// regex characters such as '.' are not escaped, and the pattern is recompiled on every call.
function globMatch(pattern, path) {
  let source = '';
  let i = 0;
  while (i < pattern.length) {
    if (pattern.startsWith('**/', i)) {
      source += '(?:[^/]+/)+';
      i += 3;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 2;
    } else if (pattern[i] === '*') {
      source += '[^/]*';
      i++;
    } else if (pattern[i] === '?') {
      source += '[^/]';
      i++;
    } else if (pattern[i] === '{' && pattern.indexOf('}', i) !== -1) {
      const end = pattern.indexOf('}', i);
      source += '(?:' + pattern.slice(i + 1, end).split(',').join('|') + ')';
      i = end + 1;
    } else {
      source += pattern[i];
      i++;
    }
  }
  return new RegExp('^' + source + '$').test(path);
}

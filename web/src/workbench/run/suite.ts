// The visible suite's test names, read from the test code (describe blocks and test/it
// titles joined with ›, as the judge names results), for the All tests tab.
export function suiteNames(testCode: string): string[] {
  const names: string[] = [];
  const stack: { name: string; depth: number }[] = [];
  let depth = 0;
  const pattern = /\b(describe|test|it)(?:\.(?:only|skip|todo))?\s*\(\s*(['"`])((?:\\.|(?!\2).)*)\2|[{}]/g;
  for (const match of testCode.matchAll(pattern)) {
    if (match[0] === '{') {
      depth += 1;
      continue;
    }
    if (match[0] === '}') {
      depth -= 1;
      while (stack.length && stack[stack.length - 1]!.depth > depth) stack.pop();
      continue;
    }
    const [, kind, , title] = match;
    if (kind === 'describe') stack.push({ name: title!, depth: depth + 1 });
    else names.push([...stack.map((s) => s.name), title!].join(' › '));
  }
  return names;
}

// Wrong: correct precedence and associativity, but it stops at the first token it cannot use
// (so '1 2' gives 1 and '3)' gives 3), reads numbers with parseFloat ('5.' is 5) and lets
// division by zero return Infinity.
function evaluate(expression) {
  const tokens = expression.match(/\d*\.?\d+\.?|[-+*/%()]|\S/g) || [];
  let pos = 0;
  const fail = () => {
    throw new SyntaxError(pos >= tokens.length ? 'Unexpected end of input' : `Unexpected token '${tokens[pos]}'`);
  };
  function expr() {
    let v = term();
    while (tokens[pos] === '+' || tokens[pos] === '-') v = tokens[pos++] === '+' ? v + term() : v - term();
    return v;
  }
  function term() {
    let v = unary();
    while (['*', '/', '%'].includes(tokens[pos])) {
      const op = tokens[pos++];
      const r = unary();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  }
  function unary() {
    if (tokens[pos] === '-') {
      pos++;
      return -unary();
    }
    if (tokens[pos] === '(') {
      pos++;
      const v = expr();
      if (tokens[pos] !== ')') fail();
      pos++;
      return v;
    }
    if (pos < tokens.length && /\d/.test(tokens[pos])) return parseFloat(tokens[pos++]);
    return fail();
  }
  return expr();
}

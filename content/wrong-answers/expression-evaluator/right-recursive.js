// Wrong: a recursive-descent parser whose rules recurse to the right (term op expression), so
// subtraction, division and remainder chains are right-associative: 10 - 4 - 3 gives 9.
function evaluate(expression) {
  const tokens = expression.match(/\d+(?:\.\d+)?|[-+*/%()]|\S/g) || [];
  let pos = 0;
  const expect = (cond, t) => {
    if (!cond) throw new SyntaxError(t === undefined ? 'Unexpected end of input' : `Unexpected token '${t}'`);
  };
  function expr() {
    const left = term();
    const op = tokens[pos];
    if (op === '+' || op === '-') {
      pos++;
      const right = expr();
      return op === '+' ? left + right : left - right;
    }
    return left;
  }
  function term() {
    const left = unary();
    const op = tokens[pos];
    if (op === '*' || op === '/' || op === '%') {
      pos++;
      const right = term();
      if (op !== '*' && right === 0) throw new RangeError('Division by zero');
      return op === '*' ? left * right : op === '/' ? left / right : left % right;
    }
    return left;
  }
  function unary() {
    if (tokens[pos] === '-') {
      pos++;
      return -unary();
    }
    const t = tokens[pos++];
    if (t === '(') {
      const v = expr();
      expect(tokens[pos] === ')', tokens[pos]);
      pos++;
      return v;
    }
    expect(t !== undefined && /^\d/.test(t), t);
    return Number(t);
  }
  const value = expr();
  expect(pos === tokens.length, tokens[pos]);
  return value;
}

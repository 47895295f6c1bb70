// Wrong: the decoder reads exactly one digit after each character, so any count of 10 or more
// (x12, a100) is rejected as malformed, and a count of 0 is accepted.
function rleEncode(text) {
  if (/\d/.test(text)) throw new RangeError('Digits cannot be encoded');
  return text.replace(/(.)\1*/gsu, (run, ch) => ch + [...run].length);
}

function rleDecode(encoded) {
  const chars = [...encoded];
  let out = '';
  for (let i = 0; i < chars.length; i += 2) {
    const ch = chars[i];
    const digit = chars[i + 1];
    if (/\d/.test(ch) || digit === undefined || !/\d/.test(digit)) throw new SyntaxError('Invalid encoding');
    out += ch.repeat(Number(digit));
  }
  return out;
}

// Wrong: walks the string by index, so an emoji (two UTF-16 code units) is split into surrogate
// halves ('😀😀' -> two runs per emoji); the decoder's regex has no u flag, so a valid encoding
// such as '😀3' is rejected as malformed.
function rleEncode(text) {
  if (/\d/.test(text)) throw new RangeError('Digits cannot be encoded');
  let out = '';
  let count = 1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === text[i + 1]) count++;
    else {
      out += text[i] + count;
      count = 1;
    }
  }
  return out;
}

function rleDecode(encoded) {
  if (!/^(?:\D[1-9]\d*)*$/.test(encoded)) throw new SyntaxError('Invalid encoding');
  return encoded.replace(/(\D)(\d+)/g, (_, ch, count) => ch.repeat(Number(count)));
}

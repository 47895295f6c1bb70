// Wrong: encodes correctly but never validates: digits are encoded into an ambiguous result, and
// the decoder silently ignores a character without a count, a leading count or a zero count.
function rleEncode(text) {
  return text.replace(/(.)\1*/gsu, (run, ch) => ch + [...run].length);
}

function rleDecode(encoded) {
  return encoded.replace(/(\D)(\d+)|./gsu, (match, ch, count) => (ch ? ch.repeat(Number(count)) : ''));
}

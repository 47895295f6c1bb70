// Wrong: splits on separators correctly but starts a new word at every uppercase letter, so
// acronyms are split letter by letter: parseHTML -> parse-h-t-m-l, and USER_ID -> u_s_e_r_i_d.
function convertCase(text, target) {
  const joiners = { camel: '', snake: '_', kebab: '-' };
  if (!Object.hasOwn(joiners, target)) throw new TypeError(`Unknown target: ${target}`);
  const words = text
    .split(/[\s_-]+/)
    .flatMap((chunk) => chunk.split(/(?=[A-Z])/))
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (target === 'camel') return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
  return words.join(joiners[target]);
}

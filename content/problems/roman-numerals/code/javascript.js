/**
 * Writes an integer from 1 to 3999 as a Roman numeral: toRoman(1994) === 'MCMXCIV'.
 *
 * @param {number} n
 * @returns {string}
 */
function toRoman(n) {
  // TODO: implement
}

/**
 * Reads a canonical Roman numeral (any letter case): fromRoman('MCMXCIV') === 1994.
 *
 * @param {string} numeral
 * @returns {number}
 */
function fromRoman(numeral) {
  // TODO: implement
}

/**
 * Inserts a comma between every group of three digits of the integer part:
 * 1234567.891 -> '1,234,567.891'. Accepts finite numbers, bigints and numeric strings.
 *
 * @param {number | bigint | string} value
 * @returns {string}
 */
function formatThousands(value) {
  // TODO: implement
}

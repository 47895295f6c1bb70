/**
 * Formats a size in bytes for people: formatBytes(1234567) === '1.23 MB',
 * formatBytes(1536, { binary: true }) === '1.5 KiB'.
 *
 * @param {number} bytes
 * @param {{ binary?: boolean, precision?: number }} [options]
 * @returns {string}
 */
function formatBytes(bytes, { binary = false, precision = 2 } = {}) {
  // TODO: implement
}

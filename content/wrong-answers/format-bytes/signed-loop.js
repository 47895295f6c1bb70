// Wrong: divides while the *signed* value is at least the base, so negative sizes never leave
// bytes ('-1536 B'); it also forgets that rounding can reach the base (999999 gives '1000 kB').
function formatBytes(bytes, options = {}) {
  const binary = options.binary || false;
  const precision = options.precision ?? 2;
  if (typeof bytes !== 'number') throw new TypeError('bytes must be a number');
  if (!Number.isFinite(bytes)) throw new RangeError('bytes must be finite');
  if (!Number.isInteger(precision) || precision < 0 || precision > 20) throw new RangeError('bad precision');
  const base = binary ? 1024 : 1000;
  const units = binary
    ? ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB']
    : ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
  let value = bytes;
  let i = 0;
  while (value >= base && i < units.length - 1) {
    value /= base;
    i++;
  }
  return `${Number(value.toFixed(precision))} ${units[i]}`;
}

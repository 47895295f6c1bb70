// Wrong: picks the unit with Math.log and never looks back, so a value that rounds up to the base
// stays in the smaller unit ('1000 kB' instead of '1 MB'), sizes beyond YB index past the end of
// the unit list, tiny negative values print '-0 B', and the precision is not validated.
function formatBytes(bytes, { binary = false, precision = 2 } = {}) {
  if (typeof bytes !== 'number') throw new TypeError('bytes must be a number');
  if (!Number.isFinite(bytes)) throw new RangeError('bytes must be finite');
  const base = binary ? 1024 : 1000;
  const units = binary
    ? ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB']
    : ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
  if (bytes === 0) return '0 B';
  const i = Math.max(0, Math.floor(Math.log(Math.abs(bytes)) / Math.log(base)));
  return `${parseFloat((bytes / base ** i).toFixed(precision))} ${units[i]}`;
}

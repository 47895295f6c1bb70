/**
 * Formats a size in bytes for people: formatBytes(1234567) === '1.23 MB',
 * formatBytes(1536, { binary: true }) === '1.5 KiB'.
 */
function formatBytes(bytes: number, { binary = false, precision = 2 }: { binary?: boolean; precision?: number } = {}): string {
  // TODO: implement
  throw new Error('Not implemented');
}

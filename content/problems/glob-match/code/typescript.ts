/** Whether the whole '/'-separated path matches the whole glob pattern. */
function globMatch(pattern: string, path: string): boolean {
  throw new Error('Not implemented');
}

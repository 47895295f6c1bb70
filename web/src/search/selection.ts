// Moving the highlighted result with the arrow keys: wraps around at both ends.
export function moveSelection(index: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (index < 0) return delta > 0 ? 0 : count - 1;
  return (((index + delta) % count) + count) % count;
}

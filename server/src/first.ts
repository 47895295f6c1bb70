// The first element of a list that cannot be empty by construction (a query that always answers
// one row, a failed parse's issues): an empty one is a broken invariant, reported by name.

/** the first element of `items`; throws `expected at least one <what>` when there is none */
export function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`expected at least one ${what}`);
  return item;
}

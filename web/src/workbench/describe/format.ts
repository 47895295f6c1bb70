// Numbers on the statement (spec §9): the finish count in thousands with a k, and minutes as
// hours and minutes (a negative or non-numeric value throws, spec §5).
export function formatFinishCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
}

export function splitMinutes(value: unknown): { hours: number; minutes: number } {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`not a duration in minutes: ${String(value)}`);
  }
  const total = Math.round(value);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** the statement without a first heading that repeats the title shown above it */
export function withoutTitle(markdown: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(\n|$)/.exec(markdown);
  return match && match[1]!.trim() === title.trim() ? markdown.slice(match[0].length) : markdown;
}

/**
 * Describes `date` relative to `now` in English: 'just now', '3 minutes ago', 'in 2 days'.
 * Both are Date objects or millisecond timestamps; `now` defaults to the current time.
 */
function formatRelativeTime(date: Date | number, now: Date | number = Date.now()): string {
  // TODO: implement
  throw new Error('Not implemented');
}

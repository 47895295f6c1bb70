/**
 * Describes `date` relative to `now` in English: 'just now', '3 minutes ago', 'in 2 days'.
 * Both are Date objects or millisecond timestamps; `now` defaults to the current time.
 *
 * @param {Date | number} date
 * @param {Date | number} [now]
 * @returns {string}
 */
function formatRelativeTime(date, now = Date.now()) {
  // TODO: implement
}

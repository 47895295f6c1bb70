// The browser's own time zone (days of the activity graph, the review and streaks default to it).
/** The browser's IANA zone, so the graph's days are the viewer's calendar days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined; // no Intl time zone support: the server falls back to the user's zone
  }
}

/** Formats an ICU-style message: {name} placeholders and {n, plural, =0 {…} one {…} other {…}}. */
function formatMessage(template: string, values: Record<string, unknown>, locale: string): string {
  // TODO: implement
  throw new Error('Not implemented');
}

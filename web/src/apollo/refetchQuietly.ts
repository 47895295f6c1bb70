// A retry button's refetch. Apollo's refetch() rejects when the query fails again, but that
// error is already in the query's result, where the page shows it (ErrorState, a section's
// "unavailable" note) with the button to try again; nobody awaits the click, so the rejection is
// dropped here on purpose instead of being reported as an unhandled rejection.
export function refetchQuietly(refetch: () => Promise<unknown>): void {
  refetch().catch(() => undefined);
}

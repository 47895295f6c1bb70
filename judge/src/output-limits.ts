// What a run may send back and store: each test's name and error cut to a per-test budget, and
// errors and console output together (the sandbox already cuts each message) cut to a per-run budget, each cut with a marker saying how
// much was left out. A run of 500 tests that each throw 20 KB answers a few hundred KB, not 10 MB,
// and a submission row stays small.
export interface OutputLimits {
  maxTestOutputChars: number;
  maxRunOutputChars: number;
}

/** `text` cut to `max` characters with a marker, or as it is */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… [${text.length - max} more characters left out]`;
}

/** the parts of a run's answer that carry text (judge.ts's RunResult) */
interface RunText {
  errorMessage: string | null;
  results: { name: string; error: string | null; logs: { message: string }[] }[];
  logs: { message: string }[];
}

export function limitOutput<Run extends RunText>(run: Run, limits: OutputLimits): Run {
  let budget = limits.maxRunOutputChars;
  const spend = (text: string, max = limits.maxTestOutputChars) => {
    const kept = cut(text, Math.max(0, Math.min(max, budget)));
    budget -= Math.min(text.length, max, budget);
    return kept;
  };
  const errorMessage = run.errorMessage == null ? null : spend(run.errorMessage);
  const results = run.results.map((test) => ({
    ...test,
    name: cut(test.name, limits.maxTestOutputChars),
    error: test.error == null ? null : spend(test.error),
    // console output is already cut per message and per run inside the sandbox: here it only
    // shares the run's budget
    logs: test.logs.flatMap((log) => (budget > 0 ? [{ ...log, message: spend(log.message, Infinity) }] : [])),
  }));
  const logs = run.logs.flatMap((log) => (budget > 0 ? [{ ...log, message: spend(log.message, Infinity) }] : []));
  return { ...run, errorMessage, results, logs };
}

// How the harness prints values, console arguments and errors for the learner, and how V8
// prints a stack inside the sandbox (the learner's frames only).
import { format as prettyFormat } from 'pretty-format';
import { DescribedError, TimeoutError, safe } from './errors';
import type { HarnessOptions } from './protocol';

export type Format = ReturnType<typeof createFormat>;

export function createFormat(options: HarnessOptions) {
  const clip = (text: string, max = options.maxLogChars) =>
    text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;

  function inspect(value: unknown): string {
    if (typeof value === 'string') return clip(value);
    if (typeof value === 'bigint') return `${value}n`;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
    if (value instanceof Error) return clip(safe(() => value.stack ?? String(value), '[Error]'));
    return clip(
      safe(
        () =>
          prettyFormat(value, {
            min: true,
            maxDepth: 4,
            maxWidth: 100,
            escapeString: false,
            printFunctionName: true,
          }),
        '[value that cannot be printed]',
      ),
    );
  }

  function formatArgs(args: unknown[]): string {
    const first = args[0];
    if (typeof first === 'string' && first.includes('%') && args.length > 1) {
      let i = 1;
      const head = first.replace(/%([sdifjoOc%])/g, (all, spec: string) => {
        if (spec === '%') return '%';
        if (i >= args.length) return all;
        const arg = args[i++];
        switch (spec) {
          case 's':
            return typeof arg === 'string' ? arg : inspect(arg);
          case 'd':
          case 'i':
            return String(spec === 'i' ? Math.trunc(Number(arg)) : Number(arg));
          case 'f':
            return String(Number(arg));
          case 'j':
            return safe(() => JSON.stringify(arg), '[Circular]');
          case 'c':
            return '';
          default:
            return inspect(arg);
        }
      });
      return clip([clip(head), ...args.slice(i).map(inspect)].join(' '));
    }
    return clip(args.map(inspect).join(' '));
  }

  const userFile = (line: string) => line.includes(options.codeFile) || line.includes(options.testFile);

  /** The message of an error plus the stack frames that point into the learner's files. */
  function describeError(error: unknown): string {
    if (error && typeof error === 'object' && typeof (error as Error).message === 'string') {
      const e = error as Error & { matcherResult?: unknown };
      const isAssertion = safe(() => 'matcherResult' in e, false);
      const name = safe(() => String(e.name || 'Error'), 'Error');
      if (e instanceof DescribedError) return clip(e.message, 20_000);
      const head = isAssertion || e instanceof TimeoutError ? e.message : `${name}: ${e.message}`;
      const stack = safe(() => (typeof e.stack === 'string' ? e.stack : ''), '');
      const frames =
        e instanceof TimeoutError
          ? []
          : stack
              .split('\n')
              .filter((line) => /^\s+at /.test(line) && userFile(line))
              .slice(0, 6)
              .map((line) => `    ${line.trim()}`);
      return clip([head, ...frames].join('\n'), 20_000);
    }
    return clip(`Thrown: ${inspect(error)}`, 20_000);
  }

  // Stacks as V8 prints them, with the frames of the learner's files only (the harness's and
  // the worker's frames mean nothing to a learner).
  const ErrorCtor = Error as ErrorConstructor & {
    prepareStackTrace?: (error: Error, frames: NodeJS.CallSite[]) => string;
  };
  ErrorCtor.stackTraceLimit = 30;
  ErrorCtor.prepareStackTrace = (error, frames) => {
    let text = safe(() => {
      const message = String(error.message ?? '');
      const name = String(error.name ?? 'Error');
      return message ? `${name}: ${message}` : name;
    }, 'Error');
    for (const frame of frames) {
      const file = safe(() => frame.getFileName(), null);
      if (!file || !userFile(file)) continue;
      const where = `${file}:${safe(() => frame.getLineNumber(), 0)}:${safe(() => frame.getColumnNumber(), 0)}`;
      const fn = safe(() => frame.getFunctionName(), null);
      text += fn ? `\n    at ${fn} (${where})` : `\n    at ${where}`;
    }
    return text;
  };

  return { clip, inspect, formatArgs, describeError };
}

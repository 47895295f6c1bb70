// The building blocks of the configuration schema (zod 4): how one environment variable is read
// (an empty value counts as unset, as it always has), and how a failed parse becomes one startup
// error that names every bad variable and what it expects.
import { z } from 'zod';

/** What loadConfig reads: process.env, or an object a test or an entry point passes. */
export type Env = Readonly<Record<string, string | undefined>>;

/** '' (or blanks) counts as unset: `FOO= npm start` means the default. */
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The raw text of a variable, undefined when unset or blank. */
export const optionalText = () => z.preprocess(unsetIfBlank, z.string().optional());

/** A text variable with a default. */
export const text = (fallback: string) => optionalText().transform((raw) => raw ?? fallback);

/** A variable whose value must be one of `choices` (compared in lower case). */
export function oneOf<const T extends string>(choices: readonly T[], fallback: T) {
  return optionalText().transform((raw, ctx): T => {
    if (raw === undefined) return fallback;
    const value = raw.trim().toLowerCase();
    if ((choices as readonly string[]).includes(value)) return value as T;
    ctx.addIssue({ code: 'custom', message: `expected ${listed(choices)}, got "${raw}"` });
    return z.NEVER;
  });
}

/** A whole number within [min, max], undefined when unset. */
export function optionalWholeNumber({ min = -Infinity, max = Infinity } = {}) {
  return optionalText().transform((raw, ctx): number | undefined => {
    if (raw === undefined) return undefined;
    const value = Number(raw.trim());
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    const range =
      min > -Infinity && max < Infinity
        ? ` from ${min} to ${max}`
        : min > -Infinity
          ? ` >= ${min}`
          : max < Infinity
            ? ` <= ${max}`
            : '';
    ctx.addIssue({ code: 'custom', message: `expected a whole number${range}, got "${raw}"` });
    return z.NEVER;
  });
}

/** A whole number within [min, max], with a default. */
export const wholeNumber = (fallback: number, range: { min?: number; max?: number } = {}) =>
  optionalWholeNumber(range).transform((value) => value ?? fallback);

/** true/false (also 1/0, yes/no, on/off). */
export function flag(fallback: boolean) {
  return optionalText().transform((raw, ctx): boolean => {
    if (raw === undefined) return fallback;
    const value = raw.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: `expected true or false, got "${raw}"` });
    return z.NEVER;
  });
}

/** A comma-separated list; blank items are dropped. */
export const list = (normalize: (item: string) => string = (item) => item) =>
  optionalText().transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((item) => normalize(item.trim()))
      .filter(Boolean),
  );

/** An absolute http(s) URL without trailing slashes, undefined when unset. */
export const optionalHttpUrl = () =>
  optionalText().transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const value = raw.trim();
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
      ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got "${raw}"` });
      return z.NEVER;
    }
    return value.replace(/\/+$/, '');
  });

/** An absolute http(s) URL with a default. */
export const httpUrl = (fallback: string) => optionalHttpUrl().transform((url) => url ?? fallback);

const listed = (choices: readonly string[]) =>
  choices.length < 2 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;

/** Every problem of one parse, each naming its variable; thrown at startup. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration (environment variables; see README.md, "Configuration"):\n${problems
        .map((p) => `  ${p.variable}: ${p.message}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses `env` with `schema`, or throws a ConfigError. Reads only the variables the schema names. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse({ ...env });
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: issue.path.length ? String(issue.path[0]) : '(environment)',
      message: issue.message,
    })),
  );
}

/** Freezes a configuration object and everything in it. */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

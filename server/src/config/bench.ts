// The benchmarks' knobs (BENCH_*, scripts/bench/): not server settings, but read through the
// same kind of schema so a typo fails with the variable's name. Each benchmark has its own
// default for an unset value (BENCH_SECONDS differs by benchmark), so these stay optional.
import { z } from 'zod';
import { type Env, flag, list, optionalText, optionalWholeNumber, parseEnv } from './env';

/** a positive whole number; unset is undefined here: the benchmark picks its default */
const count = () => optionalWholeNumber({ min: 1 });

const numbers = () =>
  list().transform((items, ctx) => {
    const values = items.map(Number);
    if (values.some((n) => !Number.isInteger(n) || n < 1)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected whole numbers >= 1 separated by commas, got "${items.join(',')}"`,
      });
      return z.NEVER;
    }
    return values.length ? values : undefined;
  });

const benchVariables = {
  BENCH_SECONDS: count(),
  BENCH_LOAD_SECONDS: count(),
  BENCH_CONCURRENCY: numbers(),
  BENCH_RATES: numbers(),
  BENCH_ONLY: list().transform((words) => (words.length ? words : undefined)),
  BENCH_CPU_PROF: flag(false),
  BENCH_ROOMS: count(),
  BENCH_KEYSTROKES: count(),
  BENCH_SUBSCRIBERS: count(),
  BENCH_ROUNDS: count(),
  BENCH_LEARNERS: count(),
  BENCH_RUNS: count(),
  BENCH_REDIS_URL: optionalText(),
};

const benchSchema = z.object(benchVariables);

export const BENCH_VARIABLES: readonly string[] = Object.keys(benchVariables);

export type BenchConfig = z.output<typeof benchSchema>;

/** The benchmarks' variables from `env` (a benchmark is its own process: process.env). */
export function loadBenchConfig(env: Env = process.env): Readonly<BenchConfig> {
  return Object.freeze(parseEnv(benchSchema, env));
}

// The judge: runs a learner's code against Jest-style tests and answers the spec's run
// response. `judge.run({ code, testCode, language })` is a plain function: the run-code
// mutation calls it with the visible tests, the submission service will call it with a
// problem's hidden submitCase.
//
// Validation and transpiling happen here, in the server process; the code itself only ever
// runs inside a worker of the pool (see pool.ts, launcher.ts, worker/worker.ts).
import { z } from 'zod';
import { JUDGE_DEFAULTS, type JudgeConfig, MAX_SOURCE_BYTES } from './config';
import { badInput, busy } from './errors';
import { BusyError, type JudgePool, type PoolStats, QueueWaitError, createJudgePool } from './pool';
import { CODE_FILE, TEST_FILE } from './sandbox/protocol';
import { type Language, remapPositions, transpile } from './transpile';
import { type OutputLimits, limitOutput } from './output-limits';
import { createUiBundler } from './ui/bundler-pool';
import { type UiJudgeInput, prepareUiRun } from './ui/ui-run';
import type { TypeCheckReport } from './types/check-types';
import { type TypeChecker, createTypeChecker } from './types/type-checker-pool';
import { type JudgeMessage, judgeMessage, messageOfIssue, zodMessage } from './message';

export type TestStatus = 'passed' | 'failed' | 'running';
export type LogLevel = 'log' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
}

export interface TestResult {
  id: string;
  name: string;
  status: TestStatus;
  /** milliseconds */
  duration: number;
  error: string | null;
  logs: LogEntry[];
}

export interface RunResult {
  results: TestResult[];
  total: number;
  passed: number;
  failed: number;
  /** tests not run (.skip, .todo, or outside a .only) */
  skipped: number;
  hasError: boolean;
  errorMessage: string | null;
  /** console output outside any test (the code's top level, describe bodies, beforeAll/afterAll) */
  logs: LogEntry[];
}

export interface JudgeInput {
  code: string;
  testCode: string;
  language: string;
  /**
   * 'virtual': the code's timers fire in the order of their delays and scheduling, on a clock that
   * moves only when one fires (worker/virtual-clock.ts), so the output cannot depend on the
   * machine's load; 'real' (the default): the host's timers, as a learner's run
   */
  clock?: 'real' | 'virtual';
}

const LANGUAGES: Record<string, Language> = { javascript: 'Javascript', typescript: 'Typescript' };

const sizeLimited = (what: JudgeMessage) =>
  z
    .string({ error: zodMessage('input.mustBeText', { field: what }) })
    .refine(
      (s) => Buffer.byteLength(s, 'utf8') <= MAX_SOURCE_BYTES,
      zodMessage('input.tooLargeKb', { field: what, max: MAX_SOURCE_BYTES / 1024 }),
    );

/** The input rules with the messages a learner reads (also used by the GraphQL argument). */
export const judgeInputSchema = z.object({
  code: sizeLimited(judgeMessage('field.theCode')),
  testCode: sizeLimited(judgeMessage('field.theTestCode')),
  language: z
    .string({ error: zodMessage('judge.languageRequired') })
    .refine((l) => Object.hasOwn(LANGUAGES, l.toLowerCase()), {
      error: (issue) => zodMessage('judge.unsupportedLanguage', { language: String(issue.input).slice(0, 40) }),
    }),
  clock: z.enum(['real', 'virtual']).optional(),
});

export interface TypeCheckInput {
  /** the learner's types, TypeScript */
  code: string;
  /** the assertions, TypeScript: each top-level statement using Expect… or @ts-expect-error is a test */
  testCode: string;
}

/** A type check's report as a run: one test per asserting statement, the code's errors as the run's. */
export function typeCheckResult(report: TypeCheckReport): RunResult {
  const results: TestResult[] = report.cases.map((c, index) => ({
    id: String(index + 1),
    name: c.name,
    status: c.passed ? 'passed' : 'failed',
    duration: 0,
    error: c.error,
    logs: [],
  }));
  const passed = results.filter((r) => r.status === 'passed').length;
  return {
    results,
    total: results.length,
    passed,
    failed: results.length - passed,
    skipped: 0,
    hasError: report.error !== null,
    errorMessage: report.error,
    logs: [],
  };
}

/** checks a type challenge's input with the run's size rules, then checks it off the main thread */
export async function checkTypesWith(checker: TypeChecker, input: TypeCheckInput): Promise<RunResult> {
  const { code, testCode } = parseJudgeInput({ ...input, language: 'Typescript' });
  return typeCheckResult(await checker.check({ code, testCode }));
}

/** Who asks for a run: the pool takes runs from clients in turn (pool.ts). */
export interface RunOptions {
  /** the client's key (`user:<id>` or `ip:<address>`, as the API's rate limit computes it) */
  client?: string;
}

export interface JudgeService {
  run(input: JudgeInput, options?: RunOptions): Promise<RunResult>;
  /** a UI problem's tests against a framework's file tree (ui/ui-run.ts) */
  runUi(input: UiJudgeInput, options?: RunOptions): Promise<RunResult>;
  /** a type challenge: the learner's types against type assertions, by the TypeScript checker (types/) */
  checkTypes(input: TypeCheckInput, options?: RunOptions): Promise<RunResult>;
  stats(): PoolStats;
  /** the status page's probe, when the judge has a better one than its pool statistics */
  health?(): Promise<{ status: 'operational' | 'degraded' | 'outage'; detail?: string | null }>;
  close(): Promise<void>;
}

/** The input checks of a run (400 with the learner's message): the same in every judge mode. */
export function parseJudgeInput(input: JudgeInput): JudgeInput {
  const parsed = judgeInputSchema.safeParse(input);
  if (!parsed.success) {
    // zod fails with one issue at least
    const [issue] = parsed.error.issues;
    if (!issue) throw new Error('expected at least one validation issue');
    throw badInput(messageOfIssue(issue), { field: String(issue.path[0] ?? '') });
  }
  return parsed.data;
}

/** What a caller reads when no run can start now. */
export const BUSY_MESSAGE = judgeMessage('judge.busy');

export const emptyResult = (errorMessage: string, logs: LogEntry[] = []): RunResult => ({
  results: [],
  total: 0,
  passed: 0,
  failed: 0,
  skipped: 0,
  hasError: true,
  errorMessage,
  logs,
});

/** a run in the pool, its outcome as the spec's run response (positions remapped) */
async function runInPool(
  workers: JudgePool,
  job: { code: string; testCode: string; setup?: string; client?: string; virtualTime?: boolean },
  remapText: (text: string) => string,
  limits: OutputLimits,
): Promise<RunResult> {
  let outcome;
  try {
    outcome = await workers.run(job);
  } catch (error) {
    if (error instanceof QueueWaitError) throw busy(error.judgeMessage);
    if (error instanceof BusyError) throw busy(BUSY_MESSAGE);
    throw error;
  }
  const remap = (text: string | null) => (text == null ? null : remapText(text));
  const results: TestResult[] = outcome.tests.map((t) => ({ ...t, error: remap(t.error) }));
  const passed = results.filter((r) => r.status === 'passed').length;
  const errorMessage = remap(outcome.failure ?? outcome.outcome?.error ?? null);
  return limitOutput(
    {
      results,
      total: results.length,
      passed,
      failed: results.length - passed,
      skipped: outcome.outcome?.skipped ?? 0,
      hasError: errorMessage != null,
      errorMessage,
      logs: (outcome.outcome?.logs ?? []).map((l) => ({ ...l, message: remap(l.message)! })),
    },
    limits,
  );
}

export function createJudge(config: JudgeConfig = JUDGE_DEFAULTS, pool?: JudgePool): JudgeService {
  const workers = pool ?? createJudgePool(config);
  // a UI run's bundling (Vue templates, esbuild) runs in threads of its own, never on this one
  const bundler = createUiBundler({ timeoutMs: config.runTimeoutMs, maxQueue: config.queueDepth });
  // and a type challenge's checking too (types/type-checker-pool.ts)
  const types = createTypeChecker({ timeoutMs: config.runTimeoutMs, maxQueue: config.queueDepth });

  return {
    async run(input, options = {}) {
      const parsed = { data: parseJudgeInput(input) };
      const language = LANGUAGES[parsed.data.language.toLowerCase()];
      if (!language) throw new Error(`parseJudgeInput let language ${parsed.data.language} through`);
      const ext = language === 'Typescript' ? 'ts' : 'js';
      const codeFile = `solution.${ext}`;
      const testFile = `solution.test.${ext}`;
      const failedTo = language === 'Typescript' ? 'Transpilation failed' : 'Syntax error';

      const [code, tests] = await Promise.all([
        transpile(parsed.data.code, language, codeFile),
        transpile(parsed.data.testCode, language, testFile),
      ]);
      if (!code.ok) return emptyResult(`${failedTo}: ${code.message}`);
      if (!tests.ok) return emptyResult(`${failedTo} in the tests: ${tests.message}`);

      const files = [
        { generated: CODE_FILE, original: codeFile, map: code.map },
        { generated: TEST_FILE, original: testFile, map: tests.map },
      ];
      return runInPool(
        workers,
        {
          code: code.code,
          testCode: tests.code,
          client: options.client,
          ...(parsed.data.clock === 'virtual' ? { virtualTime: true } : {}),
        },
        (text) => remapPositions(text, files),
        config,
      );
    },
    async runUi(input, options = {}) {
      const prepared = await prepareUiRun(input, bundler);
      if ('errorMessage' in prepared) return emptyResult(prepared.errorMessage);
      return runInPool(workers, { ...prepared, client: options.client }, (text) => text, config);
    },
    checkTypes: (input) => checkTypesWith(types, input),
    stats: () => workers.stats(),
    close: async () => {
      await Promise.all([workers.close(), bundler.close(), types.close()]);
    },
  };
}

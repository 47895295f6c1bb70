// Messages between the pool (parent) and a worker process over the IPC channel. The parent
// treats everything a worker says as untrusted: it validates each message with these
// schemas, caps sizes and only accepts messages about the run it sent.
import { z } from 'zod';
import type { HarnessOptions } from '../sandbox/protocol';

/** the harness's limits the pool sends (declared once, in sandbox/protocol.ts) */
export type WorkerLimits = Pick<
  HarnessOptions,
  'testTimeoutMs' | 'maxTests' | 'maxLogEntries' | 'maxLogChars' | 'maxLogTotalChars' | 'maxTimers'
>;

export type ParentMessage =
  | { type: 'init'; harness: string; limits: WorkerLimits }
  /** `setup`: a UI run's DOM setup, evaluated before the code (its lines come first: the code's start after them) */
  | {
      type: 'run';
      id: number;
      code: string;
      testCode: string;
      setup?: string;
      /**
       * the setup of the last run that carried one to this worker, again (the pool sends the
       * ~900 KB DOM setup to a worker once, not with every UI run)
       */
      sameSetup?: true;
      /** the learner's timers on a virtual clock (worker/virtual-clock.ts) */
      virtualTime?: boolean;
    };

const logEntry = z.object({
  level: z.enum(['log', 'info', 'warn', 'error']),
  message: z.string().max(64 * 1024),
});

export const testReportSchema = z.object({
  id: z.string().max(32),
  name: z.string().max(4096),
  status: z.enum(['passed', 'failed']),
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  error: z
    .string()
    .max(64 * 1024)
    .nullable(),
  logs: z.array(logEntry).max(1000),
});

export const runOutcomeSchema = z.object({
  /** why the run could not complete normally (compile/evaluation error, afterAll failure) */
  error: z
    .string()
    .max(64 * 1024)
    .nullable(),
  skipped: z.number().int().min(0),
  logs: z.array(logEntry).max(1000),
});

export const workerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello') }),
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('heartbeat') }),
  z.object({ type: z.literal('plan'), id: z.number(), names: z.array(z.string().max(4096)).max(1000) }),
  z.object({ type: z.literal('test'), id: z.number(), report: testReportSchema }),
  z.object({ type: z.literal('done'), id: z.number(), outcome: runOutcomeSchema }),
]);

export type TestReportMessage = z.infer<typeof testReportSchema>;
export type RunOutcome = z.infer<typeof runOutcomeSchema>;

// The judge's public entry (@platform/judge): everything the server may use. The rest of src/ is
// the judge's own; server/src/layout.test.ts fails an import from outside judge/ that reaches past
// this file (or past config.ts, its limits alone, and bench.ts, the benchmarks' entry).
export {
  DEFAULT_QUEUE_WAIT_MS,
  type IsolationMode,
  JUDGE_DEFAULTS,
  type JudgeConfig,
  MAX_SOURCE_BYTES,
} from './config';
export { JudgeError, type JudgeErrorCode } from './errors';
export { judgeFingerprint } from './fingerprint';
export type { JudgeMessage, JudgeMessageId, JudgeParam } from './message';
export {
  type JudgeInput,
  type JudgeService,
  type LogEntry,
  type RunOptions,
  type RunResult,
  type TestResult,
  type TypeCheckInput,
  createJudge,
  judgeInputSchema,
} from './judge';
export type { PoolStats } from './pool';
export { JUDGE_QUEUE, type JudgeWorkerHandle, createQueuedJudge, startJudgeWorker } from './queued-judge';
export { type JudgeHealthStatus, type JudgeStatsLike, judgeProbeFromStats } from './judge.health';
export type { UiJudgeInput } from './ui/ui-run';
export { treeOf } from './ui/tree';

// Type challenges checked off the main thread: a pool of worker threads (type-check-thread.ts;
// threads/limited-pool.ts) with a queue limit, a heap limit per thread and a time limit per check.
// A learner's types can make the compiler work hard (deep recursive types): a check over its time
// or its memory is answered in the learner's words.
import { createLimitedPool } from '../threads/limited-pool';
import type { TypeCheckReport } from './check-types';
import type { TypeCheckTask } from './type-check-thread';

export interface TypeChecker {
  check(task: TypeCheckTask): Promise<TypeCheckReport>;
  close(): Promise<void>;
}

export interface TypeCheckerOptions {
  /** the longest one check may take */
  timeoutMs: number;
  /** checks waiting for a thread before the judge answers busy */
  maxQueue: number;
}

const THREAD = new URL('./type-check-thread.ts', import.meta.url).href;

export function createTypeChecker(options: TypeCheckerOptions): TypeChecker {
  const pool = createLimitedPool<TypeCheckTask, TypeCheckReport>({
    filename: THREAD,
    ...options,
    maxOldGenerationSizeMb: 512,
    // a thread keeps the parsed standard library: reuse it while learners are checking
    idleTimeoutMs: 120_000,
  });
  return {
    async check(task) {
      const answer = await pool.run(task);
      if (answer.ok) return answer.value;
      const seconds = Math.max(1, Math.round(options.timeoutMs / 1000));
      return {
        cases: [],
        error:
          answer.stopped === 'time'
            ? `Checking your types did not finish within ${seconds} s (a type that recurses without end?).`
            : 'Checking your types ran out of memory (a type that recurses without end?).',
      };
    },
    close: () => pool.close(),
  };
}

// A worker thread of the type checker's pool (type-checker-pool.ts): one check per task, the
// standard library kept parsed between tasks.
import { type TypeCheckReport, checkTypes } from './check-types';

export interface TypeCheckTask {
  code: string;
  testCode: string;
}

export default function check(task: TypeCheckTask): TypeCheckReport {
  return checkTypes(task.code, task.testCode);
}

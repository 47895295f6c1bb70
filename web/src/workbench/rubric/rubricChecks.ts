// The points of a design rubric a learner has ticked, kept in this browser per problem:
// { [criterion key]: indexes of the ticked points }. A self-check, so nothing goes to the server.
import { readJsonStorage, writeJsonStorage } from '../../lib/storage';

export type RubricChecks = Record<string, number[]>;

export const rubricChecksKey = (problemId: string) => `workbench.rubric.v1.${problemId}`;

/** what was stored, with anything malformed dropped */
export function readRubricChecks(problemId: string): RubricChecks {
  const value = readJsonStorage(rubricChecksKey(problemId));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const checks: RubricChecks = {};
  for (const [key, indexes] of Object.entries(value)) {
    if (Array.isArray(indexes)) checks[key] = indexes.filter((i): i is number => Number.isInteger(i) && i >= 0);
  }
  return checks;
}

export function writeRubricChecks(problemId: string, checks: RubricChecks): void {
  writeJsonStorage(rubricChecksKey(problemId), checks);
}

/** the checks with one point ticked or unticked */
export function toggleCheck(checks: RubricChecks, key: string, index: number): RubricChecks {
  const current = checks[key] ?? [];
  const next = current.includes(index) ? current.filter((i) => i !== index) : [...current, index].sort((a, b) => a - b);
  return { ...checks, [key]: next };
}

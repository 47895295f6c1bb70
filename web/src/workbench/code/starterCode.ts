// The problem's starter code for a language (its `code` map, matched without regard to case).
import type { WorkbenchProblemQuery } from '../../gql/graphql';

export type WorkbenchProblem = NonNullable<WorkbenchProblemQuery['problem']>;

export function starterCode(problem: WorkbenchProblem, language: string): string {
  const code = (problem.code ?? {}) as Record<string, unknown>;
  const entry = Object.entries(code).find(([key]) => key.toLowerCase() === language.toLowerCase());
  return typeof entry?.[1] === 'string' ? entry[1] : '';
}

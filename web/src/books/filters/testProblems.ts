// Small problems for the model's tests: only the fields filtering and sorting read.
import type { FilterableProblem } from './filterState';

export type TestProblem = FilterableProblem & { id: string };

export function problem(id: string, fields: Partial<FilterableProblem> = {}): TestProblem {
  return {
    id,
    title: id,
    description: '',
    category: 'JSFunction',
    difficulty: 'Medium',
    minutes: 10,
    createdAt: '2025-01-01T00:00:00.000Z',
    supportFrameworks: [],
    supportLanguages: [],
    tags: [],
    companies: [],
    ...fields,
  };
}

export const ids = (problems: readonly { id: string }[]) => problems.map((p) => p.id);

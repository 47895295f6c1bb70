// Selection sets the solutions REST adapters answer with (saved code and submissions).
export const SOLUTION_FIELDS = /* GraphQL */ `id title problemId bookId language framework code fileTrees status current
  createdAt updatedAt`;

export const SUBMISSION_FIELDS = /* GraphQL */ `id title problemId bookId language framework code fileTrees status total
  passed failed durationMs createdAt`;

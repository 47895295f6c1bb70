// The fourteen books of the spec and the books of the bank's newer kinds (system design, output quizzes, type challenges), in
// catalogue order: what the question bank must hold and the API must list.
export const SPEC_BOOK_LINKS = [
  'interview-preparation-guide',
  'top-100',
  'computer-network',
  'design-patterns',
  'miniprogram',
  'data-structures-and-algorithms',
  'system-design-introduction',
  'system-design',
  'output-quizzes',
  'typescript-types',
  'all-interview-questions',
  'basic-knowledge',
  'function-implementation',
  'ui-coding',
  '10-day-study-plan',
  '30-day-study-plan',
  '60-day-study-plan',
] as const;

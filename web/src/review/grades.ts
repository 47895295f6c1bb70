// The four grades of a review, in FSRS's order (1 Again … 4 Easy), with their catalogue keys.
export const REVIEW_GRADES = [
  { value: 1, key: 'again' },
  { value: 2, key: 'hard' },
  { value: 3, key: 'good' },
  { value: 4, key: 'easy' },
] as const;

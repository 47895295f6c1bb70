// The books the shell names in its menus (spec: Recommend has 7, Books has 4). Titles come
// from the server (booksByLinks); the catalogue's `bookTitles` is the fallback while they
// load or when the question bank does not have the book yet.
export const RECOMMEND_BOOKS = [
  'interview-preparation-guide',
  'top-100',
  'computer-network',
  'design-patterns',
  'miniprogram',
  'data-structures-and-algorithms',
  'system-design-introduction',
] as const;

export const LIBRARY_BOOKS = [
  'all-interview-questions',
  'basic-knowledge',
  'function-implementation',
  'ui-coding',
] as const;

export const MENU_BOOKS = [...RECOMMEND_BOOKS, ...LIBRARY_BOOKS] as const;
export type MenuBookId = (typeof MENU_BOOKS)[number];
export const ALL_QUESTIONS_BOOK: MenuBookId = 'all-interview-questions';

// The question bank as the seeded platform holds it (read from content/ with the server's own
// loader), for tests whose expectations follow the bank as it grows: a book's problems in order
// with their English titles, and the English texts the book page prints for counts and times.
import { loadContent } from '../../server/src/content/load';
import { splitDuration } from '../../web/src/books/filters/filterProblems';

export interface BankProblem {
  /** 1-based position in the book, as the list numbers it */
  number: number;
  link: string;
  title: string;
  description: string;
  category: string;
  /** null: a plain problem of its category */
  kind: string | null;
  difficulty: string;
  minutes: number;
  companies: string[];
  tags: string[];
}

const content = loadContent();

export function bookProblems(bookLink: string): BankProblem[] {
  const book = content.books.find((b) => b.link === bookLink);
  if (!book) throw new Error(`no book ${bookLink} in content/`);
  const byLink = new Map(content.problems.map((p) => [p.link, p]));
  return book.problems.map((link, index) => {
    const p = byLink.get(link)!;
    return {
      number: index + 1,
      link,
      title: p.title.en,
      description: p.description.en,
      category: p.category,
      kind: p.kind,
      difficulty: p.difficulty,
      minutes: p.minutes,
      companies: p.companies,
      tags: p.tags,
    };
  });
}

/** "9 h", "2 h 45 min", "45 min": the book page's total time in English */
export function durationText(problems: readonly BankProblem[]): string {
  const { hours, minutes } = splitDuration(problems.reduce((sum, p) => sum + p.minutes, 0));
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** the in-book search: title or one-line description, case-insensitive */
export const matchesText = (p: BankProblem, text: string) =>
  p.title.toLowerCase().includes(text.toLowerCase()) || p.description.toLowerCase().includes(text.toLowerCase());

/** "11 Implement throttle": a list row as the tests read it */
export const rowText = (p: BankProblem) => `${p.number} ${p.title}`;

/** how many books the seed brings (content/books/) */
export const seededBookCount = content.books.length;

/** how many tags the seed brings (content/tags.yaml) */
export const seededTagCount = content.tags.length;

/** how many problems of the bank name a company */
export const problemsOfCompany = (key: string) => content.problems.filter((p) => p.companies.includes(key)).length;

// npm run content:report — what the question bank holds: problems per category and difficulty,
// per language and framework, per book, per company and per focus area (the cards of /companies
// and /fields), with the cards that would still say "in preparation" (fewer than two problems),
// and the bank beside the size it is growing to. Reads content/ and the web app's listing data;
// writes nothing.
import { COMPANIES, FIELDS } from '../web/src/data/listings';
import { loadContent } from '../server/src/content/load';

const content = loadContent();
const problems = content.problems;
const count = <T extends string>(values: T[]) =>
  values.reduce((acc, value) => acc.set(value, (acc.get(value) ?? 0) + 1), new Map<T, number>());

console.log(`${problems.length} problems`);
for (const [category, n] of count(problems.map((p) => p.category))) {
  const byDifficulty = count(problems.filter((p) => p.category === category).map((p) => p.difficulty));
  console.log(`  ${category}: ${n} (${[...byDifficulty].map(([d, k]) => `${d} ${k}`).join(', ')})`);
}

console.log('\nkinds');
for (const [kind, n] of count(problems.filter((p) => p.kind).map((p) => `${p.category} · ${p.kind}`))) {
  console.log(`  ${kind}: ${n}`);
}

console.log('\nlanguages and frameworks');
const listed = (values: string[]) => [...count(values)].map(([value, n]) => `${value} ${n}`).join(', ');
console.log(`  starter code: ${listed(problems.flatMap((p) => p.supportLanguages))}`);
console.log(`  UI frameworks: ${listed(problems.flatMap((p) => p.supportFrameworks))}`);

// the bank's next size (the question bank's part two): what each category still needs
// a kind counts toward its own goal, not its category's
const GOALS: Record<string, number> = {
  JSFunction: 120,
  UICoding: 40,
  Knowledge: 100,
  OutputQuiz: 40,
  SystemDesign: 20,
  TypeChallenge: 30,
};
const TOTAL_GOAL = 320;
console.log('\ntoward the next size');
for (const [category, goal] of Object.entries(GOALS)) {
  const n = problems.filter((p) => p.kind === category || (p.category === category && !p.kind)).length;
  console.log(`  ${category}: ${n} of ${goal}${n >= goal ? ' ✓' : ''}`);
}
console.log(`  all problems: ${problems.length} of ${TOTAL_GOAL}${problems.length >= TOTAL_GOAL ? ' ✓' : ''}`);

console.log('\nbooks');
for (const book of content.books) console.log(`  ${book.link}: ${book.problems.length}`);

const cards = (entries: typeof FIELDS) =>
  entries.map((entry) => {
    const keys = entry.keys ?? [entry.slug];
    // a card counts the problems carrying any of its keys (a problem with two of them once)
    const n = problems.filter((p) => keys.some((k) => p.tags.includes(k) || p.companies.includes(k))).length;
    return { slug: entry.slug, n };
  });

for (const [title, list] of [
  ['companies', cards(COMPANIES)],
  ['focus areas', cards(FIELDS)],
] as const) {
  const preparing = list.filter((c) => c.n < 2);
  console.log(`\n${title}: ${list.length} cards, ${list.length - preparing.length} with two or more problems`);
  console.log(`  ${list.map((c) => `${c.slug} ${c.n}`).join(', ')}`);
  if (preparing.length) console.log(`  fewer than two: ${preparing.map((c) => `${c.slug} (${c.n})`).join(', ')}`);
}

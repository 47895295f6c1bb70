// npm run content:quizzes — runs every output quiz's snippet in the judge, as the seed does, and
// prints what each prints (its answer), or the seed's error for the quizzes that would stop it.
// For authors: write the snippet and choices, then read here what the judge says it prints.
//
//   npm run content:quizzes                 every quiz
//   npm run content:quizzes -- <link> …     only these
import { loadContent } from '../server/src/content/load';
import { quizAnswers } from '../server/src/content/quiz-answers';
import { ContentError } from '../server/src/content/types';

const links = process.argv.slice(2);
const bank = loadContent();
const content =
  links.length > 0 ? { ...bank, problems: bank.problems.filter((problem) => links.includes(problem.link)) } : bank;

try {
  const answers = await quizAnswers(content);
  for (const [link, answer] of [...answers].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${link}\n${answer.replace(/^/gm, '  │ ')}\n`);
  }
  console.log(`${answers.size} output quizzes answered by the judge`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

// Output quizzes over GraphQL: the snippet and choices are readable, the answer never is until a
// learner answers; a right answer marks the problem done for a signed-in learner (in the book it
// was answered in), a wrong one does not; bad input gets the spec's kind of error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let link: string;
const QUIZ = {
  snippet: 'console.log(typeof null);\nconsole.log(typeof NaN);',
  choices: ['object\nnumber', 'null\nNaN'],
};
const ANSWER = 'object\nnumber';

const ANSWER_QUIZ = `mutation ($link: String!, $answer: String!, $bookId: String) {
  answerQuiz(link: $link, answer: $answer, bookId: $bookId) { correct answer status } }`;

beforeAll(async () => {
  app = await startTestServer();
  // a knowledge problem of the seeded bank made a quiz, as the seed writes one (content/seed.ts)
  const problem = await app.prisma.problem.findFirstOrThrow({
    where: { category: 'Knowledge' },
    orderBy: { link: 'asc' },
  });
  link = problem.link;
  await app.prisma.problem.update({
    where: { id: problem.id },
    data: { kind: 'OutputQuiz', quiz: { ...QUIZ, answer: ANSWER } },
  });
});
afterAll(() => app?.close());

describe('output quizzes', () => {
  it('shows the kind, the snippet and the choices, never the answer', async () => {
    const result = await app.graphql<{ problem: Record<string, unknown> }>(
      `query ($link: String!) { problem(link: $link) { kind quiz { snippet choices } } }`,
      { link },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.problem).toEqual({ kind: 'OutputQuiz', quiz: QUIZ });
    const fields = await app.graphql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "OutputQuiz") { fields { name } } }',
    );
    expect(fields.data!.__type.fields.map((f) => f.name).sort()).toEqual(['choices', 'snippet']);
    const other = await app.graphql<{ problem: Record<string, unknown> }>(
      '{ problem(link: "debounce") { kind quiz { snippet } } }',
    );
    expect(other.data!.problem).toEqual({ kind: null, quiz: null });

    // the REST path answers the same shape, without the answer either
    const rest = await fetch(`${app.baseUrl}/api/problems/by-link/${link}`, { headers: { 'x-locale': 'en' } });
    const body = (await rest.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ kind: 'OutputQuiz', quiz: QUIZ });
    expect(JSON.stringify(body)).not.toContain('"answer"');
  });

  it('checks a visitor’s answer and shows what the code prints either way', async () => {
    const visitor = client(app);
    const wrong = await visitor.gql<{ answerQuiz: unknown }>(ANSWER_QUIZ, { link, answer: 'null\nNaN' });
    expect(wrong.data!.answerQuiz).toEqual({ correct: false, answer: ANSWER, status: null });
    // trailing spaces and a final newline do not make a right answer wrong
    const right = await visitor.gql<{ answerQuiz: unknown }>(ANSWER_QUIZ, { link, answer: 'object  \nnumber\n' });
    expect(right.data!.answerQuiz).toEqual({ correct: true, answer: ANSWER, status: null });
  });

  it('marks the problem done in the book for a signed-in learner who answers right, not for a wrong answer', async () => {
    const { client: learner, id: userId } = await signUp(app);
    const book = await app.prisma.book.findFirstOrThrow({ where: { problems: { some: { problem: { link } } } } });
    const wrong = await learner.gql<{ answerQuiz: { status: string | null } }>(ANSWER_QUIZ, {
      link,
      answer: 'null\nNaN',
      bookId: book.link,
    });
    expect(wrong.data!.answerQuiz.status).toBeNull();
    expect(await app.prisma.bookProblemProgress.count({ where: { userId } })).toBe(0);

    const right = await learner.gql<{ answerQuiz: unknown }>(ANSWER_QUIZ, { link, answer: ANSWER, bookId: book.link });
    expect(right.data!.answerQuiz).toEqual({ correct: true, answer: ANSWER, status: 'RESOLVED' });
    const record = await app.prisma.bookProblemProgress.findFirstOrThrow({ where: { userId, bookId: book.id } });
    expect(record.status).toBe('RESOLVED');
  });

  it('refuses a problem that is no quiz, an unknown link and an answer that is too long', async () => {
    const visitor = client(app);
    const notQuiz = await visitor.gql(ANSWER_QUIZ, { link: 'debounce', answer: 'x' });
    expect(notQuiz.errors?.[0]).toMatchObject({
      message: 'This problem is not an output quiz.',
      extensions: { code: 'NOT_FOUND' },
    });
    const unknown = await visitor.gql(ANSWER_QUIZ, { link: 'no-such-quiz', answer: 'x' });
    expect(unknown.errors?.[0]?.message).toBe('Problem not found.');
    const long = await visitor.gql(ANSWER_QUIZ, { link, answer: 'x'.repeat(2001) });
    expect(long.errors?.[0]?.message).toBe('An answer is at most 2000 characters.');
  });
});

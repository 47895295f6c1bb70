// System design rubrics over GraphQL and REST: a SystemDesign problem of the seeded bank answers
// its seven criteria in scoring order, in the request's language or the one asked for; any other
// problem answers an empty rubric.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUBRIC_CRITERIA } from '../content/rubric-file';
import { client } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
const DESIGN = 'system-design-autocomplete';
const RUBRIC = `query ($link: String!, $locale: Locale) {
  problem(link: $link) { category kind rubric(locale: $locale) { key strong } } }`;

interface Answer {
  problem: { category: string; kind: string | null; rubric: { key: string; strong: string[] }[] };
}

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('Problem.rubric', () => {
  it('lists the seven criteria in order, each with what a strong answer covers, in the language asked', async () => {
    const visitor = client(app, { locale: 'en' });
    const en = await visitor.gql<Answer>(RUBRIC, { link: DESIGN });
    expect(en.errors).toBeUndefined();
    expect(en.data!.problem).toMatchObject({ category: 'Article', kind: 'SystemDesign' });
    expect(en.data!.problem.rubric.map((c) => c.key)).toEqual([...RUBRIC_CRITERIA]);
    for (const criterion of en.data!.problem.rubric) expect(criterion.strong.length).toBeGreaterThanOrEqual(2);
    expect(en.data!.problem.rubric[0]!.strong[0]).toMatch(/^[\x20-\x7e]+$/);

    const zh = await visitor.gql<Answer>(RUBRIC, { link: DESIGN, locale: 'zhCN' });
    const zhFirst = zh.data!.problem.rubric[0]!;
    expect(zhFirst.strong).toHaveLength(en.data!.problem.rubric[0]!.strong.length);
    expect(zhFirst.strong[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is empty for a problem that is not a system design problem', async () => {
    const other = await client(app).gql<Answer>(RUBRIC, { link: 'debounce' });
    expect(other.data!.problem).toMatchObject({ kind: null, rubric: [] });
  });

  it('comes with the problem over REST', async () => {
    const rest = await fetch(`${app.baseUrl}/api/problems/by-link/${DESIGN}`, { headers: { 'x-locale': 'en' } });
    const body = (await rest.json()) as { data: { kind: string; rubric: { key: string }[] } };
    expect(body.data.kind).toBe('SystemDesign');
    expect(body.data.rubric.map((c) => c.key)).toEqual([...RUBRIC_CRITERIA]);
  });
});

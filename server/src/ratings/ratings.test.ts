// The platform rating: signed-in learners only (not tokens), 1–5 with an optional comment, one per
// account and changeable, and a summary that stays hidden until enough learners have rated.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

const RATE = `mutation ($input: RatePlatformInput!) { ratePlatform(input: $input) { score comment source } }`;
const MINE = '{ myPlatformRating { score comment source } }';
const SUMMARY = '{ siteSettings { rating { average count } } }';

let app: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ratings-'));
  const settings = join(dir, 'site.yaml');
  writeFileSync(settings, 'rating: { minimumCount: 3 }\n');
  app = await startTestServer({ seeded: false, siteConfigPath: settings });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('platform rating', () => {
  it('needs a sign-in, and a personal access token cannot give one', async () => {
    const visitor = await client(app).gql(RATE, { input: { score: 5, source: 'dashboard' } });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'Please sign in first.' });
    const owner = await signUp(app);
    const created = await owner.client.gql<{ createApiToken: { token: string } }>(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name: 'tool', scope: 'progress', expiresInDays: 7 } },
    );
    const tool = client(app, { token: created.data!.createApiToken.token });
    const refused = await tool.gql(RATE, { input: { score: 5, source: 'dashboard' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.prisma.platformRating.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('takes a whole number from 1 to 5 and a comment of at most 1000 characters, in the reader’s words', async () => {
    const { client: learner } = await signUp(app);
    for (const score of [0, 6]) {
      const result = await learner.gql(RATE, { input: { score, source: 'dashboard' } });
      expect(result.errors?.[0]).toMatchObject({ message: 'A rating is a whole number from 1 to 5.' });
    }
    const long = await learner.gql(RATE, { input: { score: 4, comment: 'x'.repeat(1001), source: 'dashboard' } });
    expect(long.errors?.[0]?.message).toBe('The comment is at most 1000 characters.');
    const zh = client(app, { token: learner.token, locale: 'zh-CN' });
    const zhResult = await zh.gql(RATE, { input: { score: 9, source: 'dashboard' } });
    expect(zhResult.errors?.[0]?.message).toBe('评分须为 1 到 5 的整数。');
  });

  it('keeps one rating per account, which the learner can change', async () => {
    const { client: learner, id } = await signUp(app);
    expect((await learner.gql(MINE)).data).toEqual({ myPlatformRating: null });
    await learner.gql(RATE, { input: { score: 2, comment: '  slow judge  ', source: 'interview' } });
    const changed = await learner.gql(RATE, { input: { score: 4, source: 'dashboard' } });
    expect(changed.data).toEqual({ ratePlatform: { score: 4, comment: '', source: 'dashboard' } });
    expect((await learner.gql(MINE)).data).toEqual({
      myPlatformRating: { score: 4, comment: '', source: 'dashboard' },
    });
    expect(await app.prisma.platformRating.count({ where: { userId: id } })).toBe(1);
  });

  it('publishes the average and the true count only once enough learners have rated', async () => {
    await app.prisma.platformRating.deleteMany();
    const visitor = client(app);
    const rate = async (score: number) => {
      const { client: learner } = await signUp(app);
      await learner.gql(RATE, { input: { score, source: 'dashboard' } });
    };
    await rate(5);
    await rate(4);
    expect((await visitor.gql(SUMMARY)).data).toEqual({ siteSettings: { rating: null } });
    await rate(4);
    expect((await visitor.gql(SUMMARY)).data).toEqual({ siteSettings: { rating: { average: 4.33, count: 3 } } });
  });
});

// Shared solutions over real HTTP: the owner shares a submission, a visitor opens it (GraphQL, REST
// and the page's HTML with its Open Graph tags), the per-test results never leave, a rotated or
// revoked link is gone, someone else's submission cannot be shared, and a shared submission
// outlives the pruning of old ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../../test/client';
import { loadContent } from '../../content/load';
import { type TestServer, startTestServer } from '../../../test/server';
import { fakeWebDist } from '../../../test/web-dist';
import { captured } from '../../../test/at';

let app: TestServer;
let web: ReturnType<typeof fakeWebDist>;
let reference: string;
let problemId: string;
const KEPT = 2;

const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { submission { id status } } }`;
const SHARE = `mutation ($id: String!) { shareSubmission(id: $id) { id shareToken } }`;
const UNSHARE = `mutation ($id: String!) { unshareSubmission(id: $id) { id shareToken } }`;
const SHARED = `query ($token: String!) { sharedSolution(token: $token) {
  token path problem { title titleZh link } title language code status total passed failed createdAt } }`;

beforeAll(async () => {
  web = fakeWebDist();
  app = await startTestServer({ webDistDir: web.dir, submissionsKept: KEPT });
  const debounce = loadContent().problems.find((p) => p.link === 'debounce')!;
  reference = captured(/```js\n([\s\S]*?)```/, debounce.solution.en);
  problemId = (await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).id;
});
afterAll(async () => {
  await app?.close();
  web?.remove();
});

type User = Awaited<ReturnType<typeof signUp>>;

async function submit(user: User, code: string, title = 'My debounce') {
  const r = await user.client.gql<{ submitSolution: { submission: { id: string; status: string } } }>(SUBMIT, {
    input: { problemId, language: 'Javascript', code, title },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.submitSolution.submission;
}

async function share(user: User, id: string) {
  const r = await user.client.gql<{ shareSubmission: { shareToken: string } }>(SHARE, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.shareSubmission.shareToken;
}

describe('shared solutions', () => {
  it('opens for a visitor with the title, code, result and date, and nothing of the tests', async () => {
    const owner = await signUp(app);
    const submission = await submit(owner, reference);
    expect(submission.status).toBe('success');
    const token = await share(owner, submission.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const visitor = client(app);
    const r = await visitor.gql<{ sharedSolution: Record<string, unknown> }>(SHARED, { token });
    expect(r.errors).toBeUndefined();
    const shared = r.data!.sharedSolution;
    expect(shared).toMatchObject({
      token,
      path: `/solutions/${token}`,
      problem: { title: await titleEn(), link: 'debounce' },
      title: 'My debounce',
      code: reference,
      status: 'success',
      failed: 0,
    });
    expect(shared.total).toBeGreaterThan(0);
    expect(shared.passed).toBe(shared.total);
    expect(typeof shared.createdAt).toBe('string');

    // the judge's per-test results (names, inputs, errors) stay with the owner
    const row = await app.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    const names = ((row.results as { results?: { name: string }[] }).results ?? []).map((t) => t.name);
    expect(names.length).toBeGreaterThan(0);
    const rest = await visitor.rest<Record<string, unknown>>('GET', `/api/shared-solutions/${token}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ token, code: reference, status: 'success' });
    for (const text of [JSON.stringify(r), JSON.stringify(rest.body)]) {
      for (const name of names) expect(text).not.toContain(name);
      expect(text).not.toContain('submitCase');
    }
    const denied = await visitor.gql(`query ($token: String!) { sharedSolution(token: $token) { results } }`, {
      token,
    });
    expect(denied.errors?.[0]?.message).toMatch(/Cannot query field "results"/);
  });

  it('serves the page with its own title and Open Graph tags, the HTML escaped', async () => {
    const owner = await signUp(app);
    const submission = await submit(owner, 'function debounce() {}', '<script>alert(1)</script>');
    expect(submission.status).toBe('failure');
    const token = await share(owner, submission.id);
    const page = await fetch(`${app.baseUrl}/solutions/${token}`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const title = `A solution to ${await titleEn()} · Frontend Forge`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(/<meta property="og:description" content="Not accepted: 0 of \d+ tests passed\. Submitted /);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>/g)).toHaveLength(1);

    const zh = await (
      await fetch(`${app.baseUrl}/solutions/${token}`, { headers: { 'accept-language': 'zh-CN' } })
    ).text();
    expect(zh).toContain(`<title>${await titleZh()} 的解答 · Frontend Forge</title>`);

    // a made-up token and other pages keep the app's own title
    const other = await (await fetch(`${app.baseUrl}/solutions/${'A'.repeat(22)}`)).text();
    expect(other).toContain('<title>spa</title>');
    expect(other).not.toContain('og:title');
  });

  it('rotates and revokes: an old or revoked link is not found, in the spec’s words', async () => {
    const owner = await signUp(app);
    const submission = await submit(owner, reference);
    const first = await share(owner, submission.id);
    const second = await share(owner, submission.id);
    expect(second).not.toBe(first);
    const visitor = client(app);
    const old = await visitor.gql(SHARED, { token: first });
    expect(old.errors?.[0]?.message).toBe('This solution is not shared, or its link was revoked.');
    expect(old.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const revoked = await owner.client.rest<{ shareToken: string | null }>(
      'DELETE',
      `/api/submissions/${submission.id}/share`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.shareToken).toBeNull();
    const gone = await visitor.rest('GET', `/api/shared-solutions/${second}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This solution is not shared, or its link was revoked.');
    const zh = await client(app, { locale: 'zh-CN' }).gql(SHARED, { token: second });
    expect(zh.errors?.[0]?.message).toBe('此解答未分享，或其链接已被撤销。');
    const page = await (await fetch(`${app.baseUrl}/solutions/${second}`)).text();
    expect(page).not.toContain('og:title');

    const again = await owner.client.rest<{ shareToken: string }>('POST', `/api/submissions/${submission.id}/share`);
    expect(again.status).toBe(200);
    expect(again.body.data.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("refuses someone else's submission, visitors, and hostile tokens", async () => {
    const owner = await signUp(app);
    const submission = await submit(owner, reference);
    const token = await share(owner, submission.id);
    const stranger = await signUp(app);
    for (const mutation of [SHARE, UNSHARE]) {
      const r = await stranger.client.gql(mutation, { id: submission.id });
      expect(r.errors?.[0]?.message).toBe('No such submission of yours.');
    }
    const anonymous = await client(app).gql(SHARE, { id: submission.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // the stranger's attempts changed nothing
    expect((await client(app).gql(SHARED, { token })).errors).toBeUndefined();

    for (const bad of ['', 'x', "' OR 1=1 --", 'A'.repeat(22), 'A'.repeat(5000)]) {
      const r = await client(app).gql(SHARED, { token: bad });
      expect(r.data?.sharedSolution ?? null, bad.slice(0, 20)).toBeNull();
      expect([400, 404], bad.slice(0, 20)).toContain(r.status); // malformed or unknown: refused, never a 500
    }
    const long = await stranger.client.gql(SHARE, { id: 'x'.repeat(65) });
    expect(long.status).toBe(400);
  });

  it("shows a UI problem's files in its framework, not the other frameworks' trees", async () => {
    const owner = await signUp(app);
    const todo = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'todo-list' } });
    const node = (id: string, code: string) => ({ id, name: id.split('/').at(-1), isFile: true, code });
    const row = await app.prisma.submission.create({
      data: {
        userId: owner.id,
        problemId: todo.id,
        title: 'Todo in React',
        language: 'Javascript',
        framework: 'React',
        code: '',
        fileTrees: {
          React: [
            node('src/App.jsx', 'export default function App() { return <ul />; }'),
            { id: 'src', name: 'src', isFile: false, children: [node('src/main.jsx', 'import App from "./App";')] },
          ],
          Vue: [node('src/App.vue', '<template><ul /></template>')],
        },
        status: 'failure',
        total: 3,
        passed: 1,
        failed: 2,
        results: { results: [{ name: 'hidden: adds an item', status: 'failed' }] },
      },
    });
    const token = await share(owner, row.id);
    const r = await client(app).gql<{ sharedSolution: { framework: string; files: { path: string; code: string }[] } }>(
      `query ($token: String!) { sharedSolution(token: $token) { framework files { path code } } }`,
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.sharedSolution).toEqual({
      framework: 'React',
      files: [
        { path: 'src/App.jsx', code: 'export default function App() { return <ul />; }' },
        { path: 'src/main.jsx', code: 'import App from "./App";' },
      ],
    });
    expect(JSON.stringify(r)).not.toContain('hidden: adds an item');
  });

  it('keeps a shared submission when newer ones prune the old', async () => {
    const owner = await signUp(app);
    const shared = await submit(owner, 'function debounce() {}', 'shared failure');
    await share(owner, shared.id);
    for (let i = 0; i < KEPT + 2; i += 1) await submit(owner, 'function debounce() {}', `later ${i}`);
    const rows = await app.prisma.submission.findMany({ where: { userId: owner.id } });
    expect(rows.map((row) => row.id)).toContain(shared.id);
    expect(rows.length).toBe(KEPT + 1);
  });
});

async function titleEn() {
  return (await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).titleEn;
}

async function titleZh() {
  return (await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).titleZh;
}

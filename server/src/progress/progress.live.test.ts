// The viewer's progress over graphql-ws: a change made on one "device" reaches the same user's
// other socket at once, with the problem's statue; another user's socket receives nothing, and a
// visitor cannot subscribe; a problem's finish count reaches every open page of it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/client';
import { liveSubscription } from '../../test/live';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const EVENTS = `subscription { myProgressEvents { problemId bookId status problem { id statue } } }`;
interface Event {
  problemId: string;
  bookId: string | null;
  status: string;
  problem: { id: string; statue: string };
}
const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`;

/** a probe for `registered`: the user's status of a problem, flipped at each call (each call is a change) */
function flipper(user: Awaited<ReturnType<typeof signUp>>, problemId: string) {
  let flips = 0;
  return () => user.client.gql(MARK, { input: { problemId, status: flips++ % 2 ? 'UNRESOLVED' : 'RESOLVED' } });
}

describe('progress events', () => {
  it("reach only the viewer's own sockets", async () => {
    const me = await signUp(app);
    const stranger = await signUp(app);
    const [problem, other, myProbe, theirProbe] = await app.prisma.problem.findMany({ take: 4, select: { id: true } });
    const mine = liveSubscription<Event>(app, EVENTS, {}, { token: me.tokens.access.token, field: 'myProgressEvents' });
    const theirs = liveSubscription<Event>(
      app,
      EVENTS,
      {},
      {
        token: stranger.tokens.access.token,
        field: 'myProgressEvents',
      },
    );
    await Promise.all([
      mine.registered(flipper(me, myProbe!.id), (e) => e.problemId === myProbe!.id),
      theirs.registered(flipper(stranger, theirProbe!.id), (e) => e.problemId === theirProbe!.id),
    ]);
    const marked = await me.client.gql(MARK, { input: { problemId: problem!.id, status: 'RESOLVED' } });
    expect(marked.errors).toBeUndefined();
    const event = await mine.until((e) => e.problemId === problem!.id);
    expect(event).toMatchObject({ bookId: null, status: 'RESOLVED', problem: { statue: 'RESOLVED' } });
    await me.client.gql(MARK, { input: { problemId: problem!.id, status: 'UNRESOLVED' } });
    await mine.until(
      (e) => e.problemId === problem!.id && e.status === 'UNRESOLVED' && e.problem.statue === 'UNRESOLVED',
    );
    // The stranger's own change comes after mine on the same bus, in order: once it has arrived,
    // anything of mine that leaked to the stranger would have arrived before it.
    await stranger.client.gql(MARK, { input: { problemId: other!.id, status: 'RESOLVED' } });
    await theirs.until((e) => e.problemId === other!.id);
    expect(theirs.events.filter((e) => e.problemId !== theirProbe!.id).map((e) => [e.problemId, e.status])).toEqual([
      [other!.id, 'RESOLVED'],
    ]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("pushes a problem's finish count to every open page of it, visitors included", async () => {
    const learner = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true, link: true } });
    const page = liveSubscription<{ problemId: string; finishCount: number }>(
      app,
      'subscription ($p: String!) { problemFinishCount(problemId: $p) { problemId finishCount } }',
      { p: problem.link },
      { field: 'problemFinishCount' },
    );
    // registered once another learner's finish reaches the page: each probe is a new learner,
    // so the count only grows and no probe's event can pass for the ones below
    await page.registered(
      async () => (await signUp(app)).client.gql(MARK, { input: { problemId: problem.id, status: 'RESOLVED' } }),
      () => true,
    );
    const { finishCount } = await app.prisma.problem.findUniqueOrThrow({
      where: { id: problem.id },
      select: { finishCount: true },
    });
    await learner.client.gql(MARK, { input: { problemId: problem.id, status: 'RESOLVED' } });
    const event = await page.until((e) => e.finishCount === finishCount + 1);
    expect(event.problemId).toBe(problem.id);
    const after = page.events.indexOf(event);
    await learner.client.gql(MARK, { input: { problemId: problem.id, status: 'UNRESOLVED' } });
    await vi.waitFor(() => expect(page.events.slice(after + 1).map((e) => e.finishCount)).toContain(finishCount));
    await page.close();
  });

  it('refuses a visitor', async () => {
    const visitor = liveSubscription<Event>(app, EVENTS, {}, { field: 'myProgressEvents' });
    await visitor.ready;
    await vi.waitFor(() => expect(visitor.errors[0]).toBe('Please sign in first.'), { timeout: 3000 });
    await visitor.close();
  });
});

// The deployment of docker-compose.yml proven as processes: nginx (Debian's package, the
// checked-in docker/nginx.conf) in front of two platform instances on the machine's PostgreSQL and
// Redis, runs judged by a separate judge worker through the Redis queue. A learner's journey goes
// through the proxy only: sign in, run, submit, a comment that a live subscriber receives, a
// keystroke in a shared editor. Meanwhile a writer saves drafts non-stop. Each instance in turn is
// stopped (as an orchestrator does: SIGINT) and started again. Afterwards every acknowledged write
// is in the database, every phase's comment reached the subscriber, and every acknowledged
// keystroke is in the stored document. Where nginx, PostgreSQL or Redis is missing it is skipped
// with a warning on a developer's machine and fails under CI (.ci/run provides all three).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { gql, signIn, signUp } from './support/api';
import { serviceAvailable } from '../server/test/services';
import { type Topology, startTopology, topologyUnavailable } from './support/topology';

const SLOW = 300_000;
const unavailable = !serviceAvailable('e2e/topology.test', await topologyUnavailable());

const PROBLEM = 'debounce';
const DRAFT_PROBLEMS = ['debounce', 'throttle', 'curry', 'once', 'memoize'];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, ms = 30_000) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`timed out after ${ms} ms: ${what}`);
    },
    { timeout: ms, interval: 50 },
  );
}

// skipped only off CI, where this machine lacks nginx, PostgreSQL or Redis (the reason is printed above)
describe.skipIf(unavailable)('the multi-instance topology behind nginx', () => {
  let topology: Topology;
  let proxy: string;

  beforeAll(async () => {
    topology = await startTopology({ redisDb: 14 });
    proxy = topology.proxyUrl;
  }, SLOW);

  afterAll(async () => {
    await topology?.stop();
  }, SLOW);

  it(
    'keeps every acknowledged write while each instance is stopped and restarted',
    async () => {
      const user = { username: 'topo_ana', email: 'topo-ana@example.com', password: 'Str0ng!pass' };
      await signUp(proxy, user);
      let token = (await signIn(proxy, user.username, user.password)).access;
      // posts the probe comments that show the live subscriber is registered (an account of its
      // own: the comment rate limits count per account)
      const prober = { username: 'topo_probe', email: 'topo-probe@example.com', password: 'Str0ng!pass' };
      await signUp(proxy, prober);

      // a live subscriber that reconnects (through the proxy, to whichever instance is up)
      const received: string[] = [];
      let connections = 0;
      const live: Client = createClient({
        url: `${proxy.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { locale: 'en' },
        retryAttempts: 1_000,
        shouldRetry: () => true,
        retryWait: () => sleep(250), // the client's reconnection backoff
        on: { connected: () => connections++ },
      });
      live.subscribe(
        { query: `subscription { commentEvents(problemId: "${PROBLEM}") { kind commentId } }` },
        {
          next: ({ data }) => {
            const event = (data as { commentEvents: { kind: string; commentId: string } }).commentEvents;
            if (event.kind === 'added') received.push(event.commentId);
          },
          error: (error) => console.error('subscription ended', error),
          complete: () => {},
        },
      );

      // a shared editor through the proxy, with the provider's own reconnection
      const { createInterview: room } = await gql<{ createInterview: { code: string } }>(
        proxy,
        'mutation { createInterview(title: "Topology") { code } }',
        {},
        token,
      );
      const documentName = `interview:${room.code}:code`;
      const editorSocket = new HocuspocusProviderWebsocket({
        url: `${proxy.replace('http', 'ws')}/collab`,
        WebSocketPolyfill: WebSocket,
        // retry quickly (minDelay must not exceed maxDelay, or the provider never connects)
        delay: 250,
        minDelay: 250,
        maxDelay: 1_000,
      });
      const document = new Y.Doc();
      const editor = new HocuspocusProvider({
        websocketProvider: editorSocket,
        name: documentName,
        // read at every (re)connection: a fresh access token, as the web app does
        token: () => token,
        document,
      });
      editor.attach();
      await until(() => editor.isSynced, 'the editor synced');

      const draftProblemIds = await Promise.all(
        DRAFT_PROBLEMS.map(
          async (link) =>
            (await gql<{ problem: { id: string } }>(proxy, `{ problem(link: "${link}") { id } }`)).problem.id,
        ),
      );

      // a writer that saves drafts non-stop; a draft counts once the API answered with its id
      const acknowledgedDrafts: string[] = [];
      const refusedDrafts: string[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          try {
            const { saveSolution } = await gql<{ saveSolution: { id: string } }>(
              proxy,
              'mutation ($input: SaveSolutionInput!) { saveSolution(input: $input) { id } }',
              {
                input: {
                  problemId: draftProblemIds[n % draftProblemIds.length],
                  language: 'Javascript',
                  title: `draft ${n}`,
                  code: `// draft ${n}`,
                },
              },
              token,
            );
            acknowledgedDrafts.push(saveSolution.id);
          } catch (error) {
            // not acknowledged (a client would retry): nothing was promised
            refusedDrafts.push(String(error).slice(0, 200));
          }
          await sleep(200); // the writer's pace (a steady load, not a wait for anything)
        }
      })();

      const { problem } = await gql<{ problem: { id: string } }>(proxy, `{ problem(link: "${PROBLEM}") { id } }`);
      const acknowledgedComments: string[] = [];
      let submissions = 0;
      const phases: string[] = [];
      const code =
        'function debounce(fn, wait) { let t; return function (...a) { clearTimeout(t); t = setTimeout(() => fn.apply(this, a), wait); }; }';

      async function journey(phase: string) {
        phases.push(phase);
        // sign in again: any instance accepts any instance's tokens
        token = (await signIn(proxy, user.username, user.password)).access;
        const { runCode } = await gql<{ runCode: { passed: number; total: number } }>(
          proxy,
          `mutation ($input: RunCodeInput!) { runCode(input: $input) { passed total } }`,
          {
            input: {
              code: 'function add(a, b) { return a + b; }',
              testCode: 'test("adds", () => expect(add(1, 2)).toBe(3));',
              language: 'Javascript',
            },
          },
          token,
        );
        expect(runCode, phase).toEqual({ passed: 1, total: 1 });
        const { submitSolution } = await gql<{ submitSolution: { status: string; submission: { id: string } } }>(
          proxy,
          `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { status submission { id } } }`,
          { input: { problemId: problem.id, language: 'Javascript', code } },
          token,
        );
        expect(submitSolution.submission.id, phase).toBeTruthy();
        submissions++;

        // the subscriber is connected again (it may have been on the instance that stopped) and
        // its subscription registered: a probe comment reaches it (posted again until one does,
        // as one posted before the registration reaches nobody)
        await until(() => live !== null && connections > 0, 'the subscriber connected');
        const proberToken = (await signIn(proxy, prober.username, prober.password)).access;
        const probes: string[] = [];
        await vi.waitFor(
          async () => {
            if (!received.some((id) => probes.includes(id))) {
              const { postComment: probe } = await gql<{ postComment: { id: string } }>(
                proxy,
                'mutation ($input: PostCommentInput!) { postComment(input: $input) { id } }',
                { input: { problemId: PROBLEM, content: `Probe while ${phase}.` } },
                proberToken,
              );
              probes.push(probe.id);
            }
            if (!received.some((id) => probes.includes(id))) throw new Error(`no probe received while ${phase}`);
          },
          { timeout: 30_000, interval: 250 },
        );
        const { postComment } = await gql<{ postComment: { id: string } }>(
          proxy,
          'mutation ($input: PostCommentInput!) { postComment(input: $input) { id } }',
          { input: { problemId: PROBLEM, content: `Posted while ${phase}.` } },
          token,
        );
        acknowledgedComments.push(postComment.id);
        await until(() => received.includes(postComment.id), `the live comment of "${phase}"`);

        // a keystroke in the shared editor, acknowledged once the server holds it
        editor.document.getText('code').insert(editor.document.getText('code').length, `[${phase}]`);
        await until(() => !editor.hasUnsyncedChanges, `the keystroke of "${phase}" acknowledged`);
      }

      try {
        await journey('both up');
        for (const [stopped, other] of [
          [0, 1],
          [1, 0],
        ] as const) {
          const connectionsBefore = connections;
          expect(await topology.stopInstance(stopped)).toBe(0);
          await journey(`instance ${stopped} down`);
          await topology.startInstance(stopped);
          await journey(`instance ${stopped} back`);
          expect(topology.instanceUrls()[other]).not.toBeNull();
          expect(connections).toBeGreaterThanOrEqual(connectionsBefore);
        }
      } catch (error) {
        console.log(topology.logs().slice(-8_000));
        throw error;
      } finally {
        writing = false;
        await writer;
      }

      // every phase's comment reached the subscriber, across its reconnections
      expect(received.filter((id) => acknowledgedComments.includes(id))).toHaveLength(acknowledgedComments.length);
      const editorText = document.getText('code').toString();
      expect(editorText).toBe(phases.map((p) => `[${p}]`).join(''));
      editor.destroy();
      editorSocket.destroy();
      await live.dispose();

      // the instances stop (flushing what they hold); the database has every acknowledged write
      await topology.stopInstance(0);
      await topology.stopInstance(1);
      const db = new pg.Client({ connectionString: topology.databaseUrl });
      await db.connect();
      try {
        const drafts = await db.query<{ id: string }>('SELECT id FROM "SavedSolution" WHERE id = ANY($1)', [
          acknowledgedDrafts,
        ]);
        expect(acknowledgedDrafts.length).toBeGreaterThan(20);
        expect(drafts.rowCount).toBe(acknowledgedDrafts.length);
        const comments = await db.query('SELECT id FROM "Comment" WHERE id = ANY($1)', [acknowledgedComments]);
        expect(comments.rowCount).toBe(acknowledgedComments.length);
        const submitted = await db.query('SELECT count(*)::int AS n FROM "Submission"');
        expect(submitted.rows[0].n).toBe(submissions);
        const stored = await db.query<{ state: Uint8Array }>(
          'SELECT d.state FROM "InterviewDocument" d JOIN "InterviewRoom" r ON r.id = d."roomId" WHERE r.code = $1 AND d.name = $2',
          [room.code, 'code'],
        );
        const restored = new Y.Doc();
        Y.applyUpdate(restored, new Uint8Array(stored.rows[0]!.state));
        expect(restored.getText('code').toString()).toBe(editorText);
      } finally {
        await db.end();
      }
      console.log(
        `topology: ${acknowledgedDrafts.length} drafts acknowledged and kept, ${refusedDrafts.length} refused while an instance stopped ${JSON.stringify(refusedDrafts.slice(0, 3))}; ${connections} subscriber connections`,
      );
    },
    SLOW * 2,
  );
});

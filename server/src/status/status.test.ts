import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { checkDatabase, checkGithub, checkJudge, overallStatus } from './status.service';
import { at } from '../../test/at';

describe('status checks', () => {
  it('reads the banner: outage beats degraded beats operational', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'operational' }])).toBe('operational');
    expect(overallStatus([{ status: 'operational' }, { status: 'degraded' }])).toBe('degraded');
    expect(overallStatus([{ status: 'degraded' }, { status: 'outage' }, { status: 'operational' }])).toBe('outage');
    expect(overallStatus([])).toBe('operational');
    expect(overallStatus([{ status: 'operational' }, { status: 'notConfigured' }])).toBe('operational');
    expect(overallStatus([{ status: 'degraded' }, { status: 'notConfigured' }])).toBe('degraded');
  });

  it('marks a slow database degraded and a failing one as an outage', async () => {
    const slow = { $queryRaw: () => new Promise((r) => setTimeout(() => r([]), 30)) } as never;
    expect(await checkDatabase(slow, { degradedMs: 10 })).toMatchObject({ status: 'degraded' });
    const down = { $queryRaw: () => Promise.reject(new Error('connection refused')) } as never;
    const logged: unknown[] = [];
    expect(await checkDatabase(down, { log: (error) => logged.push(error) })).toMatchObject({
      status: 'outage',
      detail: 'unreachable',
    });
    expect(logged).toEqual([new Error('connection refused')]);
    const stuck = { $queryRaw: () => new Promise(() => undefined) } as never;
    expect(await checkDatabase(stuck, { timeoutMs: 20 })).toMatchObject({
      status: 'outage',
      detail: 'no answer within 20 ms',
    });
  });

  it('reads the judge from its probe, and as not configured without one', async () => {
    expect(await checkJudge(undefined)).toMatchObject({ status: 'outage', detail: 'not configured' });
    expect(await checkJudge({ health: async () => ({ status: 'degraded', detail: 'queue long' }) })).toMatchObject({
      status: 'degraded',
      detail: 'queue long',
    });
    expect(await checkJudge({ health: () => Promise.reject(new Error('no workers')) })).toMatchObject({
      status: 'outage',
      detail: 'unreachable',
    });
  });

  it('reads GitHub sign-in from GITHUB_CLIENT_ID', () => {
    expect(checkGithub({})).toMatchObject({ status: 'notConfigured', detail: 'not configured' });
    expect(checkGithub({ clientId: '  ' })).toMatchObject({ status: 'notConfigured' });
    expect(checkGithub({ clientId: 'abc' })).toMatchObject({ status: 'operational', detail: null });
  });
});

describe('platformStatus query', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ seeded: false });
  });
  afterAll(() => app?.close());

  it('answers the five services in order with the time of the check', async () => {
    const before = Date.now();
    const result = await app.graphql<{
      platformStatus: { services: { id: string; status: string; detail: string | null }[]; checkedAt: string };
    }>('{ platformStatus { services { id status detail latencyMs } checkedAt } }');
    expect(result.errors).toBeUndefined();
    const { services, checkedAt } = result.data!.platformStatus;
    expect(services.map((s) => s.id)).toEqual(['website', 'api', 'database', 'judge', 'github']);
    expect(at(services, 0).status).toBe('operational');
    expect(at(services, 1).status).toBe('operational');
    expect(['operational', 'degraded']).toContain(at(services, 2).status);
    // the test server has no GITHUB_CLIENT_ID: switched off, not a fault
    expect(services[4]).toMatchObject({ status: 'notConfigured', detail: 'not configured' });
    expect(Date.parse(checkedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

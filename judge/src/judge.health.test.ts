// The judge's health rule: from pool statistics and from the queue.
import { describe, expect, it } from 'vitest';
import { judgeHealthFromQueue, judgeProbeFromStats } from './judge.health';

describe('judge health', () => {
  it('reads a judge without health() from its pool statistics', async () => {
    const probe = (workers: number, idle: number, queued: number) =>
      judgeProbeFromStats(() => ({ workers, idle, busy: workers - idle, queued })).health();
    expect(await probe(0, 0, 2)).toEqual({ status: 'outage', detail: 'no workers' });
    expect(await probe(0, 0, 0)).toEqual({ status: 'operational', detail: null });
    expect(await probe(2, 0, 3)).toEqual({ status: 'degraded', detail: '3 runs waiting' });
    expect(await probe(2, 1, 0)).toEqual({ status: 'operational', detail: null });
  });

  it('reads a queued judge from its queue', () => {
    expect(judgeHealthFromQueue({ workers: 0, waiting: 0 })).toMatchObject({ status: 'outage' });
    expect(judgeHealthFromQueue({ workers: 2, waiting: 3 })).toEqual({
      status: 'degraded',
      detail: '3 runs waiting for 2 judge workers',
    });
    expect(judgeHealthFromQueue({ workers: 1, waiting: 0 })).toEqual({ status: 'operational', detail: null });
  });
});

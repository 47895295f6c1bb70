// Live updates through a real Redis: what one bus publishes reaches a bus on the same Redis
// database, and never one on another database of the same Redis (Redis publishes to every
// database's subscribers; the channel names carry the database number, db/redis-channels.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable } from '../../test/services';
import { TEST_REDIS_URL, ownRedisDatabase } from '../../test/redis';
import { redisChannelPrefix } from '../db/redis-channels';
import { type LiveBus, createLiveBus } from './pubsub';

describe('redisChannelPrefix', () => {
  it('keeps the names of database 0 and adds the number of any other', () => {
    expect(redisChannelPrefix('redis://h:6379', 'platform:live:')).toBe('platform:live:');
    expect(redisChannelPrefix('redis://h:6379/0', 'platform:collab')).toBe('platform:collab');
    expect(redisChannelPrefix('redis://h:6379/3', 'platform:live:')).toBe('platform:live:db3:');
    expect(redisChannelPrefix('rediss://u:p@h/12', 'platform:collab')).toBe('platform:collab:db12');
  });
});

const redisUp = await redisAvailable('pubsub.test');

// needs Redis: skipped with a warning only off CI (redisAvailable fails the run under CI)
describe.runIf(redisUp)('live buses on one Redis', () => {
  const buses: LiveBus[] = [];
  afterAll(() => Promise.all(buses.map((bus) => bus.close())));

  const bus = async (db: number) => {
    const created = createLiveBus({ redisUrl: await ownRedisDatabase(TEST_REDIS_URL, db) });
    buses.push(created);
    return created;
  };

  /** the events `bus` hears on `topic`, as they come */
  const listen = (target: LiveBus, topic: string) => {
    const heard: unknown[] = [];
    const iterator = target.pubsub.subscribe(topic, 'p1')[Symbol.asyncIterator]();
    const pump = async () => {
      for (;;) {
        const step = await iterator.next();
        if (step.done) return;
        heard.push(step.value);
      }
    };
    void pump();
    return heard;
  };

  it('deliver on the same database only', async () => {
    const [publisher, sameDb, otherDb] = [await bus(7), await bus(7), await bus(8)];
    const onSame = listen(sameDb, 'comments');
    const onOther = listen(otherDb, 'comments');
    // published until the subscription is in place (SUBSCRIBE is asynchronous), then once more
    await expect
      .poll(async () => {
        publisher.pubsub.publish('comments', 'p1', { n: 1 });
        await new Promise((r) => setImmediate(r));
        return onSame.length;
      })
      .toBeGreaterThan(0);
    // the other database's bus subscribed too: a marker published there arrives there
    await expect
      .poll(async () => {
        otherDb.pubsub.publish('comments', 'p1', { marker: true });
        await new Promise((r) => setImmediate(r));
        return onOther.some((e) => (e as { marker?: boolean }).marker);
      })
      .toBe(true);
    publisher.pubsub.publish('comments', 'p1', { n: 2 });
    await expect.poll(() => onSame.some((e) => (e as { n?: number }).n === 2)).toBe(true);
    // Redis delivers in the order it publishes: a last marker there comes after anything leaked
    otherDb.pubsub.publish('comments', 'p1', { marker: 'last' });
    await expect.poll(() => onOther.some((e) => (e as { marker?: unknown }).marker === 'last')).toBe(true);
    // everything the other database heard is its own
    expect(onOther.every((e) => (e as { marker?: unknown }).marker)).toBe(true);
  });
});

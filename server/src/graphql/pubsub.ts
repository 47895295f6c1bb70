// The instance's pub/sub for GraphQL subscriptions: graphql-yoga's createPubSub over an event
// target that is Redis (@graphql-yoga/redis-event-target) when REDIS_URL is set, so an event
// published on one instance reaches subscribers on every instance, and in memory otherwise.
// Losing Redis never crashes nor hangs a request: while the publishing connection is not ready an
// event is delivered to this instance's subscribers only (with a logged warning), and ioredis
// reconnects and resubscribes on its own when Redis comes back.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { type PubSub, createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { Logger } from 'pino';
import { redisChannelPrefix } from '../db/redis-channels';

/** topic → [routing id, payload]; domains name their topics and wrap publish/subscribe */
export type LiveTopics = Record<string, [id: string, payload: unknown]>;

export interface LiveBus {
  pubsub: PubSub<LiveTopics>;
  readonly store: 'memory' | 'redis';
  close(): Promise<void>;
}

type Listener = (event: CustomEvent) => void;

/** an EventTarget for any number of subscribers (Node warns past 10 listeners of one type) */
function unboundedTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

export function createLiveBus(options: { redisUrl?: string; logger?: Logger; channelPrefix?: string } = {}): LiveBus {
  if (!options.redisUrl) {
    return {
      pubsub: createPubSub<LiveTopics>({ eventTarget: unboundedTarget() as never }),
      store: 'memory',
      close: async () => {},
    };
  }
  const logger = options.logger;
  const prefix = options.channelPrefix ?? redisChannelPrefix(options.redisUrl, 'platform:live:');
  // publishing never queues (a publish while Redis is away goes to local subscribers at once);
  // the subscribing connection queues its SUBSCRIBEs until Redis is back and resubscribes then
  const publishClient = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger?.warn({ err: error }, 'live updates: Redis unavailable, events reach this instance only');
  };
  publishClient.on('error', warn);
  subscribeClient.on('error', warn);
  publishClient.on('ready', () => {
    if (warned) logger?.info('live updates: Redis is back');
    warned = false;
  });

  const redis = createRedisEventTarget({ publishClient, subscribeClient });
  const local = unboundedTarget();
  const channel = (type: string) => prefix + type;
  const wrapped = new Map<Listener, Listener>();
  const target = {
    addEventListener(type: string, listener: Listener) {
      const unprefixed: Listener = (event) => listener(new CustomEvent(type, { detail: event.detail }));
      wrapped.set(listener, unprefixed);
      redis.addEventListener(channel(type), unprefixed as never);
      local.addEventListener(type, listener as EventListener);
    },
    removeEventListener(type: string, listener: Listener) {
      const unprefixed = wrapped.get(listener);
      wrapped.delete(listener);
      if (unprefixed) redis.removeEventListener(channel(type), unprefixed as never);
      local.removeEventListener(type, listener as EventListener);
    },
    dispatchEvent(event: CustomEvent) {
      const here = () => local.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
      if (publishClient.status !== 'ready') {
        warn(new Error(`Redis connection is ${publishClient.status}`));
        return here();
      }
      publishClient
        .publish(channel(event.type), event.detail === undefined ? '' : JSON.stringify(event.detail))
        .catch((error: unknown) => {
          warn(error);
          here();
        });
      return true;
    },
  };
  return {
    pubsub: createPubSub<LiveTopics>({ eventTarget: target as never }),
    store: 'redis',
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

// Hocuspocus's Redis extension joins a room's connections across instances (REDIS_URL). It brings
// its own ioredis (it pins ~5.6): it is given the address, not a client.
import { Redis } from '@hocuspocus/extension-redis';
import { redisChannelPrefix } from '../../db/redis-channels';

export function redisExtension(redisUrl: string): Redis {
  const url = new URL(redisUrl);
  return new Redis({
    host: url.hostname,
    port: Number(url.port || 6379),
    options: {
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: Number(url.pathname.slice(1) || 0),
      tls: url.protocol === 'rediss:' ? {} : undefined,
      maxRetriesPerRequest: null,
    },
    prefix: redisChannelPrefix(redisUrl, 'platform:collab'),
  });
}

// Redis keeps keys per database (REDIS_URL's `/3`) but publishes to every database's subscribers
// alike: two deployments sharing one Redis on databases of their own would hear each other's live
// updates and collaboration messages. Channel names carry the database number (none for 0, so the
// names of a single deployment stay as they were).

/** `base` scoped to the database `redisUrl` names, e.g. `platform:live:` → `platform:live:db3:` */
export function redisChannelPrefix(redisUrl: string, base: string): string {
  const db = Number(new URL(redisUrl).pathname.slice(1) || 0);
  if (!Number.isInteger(db) || db <= 0) return base;
  return base.endsWith(':') ? `${base}db${db}:` : `${base}:db${db}`;
}

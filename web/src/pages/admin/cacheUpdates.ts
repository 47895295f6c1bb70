// Keeping Apollo's cache right after a write, without a refetch: an update changes the
// normalized entity by itself (Tag and Company are keyed by id); a new item joins the cached
// list; a deleted one leaves the cache (lists holding it, problems' tags included, drop it).
import type { ApolloCache } from '@apollo/client';

/** adds `item` to the root list `field` (tags, companies) if that list is cached */
export function addToRootList(
  cache: ApolloCache,
  field: 'tags' | 'companies',
  item: { __typename?: string; id: string },
) {
  const id = cache.identify(item);
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field]: (existing: readonly { __ref: string }[] = [], { toReference }) => {
        if (existing.some((ref) => ref.__ref === id)) return existing;
        const ref = toReference(id);
        return ref ? [...existing, ref] : existing;
      },
    },
  });
}

export function removeFromCache(cache: ApolloCache, item: { __typename?: string; id: string }) {
  const id = cache.identify(item);
  if (!id) return;
  cache.evict({ id });
  cache.gc();
}

// Keeping the cached discussion in step without refetching: a new comment (ours, or one pushed
// by the live events) goes to the top of the regular section or the end of its parent's
// replies, once; a deleted one leaves the cache; likes and statuses overwrite the comment.
import type { ApolloCache, Reference } from '@apollo/client';
import { type CommentWithRepliesFragment, CommentWithRepliesFragmentDoc } from '../../gql/graphql';

interface Edge {
  __typename: 'QueryCommentsConnectionEdge';
  cursor: string;
  node: Reference;
}

export function addComment(cache: ApolloCache, comment: CommentWithRepliesFragment) {
  const ref = cache.writeFragment({
    fragment: CommentWithRepliesFragmentDoc,
    fragmentName: 'CommentWithReplies',
    data: comment,
  });
  if (!ref) return;
  if (comment.parentId) {
    const parent = cache.identify({ __typename: 'Comment', id: comment.parentId });
    cache.modify({
      id: parent,
      fields: {
        replies: (existing: readonly Reference[] = [], { readField }) =>
          existing.some((r) => readField('id', r) === comment.id) ? existing : [...existing, ref],
        replyCount: (count: number, { readField }) => {
          const replies = readField<readonly Reference[]>('replies') ?? [];
          return replies.some((r) => readField('id', r) === comment.id) ? count : count + 1;
        },
      },
    });
    return;
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the connection as the cache stores it
      comments(existing: any, { storeFieldName, readField }) {
        if (!existing?.edges || !storeFieldName.includes(JSON.stringify(comment.problemId))) return existing;
        if ((existing.edges as Edge[]).some((edge) => readField('id', edge.node) === comment.id)) return existing;
        const firstRegular = (existing.edges as Edge[]).findIndex(
          (edge) => readField('status', edge.node) === 'regular',
        );
        const at = firstRegular === -1 ? existing.edges.length : firstRegular;
        const edge: Edge = { __typename: 'QueryCommentsConnectionEdge', cursor: '', node: ref };
        return {
          ...existing,
          edges: [...existing.edges.slice(0, at), edge, ...existing.edges.slice(at)],
          totalCount: (existing.totalCount ?? 0) + 1,
        };
      },
    },
  });
}

export function removeComment(cache: ApolloCache, commentId: string, parentId: string | null) {
  if (parentId) {
    cache.modify({
      id: cache.identify({ __typename: 'Comment', id: parentId }),
      fields: { replyCount: (count: number) => Math.max(0, count - 1) },
    });
  }
  cache.evict({ id: cache.identify({ __typename: 'Comment', id: commentId }) });
  cache.gc();
}

// The discussion of one problem: its first page (then "load more"), the live events applied to
// the cache (no refetch, except after a status change, which can move two comments), and the
// actions with the spec's toasts. The server decides every right; failures show its message.
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommentStatus,
  type CommentWithRepliesFragment,
  DeleteCommentDocument,
  LikeCommentDocument,
  PostCommentDocument,
  ProblemCommentEventsDocument,
  ProblemCommentsDocument,
  SetCommentStatusDocument,
  ToggleCommentRepliesDocument,
} from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { addComment, removeComment } from './commentCache';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function useComments(problemId: string) {
  const { t } = useTranslation('workbench');
  const client = useApolloClient();
  const query = useQuery(ProblemCommentsDocument, { variables: { problemId }, notifyOnNetworkStatusChange: true });

  useSubscription(ProblemCommentEventsDocument, {
    variables: { problemId },
    onData: ({ client: apollo, data }) => {
      const event = data.data?.commentEvents;
      if (!event) return;
      if (event.kind === 'added' && event.comment) addComment(apollo.cache, event.comment);
      else if (event.kind === 'deleted') removeComment(apollo.cache, event.commentId, event.parentId ?? null);
      else if (event.kind === 'liked' && event.comment) {
        apollo.cache.modify({
          id: apollo.cache.identify({ __typename: 'Comment', id: event.commentId }),
          fields: { likeCount: () => event.likeCount ?? event.comment!.likeCount },
        });
      } else if (event.kind === 'status') void apollo.refetchQueries({ include: [ProblemCommentsDocument] });
    },
  });

  const [post] = useMutation(PostCommentDocument);
  const [like] = useMutation(LikeCommentDocument);
  const [remove] = useMutation(DeleteCommentDocument);
  const [setStatus] = useMutation(SetCommentStatusDocument);
  const [toggleReplies] = useMutation(ToggleCommentRepliesDocument);

  const publish = useCallback(
    async (content: string, parentId: string | null = null) => {
      try {
        const { data } = await post({ variables: { input: { problemId, content, parentId } } });
        if (data) addComment(client.cache, data.postComment);
        toast.success(t('comments.publishSuccess'));
        return true;
      } catch (error) {
        toast.error(messageOf(error, t('comments.publishError')));
        return false;
      }
    },
    [post, problemId, client, t],
  );

  const toggleLike = useCallback(
    async (comment: Pick<CommentWithRepliesFragment, 'id' | 'likeCount' | 'isLiked'>) => {
      const optimisticLike = {
        __typename: 'Comment' as const,
        id: comment.id,
        isLiked: !comment.isLiked,
        likeCount: comment.likeCount + (comment.isLiked ? -1 : 1),
      };
      try {
        await like({
          variables: { commentId: comment.id, problemId },
          // the count moves at once (spec §4); the server's answer replaces it
          optimisticResponse: { likeComment: optimisticLike },
        });
      } catch (error) {
        toast.error(messageOf(error, t('comments.likeError')));
      }
    },
    [like, problemId, t],
  );

  const deleteComment = useCallback(
    async (comment: Pick<CommentWithRepliesFragment, 'id' | 'parentId'>) => {
      try {
        await remove({ variables: { commentId: comment.id, problemId } });
        removeComment(client.cache, comment.id, comment.parentId ?? null);
        toast.success(t('comments.deleteSuccess'));
      } catch (error) {
        toast.error(messageOf(error, t('comments.deleteError')));
      }
    },
    [remove, problemId, client, t],
  );

  const changeStatus = useCallback(
    async (commentId: string, status: CommentStatus) => {
      try {
        await setStatus({ variables: { commentId, problemId, status } });
        await client.refetchQueries({ include: [ProblemCommentsDocument] });
        toast.success(t('comments.statusUpdateSuccess'));
      } catch (error) {
        toast.error(messageOf(error, t('comments.statusUpdateError')));
      }
    },
    [setStatus, problemId, client, t],
  );

  const switchReplies = useCallback(
    async (commentId: string) => {
      try {
        await toggleReplies({ variables: { commentId, problemId } });
        toast.success(t('comments.statusUpdateSuccess'));
      } catch (error) {
        toast.error(messageOf(error, t('comments.statusUpdateError')));
      }
    },
    [toggleReplies, problemId, t],
  );

  const connection = query.data?.comments;
  return {
    comments: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    loading: query.loading && !connection,
    error: query.error,
    hasMore: !!connection?.pageInfo.hasNextPage,
    loadMore: () => query.fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
    publish,
    toggleLike,
    deleteComment,
    changeStatus,
    switchReplies,
  };
}

export type CommentsApi = ReturnType<typeof useComments>;

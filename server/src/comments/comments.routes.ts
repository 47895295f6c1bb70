// REST compatibility paths of comments (workbench spec §7), thin adapters onto GraphQL. The
// comment tree is the first page (100 comments, each with its replies).
import { asSent, connectionNodes } from '../rest/body';
import { defineRoutes } from '../rest/route-table';
import { COMMENT_FIELDS, COMMENT_TREE_FIELDS } from './comments.fragments';

export const commentRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/problems/:problemId/comments',
    operation: `query Comments($problemId: String!) {
      comments(problemId: $problemId, first: 100) { edges { node { ${COMMENT_TREE_FIELDS} } } } }`,
    variables: ({ params }) => ({ problemId: params.problemId }),
    data: (r) => connectionNodes(r.comments),
  },
  {
    method: 'POST',
    path: '/api/problems/:problemId/comments',
    operation: `mutation PostComment($input: PostCommentInput!) { postComment(input: $input) { ${COMMENT_FIELDS} } }`,
    variables: ({ params, body }) => ({
      input: { problemId: params.problemId, content: asSent(body.content), parentId: asSent(body.parentId) },
    }),
    data: (r) => r.postComment,
    successCode: 201,
  },
  {
    method: 'POST',
    path: '/api/problems/:problemId/comments/:commentId/like',
    operation: `mutation LikeComment($commentId: String!, $problemId: String) {
      likeComment(commentId: $commentId, problemId: $problemId) { ${COMMENT_FIELDS} } }`,
    variables: ({ params }) => ({ commentId: params.commentId, problemId: params.problemId }),
    data: (r) => r.likeComment,
  },
  {
    method: 'DELETE',
    path: '/api/problems/:problemId/comments/:commentId',
    operation: `mutation DeleteComment($commentId: String!, $problemId: String) {
      deleteComment(commentId: $commentId, problemId: $problemId) }`,
    variables: ({ params }) => ({ commentId: params.commentId, problemId: params.problemId }),
    data: (r) => r.deleteComment,
  },
  {
    method: 'PUT',
    path: '/api/problems/:problemId/comments/:commentId/status',
    operation: `mutation SetCommentStatus($commentId: String!, $status: CommentStatus!, $problemId: String) {
      setCommentStatus(commentId: $commentId, status: $status, problemId: $problemId) { ${COMMENT_FIELDS} } }`,
    variables: ({ params, body }) => ({
      commentId: params.commentId,
      problemId: params.problemId,
      status: asSent(body.status),
    }),
    data: (r) => r.setCommentStatus,
  },
  {
    method: 'PUT',
    path: '/api/problems/:problemId/comments/:commentId/toggle-reply',
    operation: `mutation ToggleCommentReplies($commentId: String!, $problemId: String) {
      toggleCommentReplies(commentId: $commentId, problemId: $problemId) { ${COMMENT_FIELDS} } }`,
    variables: ({ params }) => ({ commentId: params.commentId, problemId: params.problemId }),
    data: (r) => r.toggleCommentReplies,
  },
]);

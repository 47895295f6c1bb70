// GraphQL of comments (thin: comments.service.ts decides): the comment type with the viewer's
// like, the first-level comments of a problem as a connection (pinned, then featured, then
// regular; newest first within each), the writes, and the live commentEvents subscription.
import { z } from 'zod';
import { CommentStatus } from '../generated/prisma/enums';
import { RoleEnum } from '../accounts/accounts.graphql';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import type { CommentEvent } from './comments.events';
import { COMMENT_MAX_LENGTH } from './comments.service';
import { zodMsg } from '../i18n/message';

export const CommentStatusEnum = builder.enumType(CommentStatus, { name: 'CommentStatus' });

const CommentEventKindEnum = builder.enumType('CommentEventKind', {
  values: ['added', 'status', 'liked', 'deleted'] as const,
});

const CommentAuthor = builder.prismaObject('User', {
  variant: 'CommentAuthor',
  description:
    "a comment's author as everyone sees them: the display name, the username beside it (unique, so a display name cannot pass for someone else), and the role the staff badges come from",
  fields: (t) => ({
    id: t.exposeID('id'),
    nickName: t.string({
      description: 'the display name (the nickname, else the username)',
      resolve: (u) => u.nickName || u.username,
    }),
    username: t.exposeString('username'),
    role: t.expose('role', {
      type: RoleEnum,
      description: 'badges (moderator, admin) come from this, never from a name',
    }),
    avatar: t.string({ nullable: true, resolve: (u) => (u.avatar ? `/uploads/avatars/${u.avatar}` : null) }),
  }),
});

builder.prismaObject('Comment', {
  fields: (t) => ({
    id: t.exposeID('id'),
    problemId: t.exposeString('problemId'),
    content: t.exposeString('content', { description: 'markdown; render it sanitised' }),
    parentId: t.exposeString('parentId', { nullable: true }),
    author: t.relation('author', { type: CommentAuthor }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.expose('status', { type: CommentStatusEnum }),
    likeCount: t.exposeInt('likeCount'),
    isLiked: t.boolean({
      description: 'whether the viewer likes it (false for visitors)',
      select: (_args, ctx: Context) => ({
        likes: { where: { userId: ctx.viewer?.id ?? '' }, select: { userId: true }, take: 1 },
      }),
      resolve: (c) => c.likes.length > 0,
    }),
    repliesDisabled: t.exposeBoolean('repliesDisabled'),
    isProblemAuthor: t.boolean({
      description: "written by the problem's author (the author badge)",
      select: { problem: { select: { authorId: true } } },
      resolve: (c) => c.problem.authorId === c.authorId,
    }),
    replyCount: t.relationCount('replies'),
    replies: t.relation('replies', {
      description: 'replies in creation order',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

const idSchema = z.string().trim().min(1, zodMsg('input.idRequired')).max(128, zodMsg('input.idTooLong'));

builder.queryField('comments', (t) =>
  t.prismaConnection({
    type: 'Comment',
    cursor: 'id',
    description: "a problem's comments (not replies): pinned, featured, then regular, newest first in each",
    args: { problemId: t.arg.string({ validate: idSchema, description: "the problem's id or link" }) },
    defaultSize: 20,
    maxSize: 100,
    totalCount: async (_root, args, ctx) => {
      const problem = await ctx.comments.problemOf(args.problemId);
      return ctx.prisma.comment.count({ where: { problemId: problem.id, parentId: null } });
    },
    resolve: async (query, _root, args, ctx) => {
      const problem = await ctx.comments.problemOf(args.problemId);
      return ctx.prisma.comment.findMany({
        ...query,
        where: { problemId: problem.id, parentId: null },
        orderBy: [{ status: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      });
    },
  }),
);

const PostCommentInput = builder.inputType('PostCommentInput', {
  fields: (t) => ({
    problemId: t.string({ validate: idSchema, description: "the problem's id or link" }),
    content: t.string({ required: false, description: `markdown, at most ${COMMENT_MAX_LENGTH} characters` }),
    parentId: t.string({ required: false, description: 'the comment replied to' }),
  }),
});

const ip = (ctx: Context) => ctx.accounts.meta(ctx.request).ip;

builder.mutationFields((t) => ({
  postComment: t.prismaField({
    type: 'Comment',
    description: 'posts a comment, or a reply when parentId is given; rate-limited',
    args: { input: t.arg({ type: PostCommentInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const created = await ctx.comments.post(ctx.viewer, input, { ip: ip(ctx) });
      return ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
  likeComment: t.prismaField({
    type: 'Comment',
    description: 'likes the comment, or takes the like back; rate-limited',
    args: { commentId: t.arg.string({ validate: idSchema }), problemId: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      await ctx.comments.toggleLike(ctx.viewer, args.commentId, args.problemId);
      return ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: args.commentId } });
    },
  }),
  deleteComment: t.boolean({
    description: "deletes the comment and its replies (its author, the problem's author, moderators)",
    args: { commentId: t.arg.string({ validate: idSchema }), problemId: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.comments.remove(ctx.viewer, args.commentId, args.problemId),
  }),
  setCommentStatus: t.prismaField({
    type: 'Comment',
    description:
      'pins or features a comment; the status it already has makes it regular again; pinning unpins the previous one',
    args: {
      commentId: t.arg.string({ validate: idSchema }),
      status: t.arg({ type: CommentStatusEnum }),
      problemId: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      await ctx.comments.setStatus(ctx.viewer, args.commentId, args.status, args.problemId);
      return ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: args.commentId } });
    },
  }),
  toggleCommentReplies: t.prismaField({
    type: 'Comment',
    description: 'turns replies on the comment off, or on again (moderators and admins)',
    args: { commentId: t.arg.string({ validate: idSchema }), problemId: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      await ctx.comments.toggleReplies(ctx.viewer, args.commentId, args.problemId);
      return ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: args.commentId } });
    },
  }),
  reportComment: t.boolean({
    description: 'reports a comment to the moderators; rate-limited',
    args: { commentId: t.arg.string({ validate: idSchema }), content: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.comments.report(ctx.viewer, args.commentId, args.content, { ip: ip(ctx) }),
  }),
}));

const CommentEventType = builder.objectRef<CommentEvent>('CommentEvent').implement({
  description: 'a change to the comments of a problem',
  fields: (t) => ({
    kind: t.field({ type: CommentEventKindEnum, resolve: (e) => e.kind }),
    commentId: t.exposeID('commentId'),
    parentId: t.exposeString('parentId', { nullable: true }),
    likeCount: t.exposeInt('likeCount', { nullable: true, description: 'after a like or unlike' }),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'the comment as it is now, seen by the subscriber (null once deleted)',
      resolve: (query, e, _args, ctx) => ctx.prisma.comment.findUnique({ ...query, where: { id: e.commentId } }),
    }),
  }),
});

builder.subscriptionField('commentEvents', (t) =>
  t.field({
    type: CommentEventType,
    description: 'comments added, pinned or featured, liked and deleted under a problem, as they happen',
    args: { problemId: t.arg.string({ validate: idSchema, description: "the problem's id or link" }) },
    subscribe: async (_root, args, ctx) => {
      const problem = await ctx.comments.problemOf(args.problemId);
      return ctx.comments.events.subscribe(problem.id);
    },
    resolve: (event) => event,
  }),
);

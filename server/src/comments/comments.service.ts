// Comments under a problem (workbench spec §3–6): posting and replying (non-blank, at most
// COMMENT_MAX_LENGTH characters, replies refused when disabled), likes that toggle (one per user,
// the count kept in the same transaction as the like row, so concurrent likes stay exact), the
// pinned/featured/regular status (one pinned comment per problem; setting the status a comment
// already has unsets it), replies toggled by moderators, deletion by the author, the problem's
// author or a moderator, and reports of a comment for moderators. Every change is announced on
// `events` (comments.events.ts) so open pages follow.
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import type { CommentStatus } from '../generated/prisma/enums';
import { badInput, forbidden, notFound, unauthenticated } from '../graphql/errors';
import type { LimitName, RateLimits } from '../security/rate-limit';
import type { CommentEvents } from './comments.events';
import { type Message, msg, zodMsg, zodText } from '../i18n/message';

export const COMMENT_MAX_LENGTH = 5000;

export const commentMessages = {
  signIn: msg('comment.signInToComment'),
  signInLike: msg('comment.signInToLike'),
  required: msg('comment.enter'),
  tooLong: msg('comment.atMost', { max: COMMENT_MAX_LENGTH }),
  problemNotFound: msg('problem.notFound'),
  commentNotFound: msg('comment.notFound'),
  parentNotFound: msg('comment.parentGone'),
  repliesDisabled: msg('comment.repliesDisabled'),
  deleteForbidden: msg('comment.deleteOwn'),
  statusForbidden: msg('comment.pinRole'),
  repliesForbidden: msg('comment.repliesRole'),
  replyStatus: msg('comment.pinTopLevel'),
  reportRequired: msg('report.enterContent'),
} as const;

const contentSchema = z
  .string({ error: zodText(commentMessages.required) })
  .trim()
  .min(1, zodText(commentMessages.required))
  .max(COMMENT_MAX_LENGTH, zodText(commentMessages.tooLong));

const reportSchema = z
  .string({ error: zodText(commentMessages.reportRequired) })
  .trim()
  .min(1, zodText(commentMessages.reportRequired))
  .max(2000, zodMsg('report.atMost', { max: 2000 }));

const isModerator = (viewer: Viewer) => viewer.role === 'admin' || viewer.role === 'moderator';

export interface CommentsDeps {
  prisma: PrismaClient;
  limits: RateLimits;
  events: CommentEvents;
}

export function createCommentsService({ prisma, limits, events }: CommentsDeps) {
  /** a problem by id or link (the REST paths carry the id; the web may hold the link) */
  async function problemOf(problemIdOrLink: string) {
    const problem = await prisma.problem.findFirst({
      where: { OR: [{ id: problemIdOrLink }, { link: problemIdOrLink }] },
      select: { id: true, authorId: true },
    });
    if (!problem) throw notFound(commentMessages.problemNotFound);
    return problem;
  }

  /** a comment of the problem (when given), with its problem's author */
  async function commentOf(commentId: string, problemIdOrLink?: string | null) {
    const comment = await prisma.comment.findUnique({
      where: { id: commentId },
      include: { problem: { select: { id: true, link: true, authorId: true } } },
    });
    if (!comment || (problemIdOrLink && ![comment.problem.id, comment.problem.link].includes(problemIdOrLink)))
      throw notFound(commentMessages.commentNotFound);
    return comment;
  }

  const signedIn = (viewer: Viewer | null, message: Message = commentMessages.signIn): Viewer => {
    if (!viewer) throw unauthenticated(message);
    return viewer;
  };

  return {
    events,
    problemOf,

    async post(
      viewer: Viewer | null,
      input: { problemId: string; content?: unknown; parentId?: string | null },
      meta: { ip: string },
    ) {
      const user = signedIn(viewer);
      const content = validate(contentSchema, input.content);
      const problem = await problemOf(input.problemId);
      let parentId: string | null = null;
      if (input.parentId) {
        const parent = await prisma.comment.findUnique({
          where: { id: input.parentId },
          select: { id: true, problemId: true, parentId: true, repliesDisabled: true },
        });
        if (!parent || parent.problemId !== problem.id) throw notFound(commentMessages.parentNotFound);
        // a reply to a reply joins its thread (two levels: comments and their replies)
        const root = parent.parentId
          ? await prisma.comment.findUnique({
              where: { id: parent.parentId },
              select: { id: true, repliesDisabled: true },
            })
          : parent;
        if (!root) throw notFound(commentMessages.parentNotFound);
        if (root.repliesDisabled) throw forbidden(commentMessages.repliesDisabled);
        parentId = root.id;
      }
      const checks: [LimitName, string][] = [
        ['commentIp', meta.ip],
        ['commentAccount', user.id],
      ];
      await limits.consume(checks);
      const comment = await prisma.comment.create({
        data: { problemId: problem.id, authorId: user.id, content, parentId },
      });
      events.publish(problem.id, { kind: 'added', commentId: comment.id, parentId });
      return comment;
    },

    /** likes, or takes the like back; the count moves with the like row in one transaction */
    async toggleLike(viewer: Viewer | null, commentId: string, problemId?: string | null) {
      const user = signedIn(viewer, commentMessages.signInLike);
      const comment = await commentOf(commentId, problemId);
      await limits.consume([['likeAccount', user.id]]);
      const updated = await prisma.$transaction(async (tx) => {
        const removed = await tx.commentLike.deleteMany({ where: { commentId, userId: user.id } });
        if (removed.count > 0)
          return tx.comment.update({ where: { id: commentId }, data: { likeCount: { decrement: removed.count } } });
        const added = await tx.commentLike.createMany({ data: [{ commentId, userId: user.id }], skipDuplicates: true });
        return tx.comment.update({ where: { id: commentId }, data: { likeCount: { increment: added.count } } });
      });
      events.publish(comment.problemId, {
        kind: 'liked',
        commentId,
        parentId: comment.parentId,
        likeCount: updated.likeCount,
      });
      return updated;
    },

    async remove(viewer: Viewer | null, commentId: string, problemId?: string | null) {
      const user = signedIn(viewer);
      const comment = await commentOf(commentId, problemId);
      const allowed = comment.authorId === user.id || comment.problem.authorId === user.id || isModerator(user);
      if (!allowed) throw forbidden(commentMessages.deleteForbidden);
      await prisma.comment.deleteMany({ where: { id: commentId } });
      events.publish(comment.problemId, { kind: 'deleted', commentId, parentId: comment.parentId });
      return true;
    },

    /** pins or features (setting the status it already has makes it regular); one pin per problem */
    async setStatus(viewer: Viewer | null, commentId: string, status: CommentStatus, problemId?: string | null) {
      const user = signedIn(viewer);
      const comment = await commentOf(commentId, problemId);
      if (!(comment.problem.authorId === user.id || isModerator(user)))
        throw forbidden(commentMessages.statusForbidden);
      if (comment.parentId && status !== 'regular') throw badInput(commentMessages.replyStatus);
      const next: CommentStatus = comment.status === status ? 'regular' : status;
      const unpinned = await prisma.$transaction(async (tx) => {
        let previous: string[] = [];
        if (next === 'pinned') {
          const pinned = await tx.comment.findMany({
            where: { problemId: comment.problemId, status: 'pinned', id: { not: commentId } },
            select: { id: true },
          });
          previous = pinned.map((c) => c.id);
          if (previous.length)
            await tx.comment.updateMany({ where: { id: { in: previous } }, data: { status: 'regular' } });
        }
        await tx.comment.update({ where: { id: commentId }, data: { status: next } });
        return previous;
      });
      for (const id of unpinned) events.publish(comment.problemId, { kind: 'status', commentId: id, parentId: null });
      events.publish(comment.problemId, { kind: 'status', commentId, parentId: null });
      return prisma.comment.findUniqueOrThrow({ where: { id: commentId } });
    },

    /** turns replies on a comment off or on (moderators and admins only) */
    async toggleReplies(viewer: Viewer | null, commentId: string, problemId?: string | null) {
      const user = signedIn(viewer);
      const comment = await commentOf(commentId, problemId);
      if (!isModerator(user)) throw forbidden(commentMessages.repliesForbidden);
      const updated = await prisma.comment.update({
        where: { id: commentId },
        data: { repliesDisabled: !comment.repliesDisabled },
      });
      events.publish(comment.problemId, { kind: 'status', commentId, parentId: comment.parentId });
      return updated;
    },

    /** a report of a comment for moderators (a Report of the problem naming the comment) */
    async report(viewer: Viewer | null, commentId: string, content: unknown, meta: { ip: string }) {
      const user = signedIn(viewer);
      const text = validate(reportSchema, content);
      const comment = await commentOf(commentId);
      await limits.consume([
        ['reportIp', meta.ip],
        ['reportAccount', user.id],
      ]);
      await prisma.report.create({
        data: { userId: user.id, problemId: comment.problemId, commentId: comment.id, content: text },
      });
      return true;
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;

// One comment (or reply): author (display name, then @username, which is unique, so a display
// name cannot pass for someone else), badges (me, the problem's author, and moderator/admin
// from the author's role, never from a name), time, sanitised markdown, like, reply, and the
// moderation menu the viewer's rights allow, each asking first with the spec's texts.
import { Heart, MessageSquare, Pin, Star, Trash2, Lock, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentFieldsFragment, CommentWithRepliesFragment } from '../../gql/graphql';
import { Markdown } from '../markdown/Markdown';
import { useConfirm } from '../ui/useConfirm';
import { type Viewer, REPLIES_SHOWN, formatCommentDate, rightsOf } from './commentModel';
import { Composer } from './Composer';
import type { CommentsApi } from './useComments';

const action =
  'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

interface Props {
  comment: CommentFieldsFragment & { replies?: CommentFieldsFragment[] };
  api: CommentsApi;
  viewer: Viewer | null;
  problemAuthorId: string | null;
  onSignIn: () => void;
  /** the top-level comment a reply belongs to (replies are one level deep) */
  parent?: CommentWithRepliesFragment;
}

export function CommentItem({ comment, api, viewer, problemAuthorId, onSignIn, parent }: Props) {
  const { t, i18n } = useTranslation('workbench');
  const { confirm, dialog } = useConfirm();
  const [replying, setReplying] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const rights = rightsOf(viewer, comment.author.id, problemAuthorId);
  const mine = viewer?.id === comment.author.id;
  const replies = comment.replies ?? [];
  const shownReplies = expanded ? replies : replies.slice(0, REPLIES_SHOWN);
  const repliesClosed = (parent ?? comment).repliesDisabled;

  const status = async (target: 'pinned' | 'featured') => {
    const unset = comment.status === target;
    const key = (unset ? (target === 'pinned' ? 'unpin' : 'unfeature') : target === 'pinned' ? 'pin' : 'feature') as
      'pin' | 'unpin' | 'feature' | 'unfeature';
    const ok = await confirm({
      title: t(`comments.confirm.${key}Title`),
      description: (
        <>
          {t(`comments.confirm.${key}Body`)}
          {target === 'pinned' && !unset && (
            <span className="mt-2 block font-medium text-amber-700 dark:text-amber-300">
              {t('comments.confirm.pinWarning')}
            </span>
          )}
        </>
      ),
      confirmLabel: t(`comments.${key}`),
      cancelLabel: t('saved.cancel'),
    });
    if (ok) await api.changeStatus(comment.id, unset ? 'regular' : target);
  };

  const remove = async () => {
    const ok = await confirm({
      title: t('comments.confirm.deleteTitle'),
      description: t('comments.confirm.deleteBody'),
      confirmLabel: t('comments.delete'),
      cancelLabel: t('saved.cancel'),
      tone: 'danger',
    });
    if (ok) await api.deleteComment(comment);
  };

  return (
    <article data-testid="comment" data-comment-id={comment.id} className="py-3">
      <header className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold text-slate-800 dark:text-slate-100">{comment.author.nickName}</span>
        <span data-testid="comment-username" className="text-slate-500 dark:text-slate-400">
          @{comment.author.username}
        </span>
        {(comment.author.role === 'moderator' || comment.author.role === 'admin') && (
          <span
            data-testid="comment-role"
            className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200"
          >
            {t(`comments.roles.${comment.author.role}`)}
          </span>
        )}
        {mine && (
          <span className="rounded bg-sky-100 px-1.5 py-0.5 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200">
            {t('comments.me')}
          </span>
        )}
        {comment.isProblemAuthor && (
          <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200">
            {t('comments.author')}
          </span>
        )}
        <time dateTime={String(comment.createdAt)} className="text-slate-500 dark:text-slate-400">
          {formatCommentDate(String(comment.createdAt), i18n.language === 'zhCN' ? 'zh-CN' : 'en')}
        </time>
      </header>
      <div className="mt-1 text-sm">
        <Markdown source={comment.content} />
      </div>
      <footer className="mt-1 flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={action}
          aria-pressed={comment.isLiked}
          aria-label={t('comments.likeLabel', { count: comment.likeCount })}
          onClick={() => (viewer ? void api.toggleLike(comment) : onSignIn())}
        >
          <Heart aria-hidden="true" className={`size-3.5 ${comment.isLiked ? 'fill-rose-500 text-rose-500' : ''}`} />
          <span data-testid="like-count">{comment.likeCount}</span>
        </button>
        {!repliesClosed && (
          <button
            type="button"
            className={action}
            disabled={!viewer}
            title={viewer ? undefined : t('comments.signInToReply')}
            onClick={() => setReplying((open) => !open)}
          >
            <MessageSquare aria-hidden="true" className="size-3.5" />
            {t('comments.reply')}
          </button>
        )}
        {!parent && rights.canPin && (
          <>
            <button type="button" className={action} onClick={() => void status('pinned')}>
              <Pin aria-hidden="true" className="size-3.5" />
              {t(comment.status === 'pinned' ? 'comments.unpin' : 'comments.pin')}
            </button>
            <button type="button" className={action} onClick={() => void status('featured')}>
              <Star aria-hidden="true" className="size-3.5" />
              {t(comment.status === 'featured' ? 'comments.unfeature' : 'comments.feature')}
            </button>
          </>
        )}
        {!parent && rights.canToggleReplies && (
          <button type="button" className={action} onClick={() => void api.switchReplies(comment.id)}>
            {comment.repliesDisabled ? (
              <Unlock aria-hidden="true" className="size-3.5" />
            ) : (
              <Lock aria-hidden="true" className="size-3.5" />
            )}
            {t(comment.repliesDisabled ? 'comments.enableReplies' : 'comments.disableReplies')}
          </button>
        )}
        {rights.canDelete && (
          <button type="button" className={action} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t('comments.delete')}
          </button>
        )}
        {repliesClosed && !parent && <span className="text-xs text-slate-500">{t('comments.repliesClosed')}</span>}
      </footer>
      {replying && (
        <div className="mt-2">
          <Composer
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the reply box opens because the user pressed Reply: focus moves to it, as it would to a dialog they opened
            autoFocus
            placeholder={t('comments.replyPlaceholder', { name: comment.author.nickName })}
            onCancel={() => setReplying(false)}
            onPublish={async (content) => {
              const ok = await api.publish(content, (parent ?? comment).id);
              if (ok) setReplying(false);
              return ok;
            }}
          />
        </div>
      )}
      {replies.length > 0 && (
        <div className="mt-2 border-l-2 border-slate-200 pl-3 dark:border-slate-800">
          {shownReplies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              api={api}
              viewer={viewer}
              problemAuthorId={problemAuthorId}
              onSignIn={onSignIn}
              parent={comment as CommentWithRepliesFragment}
            />
          ))}
          {replies.length > REPLIES_SHOWN && (
            <button type="button" className={action} onClick={() => setExpanded((open) => !open)}>
              {expanded ? t('comments.showFewer') : t('comments.showAllReplies', { count: replies.length })}
            </button>
          )}
        </div>
      )}
      {dialog}
    </article>
  );
}

// The discussion under a problem (the Comments tab, and under the solution): the composer (a
// visitor sees the sign-in prompt instead), the sections pinned, featured and regular, "load
// more", and a small live indicator while the socket is away.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getLiveState, subscribeLiveState } from '../../apollo/liveLink';
import { useSession } from '../../auth/useSession';
import { LoginPrompt } from '../LoginPrompt';
import { useWorkbench } from '../WorkbenchContext';
import { SECTIONS, bySection } from './commentModel';
import { CommentItem } from './CommentItem';
import { Composer } from './Composer';
import { useComments } from './useComments';

export function CommentsSection() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? { id: session.user.id, role: session.user.role } : null;
  const api = useComments(wb.problem.id);
  const live = useSyncExternalStore(subscribeLiveState, getLiveState);
  const groups = bySection(api.comments);

  return (
    <section
      data-testid="comments"
      aria-label={t('problem.commentsHeading')}
      className="text-slate-800 dark:text-slate-200"
    >
      <div className="flex items-center gap-2">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('problem.commentsHeading')} <span className="font-normal text-slate-500">({api.totalCount})</span>
        </h2>
        <span
          role="status"
          data-testid="live-state"
          data-state={live}
          className="ml-auto flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
        >
          <span
            aria-hidden="true"
            className={`size-1.5 rounded-full ${live === 'connected' ? 'bg-emerald-500' : 'bg-amber-400'}`}
          />
          {t(`comments.live.${live}`)}
        </span>
      </div>
      <div className="mt-3">
        {viewer ? (
          <Composer placeholder={t('comments.placeholder')} onPublish={(content) => api.publish(content)} />
        ) : (
          <LoginPrompt reason="comments" compact />
        )}
      </div>
      {api.loading && <p className="mt-3 text-sm text-slate-500">{t('comments.loading')}</p>}
      {api.error && <p className="mt-3 text-sm text-rose-600">{t('comments.loadError')}</p>}
      {!api.loading && api.comments.length === 0 && !api.error && (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('comments.empty')}</p>
      )}
      {SECTIONS.map((section) =>
        groups[section].length === 0 ? null : (
          <div key={section} className="mt-4" data-section={section}>
            {section !== 'regular' && (
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t(`comments.sections.${section}`)}
              </h3>
            )}
            <div className="divide-y divide-slate-200 dark:divide-slate-800">
              {groups[section].map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  api={api}
                  viewer={viewer}
                  problemAuthorId={wb.problem.author?.id ?? null}
                  onSignIn={() => wb.setLoginPrompt('comments')}
                />
              ))}
            </div>
          </div>
        ),
      )}
      {api.hasMore && (
        <button
          type="button"
          onClick={() => void api.loadMore()}
          className="mt-3 rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('comments.loadMore')}
        </button>
      )}
    </section>
  );
}

// The submission list's share control: a toggle under a row opens a panel that makes an
// unguessable public link to that submission (/solutions/<token>), copies it, makes a new one
// (the old stops working) or revokes it. The mutations answer the submission's id and token, so
// Apollo's cache updates the row itself.
import { useCopyToClipboard } from '../../lib/useCopyToClipboard';
import { useMutation } from '@apollo/client/react';
import { Copy, Link2, Link2Off, RefreshCw, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedSolutionPath } from '../../app/paths';
import { errorText } from '../../interview/errors';
import {
  ShareSubmissionDocument,
  UnshareSubmissionDocument,
  type WorkbenchSubmissionFragment,
} from '../../gql/graphql';
import { toast } from '../../toast/toast';

const small =
  'inline-flex items-center gap-1 rounded border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';

export function ShareToggle({
  submission,
  open,
  onToggle,
  panelId,
}: {
  submission: WorkbenchSubmissionFragment;
  open: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  const { t } = useTranslation('workbench');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      data-testid="submission-share-toggle"
      className={`${small} shrink-0 ${submission.shareToken ? 'border-indigo-300 text-indigo-700 dark:border-indigo-500/60 dark:text-indigo-300' : ''}`}
    >
      <Share2 aria-hidden="true" className="size-3.5" />
      {submission.shareToken ? t('submit.share.shared') : t('submit.share.button')}
      {/* which submission, for a screen reader; the name keeps the visible word first (axe: label-content-name-mismatch) */}
      <span className="sr-only"> {t('submit.share.which', { title: submission.title })}</span>
    </button>
  );
}

export function SharePanel({ submission, id }: { submission: WorkbenchSubmissionFragment; id: string }) {
  const { t } = useTranslation('workbench');
  const inputId = useId();
  const [share, sharing] = useMutation(ShareSubmissionDocument);
  const [unshare, unsharing] = useMutation(UnshareSubmissionDocument);
  const busy = sharing.loading || unsharing.loading;
  const token = submission.shareToken;
  const url = token ? `${window.location.origin}${sharedSolutionPath(token)}` : '';

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, t('submit.share.failed')));
    }
  };
  const create = () => act(() => share({ variables: { id: submission.id } }), t('submit.share.created'));
  const revoke = () => act(() => unshare({ variables: { id: submission.id } }), t('submit.share.revoked'));
  const { copied, copy } = useCopyToClipboard(url, () => toast.error(t('submit.share.copyFailed')));

  return (
    <div
      id={id}
      className="mb-2 rounded-lg bg-slate-50 p-2.5 text-xs dark:bg-slate-900"
      data-testid="submission-share-panel"
    >
      <p className="text-slate-600 dark:text-slate-300">{t('submit.share.intro')}</p>
      {token ? (
        <>
          <label htmlFor={inputId} className="mt-2 block font-medium text-slate-700 dark:text-slate-200">
            {t('submit.share.link')}
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            data-testid="submission-share-link"
            className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <div className="mt-2 flex flex-wrap gap-1.5">
            <button type="button" className={small} onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-3.5" />
              {copied ? t('submit.share.copied') : t('submit.share.copy')}
            </button>
            <button type="button" className={small} disabled={busy} onClick={() => void create()}>
              <RefreshCw aria-hidden="true" className="size-3.5" />
              {t('submit.share.rotate')}
            </button>
            <button
              type="button"
              className={small}
              disabled={busy}
              onClick={() => void revoke()}
              data-testid="submission-share-revoke"
            >
              <Link2Off aria-hidden="true" className="size-3.5" />
              {t('submit.share.revoke')}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className={`${small} mt-2`}
          disabled={busy}
          onClick={() => void create()}
          data-testid="submission-share-create"
        >
          <Link2 aria-hidden="true" className="size-3.5" />
          {t('submit.share.create')}
        </button>
      )}
    </div>
  );
}

// Interview templates: `/interview/templates` (the signed-in interviewer's templates: open a room
// from one, edit, share or stop sharing its link, delete), `/interview/templates/new` and
// `/interview/templates/:templateId` (the form), and `/interview/templates/shared/:token` (a
// template someone shared, read-only, with "Copy to my templates").
import { useCopyToClipboard } from '../../../lib/useCopyToClipboard';
import '../../../i18n/namespaces/interviewTemplates';
import { useMutation, useQuery } from '@apollo/client/react';
import { Copy, Link2, Link2Off, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { interviewPath, interviewTemplatePath, paths, sharedInterviewTemplatePath } from '../../../app/paths';
import { readApiError } from '../../../auth/apiError';
import { useSession } from '../../../auth/useSession';
import { PageHeader } from '../../../components/PageHeader';
import { primaryButton, secondaryButton } from '../../../components/buttonStyles';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { inputClass } from '../../../components/form/fieldStyles';
import {
  CopySharedInterviewTemplateDocument,
  CreateInterviewFromTemplateDocument,
  CreateInterviewTemplateDocument,
  DeleteInterviewTemplateDocument,
  InterviewTemplateDocument,
  type InterviewTemplateFieldsFragment,
  MyInterviewTemplatesDocument,
  ShareInterviewTemplateDocument,
  SharedInterviewTemplateDocument,
  UnshareInterviewTemplateDocument,
  UpdateInterviewTemplateDocument,
} from '../../../gql/graphql';
import { usePageMeta } from '../../../i18n/usePageMeta';
import { toastError } from '../../../interview/errors';
import { TemplateForm, type TemplateDraft, draftOf, inputOf } from '../../../interview/templates/TemplateForm';
import { TemplateView } from '../../../interview/templates/TemplateView';
import { PageContainer } from '../../../layout/PageContainer';
import { toast } from '../../../toast/toast';

const smallButton = `${secondaryButton} !px-3 !py-1.5`;

/** the page for visitors: sign in first, and come back here */
function SignInFirst({ text, back }: { text: string; back: string }) {
  const { t } = useTranslation('interviewTemplates');
  return (
    <div className="mt-6 space-y-3">
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
      <Link to={`${paths.login}?redirect=${encodeURIComponent(back)}`} className={secondaryButton}>
        {t('list.signInButton')}
      </Link>
    </div>
  );
}

function Gate({ text, back, children }: { text: string; back: string; children: ReactNode }) {
  const session = useSession();
  if (session.checking) return null;
  if (!session.signedIn) return <SignInFirst text={text} back={back} />;
  return <>{children}</>;
}

const absolute = (path: string) => `${window.location.origin}${path}`;

function ShareBox({ template }: { template: InterviewTemplateFieldsFragment }) {
  const { t } = useTranslation('interviewTemplates');
  const url = template.shareToken ? absolute(sharedInterviewTemplatePath(template.shareToken)) : '';
  const { copied, copy } = useCopyToClipboard(url, () => toast.error(t('list.copyFailed')));
  if (!template.shareToken) return null;
  const inputId = `share-${template.id}`;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <label htmlFor={inputId} className="block text-xs font-medium text-slate-700 dark:text-slate-200">
        {t('list.shareLabel', { name: template.name })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          className={inputClass(false, 'font-mono text-xs')}
          onFocus={(e) => e.target.select()}
          data-testid="share-link"
          aria-describedby={`${inputId}-hint`}
        />
        <button type="button" className={smallButton} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? t('list.linkCopied') : t('list.copyLink')}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('list.shareHint')}
      </p>
    </div>
  );
}

function TemplateItem({
  template,
  onDelete,
}: {
  template: InterviewTemplateFieldsFragment;
  onDelete: (template: InterviewTemplateFieldsFragment) => void;
}) {
  const { t } = useTranslation('interviewTemplates');
  const navigate = useNavigate();
  const [openRoom, opening] = useMutation(CreateInterviewFromTemplateDocument);
  const [share, sharing] = useMutation(ShareInterviewTemplateDocument);
  const [unshare, unsharing] = useMutation(UnshareInterviewTemplateDocument);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      toastError(error, t('list.error'));
    }
  };
  const headingId = `template-${template.id}`;
  return (
    <li className="p-4" aria-labelledby={headingId} data-testid="template-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-slate-900 dark:text-white">
          {template.name}
        </h2>
        {template.shareToken && (
          <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
            {t('list.sharedBadge')}
          </span>
        )}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t('list.problems', { count: template.problems.length })} ·{' '}
          {t('list.criteria', { count: template.criteria.length })}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${primaryButton} !px-3 !py-1.5`}
          disabled={opening.loading}
          onClick={() =>
            void run(async () => {
              const result = await openRoom({ variables: { templateId: template.id } });
              const code = result.data?.createInterview.code;
              if (code) void navigate(interviewPath(code));
            })
          }
        >
          <Play aria-hidden="true" className="size-4" />
          {opening.loading ? t('list.opening') : t('list.open')}
        </button>
        <Link to={interviewTemplatePath(template.id)} className={smallButton}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('list.edit')}
        </Link>
        <button
          type="button"
          className={smallButton}
          disabled={sharing.loading}
          onClick={() => void run(() => share({ variables: { id: template.id } }))}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {template.shareToken ? t('list.shareAgain') : t('list.share')}
        </button>
        {template.shareToken && (
          <button
            type="button"
            className={smallButton}
            disabled={unsharing.loading}
            onClick={() => void run(() => unshare({ variables: { id: template.id } }), t('list.stopped'))}
          >
            <Link2Off aria-hidden="true" className="size-4" />
            {t('list.stopSharing')}
          </button>
        )}
        <button type="button" className={smallButton} onClick={() => onDelete(template)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('list.remove')}
        </button>
      </div>
      <ShareBox template={template} />
    </li>
  );
}

export function TemplatesPage() {
  const { t } = useTranslation('interviewTemplates');
  usePageMeta(t('list.documentTitle'), t('list.description'));
  const session = useSession();
  const { data, loading, refetch } = useQuery(MyInterviewTemplatesDocument, {
    skip: !session.signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(DeleteInterviewTemplateDocument);
  const [deleting, setDeleting] = useState<InterviewTemplateFieldsFragment | null>(null);
  const templates = data?.myInterviewTemplates ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      await refetch();
      toast.success(t('list.removed'));
    } catch (error) {
      toastError(error, t('list.error'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer>
      <Link
        to={paths.interviews}
        className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        ← {t('list.back')}
      </Link>
      <PageHeader title={t('list.title')} intro={t('list.intro')}>
        <Gate text={t('list.signIn')} back={paths.interviewTemplates}>
          <div className="mt-6">
            <Link to={paths.interviewTemplateNew} className={primaryButton}>
              <Plus aria-hidden="true" className="size-4" />
              {t('list.new')}
            </Link>
          </div>
        </Gate>
      </PageHeader>
      {session.signedIn && (
        <section className="mt-10 max-w-3xl" aria-label={t('list.title')}>
          {templates.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300" role={loading ? 'status' : undefined}>
              {loading ? t('list.loading') : t('list.empty')}
            </p>
          ) : (
            <ul
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              data-testid="template-list"
            >
              {templates.map((template) => (
                <TemplateItem key={template.id} template={template} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('list.removeConfirmTitle')}
        description={t('list.removeConfirmText')}
        confirmLabel={t('list.remove')}
        cancelLabel={t('list.cancel')}
        tone="danger"
        pending={removing.loading}
        onConfirm={() => void confirmDelete()}
      />
    </PageContainer>
  );
}

function NotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('interviewTemplates');
  return (
    <div className="mt-8 max-w-xl" data-testid="template-not-found">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
      <Link to={paths.interviewTemplates} className={`${secondaryButton} mt-4`}>
        {t('list.title')}
      </Link>
    </div>
  );
}

function Editor({ id }: { id: string | null }) {
  const { t } = useTranslation('interviewTemplates');
  const navigate = useNavigate();
  const { data, error } = useQuery(InterviewTemplateDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(CreateInterviewTemplateDocument);
  const [update, updating] = useMutation(UpdateInterviewTemplateDocument);
  if (id && error && readApiError(error).code === 'NOT_FOUND') {
    return <NotFound title={t('form.notFoundTitle')} text={t('form.notFoundText')} />;
  }
  if (id && !data) {
    return (
      <p role="status" className="mt-8 text-sm text-slate-600 dark:text-slate-300">
        {error ? t('list.error') : t('list.loading')}
      </p>
    );
  }
  const save = async (draft: TemplateDraft) => {
    try {
      if (id) await update({ variables: { id, input: inputOf(draft) } });
      else await create({ variables: { input: inputOf(draft) } });
      toast.success(t('form.saved'));
      void navigate(paths.interviewTemplates);
    } catch (err) {
      toastError(err, t('list.error'));
    }
  };
  return (
    <TemplateForm
      key={data?.interviewTemplate.id ?? 'new'}
      initial={draftOf(data?.interviewTemplate, t('form.removedProblem'))}
      saving={creating.loading || updating.loading}
      onSave={(draft) => void save(draft)}
      onCancel={() => void navigate(paths.interviewTemplates)}
    />
  );
}

export function TemplateEditorPage() {
  const { t } = useTranslation('interviewTemplates');
  const id = useParams().templateId ?? null;
  usePageMeta(id ? t('form.documentTitle') : t('form.newTitle'));
  return (
    <PageContainer>
      <Link
        to={paths.interviewTemplates}
        className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        ← {t('list.title')}
      </Link>
      <PageHeader title={id ? t('form.editTitle') : t('form.newTitle')} />
      <Gate text={t('list.signIn')} back={id ? interviewTemplatePath(id) : paths.interviewTemplateNew}>
        <Editor id={id} />
      </Gate>
    </PageContainer>
  );
}

function Shared({ token }: { token: string }) {
  const { t } = useTranslation('interviewTemplates');
  const navigate = useNavigate();
  const { data, error } = useQuery(SharedInterviewTemplateDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [copy, copying] = useMutation(CopySharedInterviewTemplateDocument);
  if (error && readApiError(error).code === 'NOT_FOUND') {
    return <NotFound title={t('shared.notFoundTitle')} text={t('shared.notFoundText')} />;
  }
  const template = data?.sharedInterviewTemplate;
  if (!template) {
    return (
      <p role="status" className="mt-8 text-sm text-slate-600 dark:text-slate-300">
        {error ? t('list.error') : t('list.loading')}
      </p>
    );
  }
  const copyIt = async () => {
    try {
      const result = await copy({ variables: { token } });
      toast.success(t('shared.copied'));
      const id = result.data?.copySharedInterviewTemplate.id;
      void navigate(id ? interviewTemplatePath(id) : paths.interviewTemplates);
    } catch (err) {
      toastError(err, t('list.error'));
    }
  };
  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-slate-900 dark:text-white" data-testid="shared-template-name">
        {template.name}
      </h2>
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        disabled={copying.loading}
        onClick={() => void copyIt()}
      >
        <Copy aria-hidden="true" className="size-4" />
        {copying.loading ? t('shared.copying') : t('shared.copy')}
      </button>
      <TemplateView template={template} />
    </>
  );
}

export function SharedTemplatePage() {
  const { t } = useTranslation('interviewTemplates');
  usePageMeta(t('shared.documentTitle'));
  const token = useParams().token ?? '';
  return (
    <PageContainer>
      <PageHeader title={t('shared.title')} intro={t('shared.intro')} />
      <Gate text={t('shared.signIn')} back={sharedInterviewTemplatePath(token)}>
        <Shared token={token} />
      </Gate>
    </PageContainer>
  );
}

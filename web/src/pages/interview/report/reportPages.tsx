// The interview report: `/interview/:code/report` (the interviewer of an ended room: the report,
// the replay link, the read-only link to share, rotate or revoke, and the Markdown download) and
// `/interview-reports/:token` (the shared report, read-only, for anyone holding the link, signed
// in or not). The shared view has no replay link: the replay is the room itself, which only the
// interviewer may open, so a link there would only lead a visitor to a refusal.
import { useCopyToClipboard } from '../../../lib/useCopyToClipboard';
import '../../../i18n/namespaces/interviewReport';
import { useMutation, useQuery } from '@apollo/client/react';
import { Copy, Download, History, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { interviewReportPath, paths, sharedInterviewReportPath } from '../../../app/paths';
import { readApiError } from '../../../auth/apiError';
import { useSession } from '../../../auth/useSession';
import { PageHeader } from '../../../components/PageHeader';
import { primaryButton, secondaryButton } from '../../../components/buttonStyles';
import { inputClass } from '../../../components/form/fieldStyles';
import {
  type InterviewReportFieldsFragment,
  InterviewReportDocument,
  ShareInterviewReportDocument,
  SharedInterviewReportDocument,
  UnshareInterviewReportDocument,
} from '../../../gql/graphql';
import { usePageMeta } from '../../../i18n/usePageMeta';
import { toastError } from '../../../interview/errors';
import { ReportView, useReportTexts } from '../../../interview/report/ReportView';
import { reportFileName, reportMarkdown } from '../../../interview/report/reportMarkdown';
import { PageContainer } from '../../../layout/PageContainer';
import { toast } from '../../../toast/toast';

const smallButton = `${secondaryButton} !px-3 !py-1.5`;

function DownloadButton({ report, code }: { report: InterviewReportFieldsFragment; code: string }) {
  const { t } = useTranslation('interviewReport');
  const texts = useReportTexts(report.language);
  const download = () => {
    const blob = new Blob([reportMarkdown(report, texts)], { type: 'text/markdown;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = reportFileName(code);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className={smallButton} onClick={download} data-testid="report-download">
      <Download aria-hidden="true" className="size-4" />
      {t('download')}
    </button>
  );
}

function ShareBox({ token }: { token: string }) {
  const { t } = useTranslation('interviewReport');
  const url = `${window.location.origin}${sharedInterviewReportPath(token)}`;
  const { copied, copy } = useCopyToClipboard(url, () => toast.error(t('copyFailed')));
  return (
    <div className="mt-4 max-w-3xl rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <label htmlFor="report-share" className="block text-xs font-medium text-slate-700 dark:text-slate-200">
        {t('shareLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="report-share"
          readOnly
          value={url}
          className={inputClass(false, 'font-mono text-xs')}
          onFocus={(e) => e.target.select()}
          aria-describedby="report-share-hint"
          data-testid="report-share-link"
        />
        <button type="button" className={smallButton} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? t('linkCopied') : t('copyLink')}
        </button>
      </div>
      <p id="report-share-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('shareHint')}
      </p>
    </div>
  );
}

function OwnReport({ code }: { code: string }) {
  const { t } = useTranslation('interviewReport');
  const { data, error } = useQuery(InterviewReportDocument, { variables: { code }, fetchPolicy: 'cache-and-network' });
  const [share, sharing] = useMutation(ShareInterviewReportDocument);
  const [unshare, unsharing] = useMutation(UnshareInterviewReportDocument);
  // the report has no id for the cache to merge a mutation's answer into: the link is kept here
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const report = data?.interviewReport;
  if (!report) {
    return (
      <p role="status" className="mt-8 text-slate-600 dark:text-slate-300" data-testid="report-message">
        {error ? (readApiError(error).message ?? t('error')) : t('loading')}
      </p>
    );
  }
  const shareToken = token === undefined ? report.shareToken : token;
  const act = async (action: () => Promise<string | null | undefined>, done: string) => {
    try {
      setToken((await action()) ?? null);
      toast.success(done);
    } catch (err) {
      toastError(err, t('error'));
    }
  };
  return (
    <>
      <h2 className="mt-6 text-2xl font-bold text-slate-900 dark:text-white" data-testid="report-title">
        {report.title || t('untitled')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {report.replayPath && (
          <Link to={report.replayPath} className={smallButton}>
            <History aria-hidden="true" className="size-4" />
            {t('replay')}
          </Link>
        )}
        <DownloadButton report={report} code={code} />
        <button
          type="button"
          className={`${primaryButton} !px-3 !py-1.5`}
          disabled={sharing.loading}
          onClick={() =>
            void act(
              async () => (await share({ variables: { code } })).data?.shareInterviewReport.shareToken,
              t('shared'),
            )
          }
          data-testid="report-share"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {shareToken ? t('shareAgain') : t('share')}
        </button>
        {shareToken && (
          <button
            type="button"
            className={smallButton}
            disabled={unsharing.loading}
            onClick={() =>
              void act(
                async () => (await unshare({ variables: { code } })).data?.unshareInterviewReport.shareToken,
                t('stopped'),
              )
            }
            data-testid="report-unshare"
          >
            <Link2Off aria-hidden="true" className="size-4" />
            {t('stopSharing')}
          </button>
        )}
      </div>
      {shareToken && <ShareBox token={shareToken} />}
      <ReportView report={report} />
    </>
  );
}

export function ReportPage() {
  const { t } = useTranslation('interviewReport');
  usePageMeta(t('documentTitle'), t('description'));
  const code = useParams().code ?? '';
  const session = useSession();
  return (
    <PageContainer>
      <Link
        to={paths.interviews}
        className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        ← {t('back')}
      </Link>
      <PageHeader title={t('title')} />
      {session.checking ? null : session.signedIn ? (
        <OwnReport code={code} />
      ) : (
        <div className="mt-6 space-y-3">
          <p className="text-slate-600 dark:text-slate-300">{t('signIn')}</p>
          <Link
            to={`${paths.login}?redirect=${encodeURIComponent(interviewReportPath(code))}`}
            className={secondaryButton}
          >
            {t('signInButton')}
          </Link>
        </div>
      )}
    </PageContainer>
  );
}

export function SharedReportPage() {
  const { t } = useTranslation('interviewReport');
  usePageMeta(t('sharedDocumentTitle'));
  const token = useParams().token ?? '';
  const { data, error } = useQuery(SharedInterviewReportDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const report = data?.sharedInterviewReport;
  return (
    <PageContainer>
      <PageHeader title={t('title')} intro={report ? t('sharedIntro', { name: report.interviewerName }) : undefined} />
      {report ? (
        <>
          <h2 className="mt-6 text-2xl font-bold text-slate-900 dark:text-white" data-testid="report-title">
            {report.title || t('untitled')}
          </h2>
          <ReportView report={report} />
        </>
      ) : (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300" data-testid="report-message">
          {error ? t('notShared') : t('loading')}
        </p>
      )}
    </PageContainer>
  );
}

// `/interview`: the signed-in user's mock interviews (as interviewer or candidate, newest first,
// paginated) and "New interview", which opens a room and goes to it. Visitors are asked to sign
// in; a candidate needs only the room's link.
import '../../i18n/namespaces/interview';
import { useMutation, useQuery } from '@apollo/client/react';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { interviewPath, interviewReportPath, paths } from '../../app/paths';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { CreateInterviewDocument, MyInterviewsDocument } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { toastError } from '../../interview/errors';
import { PageContainer } from '../../layout/PageContainer';

const PAGE = 20;

export function InterviewsPage() {
  const { t } = useTranslation('interview');
  usePageMeta(t('list.documentTitle'), t('list.description'));
  const session = useSession();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, fetchMore, loading } = useQuery(MyInterviewsDocument, {
    variables: { first: PAGE },
    skip: !session.signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateInterviewDocument);
  const rooms = data?.myInterviews.edges.map((e) => e.node) ?? [];
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'zhCN' ? 'zh-CN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

  const start = async () => {
    try {
      const result = await create();
      const code = result.data?.createInterview.code;
      if (code) void navigate(interviewPath(code));
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <PageContainer>
      <PageHeader title={t('list.title')} intro={t('list.intro')}>
        <div className="mt-6">
          {session.signedIn ? (
            <div className="flex flex-wrap gap-3">
              <button type="button" className={primaryButton} onClick={() => void start()} disabled={creating.loading}>
                <Plus aria-hidden="true" className="size-4" />
                {creating.loading ? t('list.creating') : t('list.new')}
              </button>
              <Link to={paths.interviewTemplates} className={secondaryButton} data-testid="templates-link">
                <LayoutTemplate aria-hidden="true" className="size-4" />
                {t('list.templates')}
              </Link>
            </div>
          ) : (
            !session.checking && (
              <div className="space-y-3">
                <p className="text-slate-600 dark:text-slate-300">{t('list.signIn')}</p>
                <Link
                  to={`${paths.login}?redirect=${encodeURIComponent(paths.interviews)}`}
                  className={secondaryButton}
                >
                  {t('list.new')}
                </Link>
              </div>
            )
          )}
        </div>
      </PageHeader>
      {session.signedIn && (
        <section className="mt-10 max-w-3xl" aria-label={t('list.title')}>
          {rooms.length === 0 && !loading ? (
            <p className="text-slate-600 dark:text-slate-300">{t('list.empty')}</p>
          ) : (
            <ul
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              data-testid="interview-list"
            >
              {rooms.map((room) => (
                <li key={room.code} className="flex items-center">
                  <Link
                    to={interviewPath(room.code)}
                    className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900"
                  >
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">
                      {room.title || room.problem?.title || t('list.untitled')}
                    </span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {room.myRole === 'INTERVIEWER' ? t('list.asInterviewer') : t('list.asCandidate')}
                    </span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${room.status === 'OPEN' ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
                    >
                      {room.status === 'OPEN' ? t('list.open') : t('list.ended')}
                    </span>
                    <time dateTime={room.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
                      {date(room.createdAt)}
                    </time>
                  </Link>
                  {room.status === 'ENDED' && room.myRole === 'INTERVIEWER' && (
                    <Link
                      to={interviewReportPath(room.code)}
                      className="mr-4 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
                      aria-label={t('list.report', { title: room.title || room.problem?.title || t('list.untitled') })}
                    >
                      {t('room.openReport')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data?.myInterviews.pageInfo.hasNextPage && (
            <button
              type="button"
              className={`${secondaryButton} mt-4`}
              onClick={() => void fetchMore({ variables: { after: data.myInterviews.pageInfo.endCursor } })}
            >
              {t('list.more')}
            </button>
          )}
        </section>
      )}
    </PageContainer>
  );
}

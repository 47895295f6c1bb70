// `/solutions/:token`: a submission a learner shared, read-only, for anyone holding the link
// (signed in or not): the problem's title, the code highlighted as the statements' code is
// (Markdown's highlighter), the pass/fail summary and the date. The per-test results never reach
// this page (the server does not send them). The server writes the page's <title> and Open Graph
// tags into the HTML for chat previews; usePageMeta keeps them once the app runs.
import '../../i18n/namespaces/sharedSolution';
import '../../i18n/namespaces/workbench';
import { useQuery } from '@apollo/client/react';
import { CalendarDays, CheckCircle2, Code2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { standaloneProblemPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { secondaryButton } from '../../components/buttonStyles';
import { SharedSolutionDocument, type SharedSolutionQuery } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { formatDateTime } from '../../lib/formatDate';
import { PageContainer } from '../../layout/PageContainer';
import { CodeBlock } from '../../workbench/markdown/CodeBlock';

type Shared = SharedSolutionQuery['sharedSolution'];

export function SharedSolutionPage() {
  const { t } = useTranslation('sharedSolution');
  const locale = useLocale();
  const token = useParams().token ?? '';
  const { data, error } = useQuery(SharedSolutionDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const shared = data?.sharedSolution;
  const problem = shared ? (locale === 'zhCN' && shared.problem.titleZh) || shared.problem.title : undefined;
  usePageMeta(problem ? t('documentTitleOf', { problem }) : t('documentTitle'), t('description'));
  return (
    <PageContainer>
      <PageHeader title={t('heading')} intro={t('intro')} />
      {shared && problem ? (
        <SolutionView shared={shared} problem={problem} />
      ) : (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300" data-testid="shared-solution-message">
          {error ? t('notShared') : t('loading')}
        </p>
      )}
    </PageContainer>
  );
}

function SolutionView({ shared, problem }: { shared: Shared; problem: string }) {
  const { t } = useTranslation('sharedSolution');
  const locale = useLocale();
  const passed = shared.status === 'success';
  const result =
    shared.status === 'untested'
      ? t('untested')
      : t(passed ? 'accepted' : 'notAccepted', { passed: shared.passed, total: shared.total });
  const ResultIcon = passed ? CheckCircle2 : XCircle;
  return (
    <article className="mt-8 max-w-4xl" aria-labelledby="shared-solution-problem">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('problem')}</p>
      <h2
        id="shared-solution-problem"
        className="mt-1 text-2xl font-bold text-slate-900 dark:text-white"
        data-testid="shared-solution-title"
      >
        {problem}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('result')}</dt>
          <dd
            className={`mt-1 flex items-center gap-1.5 text-sm font-semibold ${passed ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
            data-testid="shared-solution-result"
          >
            <ResultIcon aria-hidden="true" className="size-4 shrink-0" />
            {result}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('submitted')}</dt>
          <dd
            className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-white"
            data-testid="shared-solution-date"
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            <time dateTime={shared.createdAt}>{formatDateTime(new Date(shared.createdAt), locale)}</time>
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('language')}</dt>
          <dd className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-white">
            <Code2 aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            {shared.framework ?? shared.language}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-700 dark:text-slate-200">{t('code')}</h3>
      <div data-testid="shared-solution-code">
        {shared.files.length > 0 ? (
          // a UI problem: each file of its framework, under its path
          shared.files.map((file) => (
            <section key={file.path} aria-label={file.path} className="mt-3">
              <h4 className="font-mono text-xs text-slate-600 dark:text-slate-400">{file.path}</h4>
              <CodeBlock code={file.code} languageOrPath={file.path} className="mt-1" />
            </section>
          ))
        ) : (
          <CodeBlock code={shared.code} languageOrPath={shared.language} className="mt-2" />
        )}
      </div>
      <Link to={standaloneProblemPath(shared.problem.link)} className={`${secondaryButton} mt-6`}>
        {t('openProblem')}
      </Link>
    </article>
  );
}

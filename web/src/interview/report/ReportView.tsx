// An ended interview's report, read-only: problem, times, people, scores, summary, runs and the
// final code. The interviewer's page adds the replay link, the share box and the Markdown export
// (pages/interview/report/reportPages.tsx); the shared view shows the same minus those.
import '../../i18n/namespaces/interviewReport';
import { useTranslation } from 'react-i18next';
import type { InterviewReportFieldsFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { CodeBlock } from '../../workbench/markdown/CodeBlock';
import type { MarkdownTexts } from './reportMarkdown';

type Report = InterviewReportFieldsFragment;
const AREAS = ['problemSolving', 'code', 'communication', 'testing'] as const;

/** the texts and formats of the report in the reader's language (the page and the Markdown) */
export function useReportTexts(language: string): MarkdownTexts & { kindLabel: (kind: string) => string } {
  const { t } = useTranslation('interviewReport');
  const locale = useLocale();
  const lang = locale === 'zhCN' ? 'zh-CN' : 'en-US';
  const kind = (k: string) => (k === 'HIDDEN' ? t('kindHIDDEN') : k === 'BLANK' ? t('kindBLANK') : t('kindVISIBLE'));
  return {
    title: t('title'),
    problem: t('problem'),
    blankPad: t('blankPad', { language }),
    date: t('date'),
    duration: t('duration'),
    people: t('people'),
    rubric: t('rubric'),
    criterion: t('criterion'),
    score: t('score'),
    notRated: t('notRated'),
    summary: t('summary'),
    noSummary: t('noSummary'),
    runs: t('runs'),
    runsHeader: [t('runTime'), t('runWho'), t('runKind'), t('runResult'), t('runFailures')],
    noRuns: t('noRuns'),
    finalCode: t('finalCode'),
    criterionName: (name) =>
      (AREAS as readonly string[]).includes(name) ? t(`areas.${name as (typeof AREAS)[number]}`) : name,
    kind,
    kindLabel: kind,
    formatDate: (iso) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }),
    formatDuration: (seconds) => t('minutes', { count: Math.max(1, Math.round(seconds / 60)) }),
    problemTitle: (p) => (locale === 'zhCN' && p.titleZh ? p.titleZh : p.title),
  };
}

const section = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950';
const heading = 'text-lg font-semibold text-slate-900 dark:text-white';
const muted = 'text-slate-600 dark:text-slate-300';

export function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation('interviewReport');
  const texts = useReportTexts(report.language);
  const problem = report.problem ? texts.problemTitle(report.problem) : texts.blankPad;
  return (
    <div className="mt-6 space-y-6" data-testid="report">
      <section aria-labelledby="report-facts" className={section}>
        <h2 id="report-facts" className="sr-only">
          {t('problem')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className={`text-xs font-medium ${muted}`}>{t('problem')}</dt>
            <dd className="text-slate-900 dark:text-white" data-testid="report-problem">
              {problem}
            </dd>
          </div>
          <div>
            <dt className={`text-xs font-medium ${muted}`}>{t('date')}</dt>
            <dd className="text-slate-900 dark:text-white">
              <time dateTime={report.createdAt}>{texts.formatDate(report.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className={`text-xs font-medium ${muted}`}>{t('duration')}</dt>
            <dd className="text-slate-900 dark:text-white">{texts.formatDuration(report.durationSeconds)}</dd>
          </div>
          <div>
            <dt className={`text-xs font-medium ${muted}`}>{t('people')}</dt>
            <dd className="text-slate-900 dark:text-white">
              {report.participants
                .map((p) => `${p.name}${p.interviewer ? ` (${t('interviewer')})` : p.guest ? ` (${t('guest')})` : ''}`)
                .join(', ')}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="report-scores" className={section}>
        <h2 id="report-scores" className={heading}>
          {t('rubric')}
        </h2>
        <table className="mt-3 w-full text-left text-sm" data-testid="report-scores">
          <thead>
            <tr className={muted}>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('criterion')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.scores.map((s) => (
              <tr key={s.name} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-900 dark:text-white">
                  {texts.criterionName(s.name)}
                  {s.description && <span className={`block text-xs ${muted}`}>{s.description}</span>}
                </th>
                <td className="py-2 text-slate-900 dark:text-white">
                  {s.score == null ? t('notRated') : `${s.score} / ${s.max}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t('summary')}</h3>
        <p className={`mt-1 whitespace-pre-wrap ${muted}`} data-testid="report-summary">
          {report.summary.trim() || t('noSummary')}
        </p>
      </section>

      <section aria-labelledby="report-runs" className={section}>
        <h2 id="report-runs" className={heading}>
          {t('runs')}
        </h2>
        {report.runs.length === 0 ? (
          <p className={`mt-2 ${muted}`}>{t('noRuns')}</p>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="report-runs">
            <table className="w-full text-left text-sm" data-testid="report-runs">
              <thead>
                <tr className={muted}>
                  {texts.runsHeader.map((h) => (
                    <th key={h} scope="col" className="py-1 pr-4 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.runs.map((r, i) => (
                  <tr
                    key={i}
                    className="border-t border-slate-200 align-top dark:border-slate-700"
                    data-testid="report-run"
                  >
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-900 dark:text-white">
                      <time dateTime={r.at}>{texts.formatDate(r.at)}</time>
                    </td>
                    <td className="py-2 pr-4 text-slate-900 dark:text-white">{r.name}</td>
                    <td className="py-2 pr-4 text-slate-900 dark:text-white">{texts.kindLabel(r.kind)}</td>
                    <td className="py-2 pr-4 text-slate-900 dark:text-white">
                      {r.error ?? t('passed', { passed: r.passed, total: r.total })}
                    </td>
                    <td className={`py-2 font-mono text-xs whitespace-pre-wrap ${muted}`}>{r.failures}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="report-code" className={section}>
        <h2 id="report-code" className={heading}>
          {t('finalCode')}
          <span className={`ml-2 text-sm font-normal ${muted}`}>{report.language}</span>
        </h2>
        {report.finalCode ? (
          <div className="mt-3 text-sm" data-testid="report-code">
            <CodeBlock code={report.finalCode} languageOrPath={report.language} />
          </div>
        ) : (
          <p className={`mt-2 ${muted}`}>{t('emptyCode')}</p>
        )}
      </section>
    </div>
  );
}

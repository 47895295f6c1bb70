// `/api-docs`: the public GraphQL API for tool authors — the endpoint and GraphiQL, personal
// access tokens, example operations (the same code in both languages) and the limits.
import '../../i18n/namespaces/apiDocs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { secondaryButton } from '../../components/buttonStyles';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';

const ENDPOINT = '/graphql';

export const EXAMPLES = {
  problems: `query MediumFunctions($after: String) {
  problems(first: 20, after: $after, filter: { category: JSFunction, difficulty: Medium }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { link title difficulty tags { key label } } }
  }
}`,
  book: `query Book {
  book(link: "top-100") {
    title
    count            # [total, completed]
    problems { link title statue(book: "top-100") }
  }
}`,
  progress: `query MyProgress {
  myProgress(first: 50, status: RESOLVED) {
    totalCount
    edges { node { status updatedAt book { link } problem { link title } } }
  }
}`,
  editorPreferences: `# GET /api/users/editor-preferences
query Prefs { editorPreferences { keymap autocomplete fontSize editorTheme } }

# PUT /api/users/editor-preferences  {"keymap": "vim", "autocomplete": false}
# (a sign-in only: no token may change them)
mutation SetPrefs {
  setEditorPreferences(input: { keymap: "vim", autocomplete: false }) { keymap autocomplete }
}`,
  mark: `mutation Done {
  updateProblemStatus(input: { bookId: "top-100", problemId: "debounce", status: RESOLVED }) {
    status
  }
}`,
  streak: `query MyStreak {
  streak(timeZone: "Asia/Shanghai") {   # the browser's zone, used until you set one
    current longest lastActiveDay today timeZone
  }
}`,
  review: `query Due {
  reviewQueue(timeZone: "Asia/Shanghai") {   # what is due today, per kind, and the next 7 days
    flashcardsDue freshAttemptsDue newFlashcards
    due { problemId kind due }
    forecast { day count }
  }
}
# POST /api/review/grade  {"problemId": "<id or link>", "grade": 3}
mutation Grade {
  gradeReview(problemId: "<id or link>", grade: 3) { due reps }   # 1 Again, 2 Hard, 3 Good, 4 Easy
}`,
  share: `mutation Share {
  shareSubmission(id: "<submission id>") { shareToken }   # page: /solutions/<shareToken>
}
query Shared {
  sharedSolution(token: "<shareToken>") {   # no token needed to read it
    problem { title link } code status passed total createdAt
  }
}`,
} as const;

function Code({ children }: { children: string }) {
  return (
    // focusable: a keyboard user scrolls a long line sideways
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 dark:bg-slate-950 dark:ring-1 dark:ring-slate-800"
    >
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PageSection id={id} title={title} className="mt-10">
      <div className="mt-3 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </PageSection>
  );
}

export function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  usePageMeta(t('documentTitle'), t('description'));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const curl = `curl ${origin}${ENDPOINT} \\
  -H 'Content-Type: application/json' \\
  -H 'X-Locale: en' \\
  -H 'Authorization: Bearer ffpat_…' \\
  -d '{"query":"{ me { username } myProgress(first: 5) { totalCount } }"}'`;
  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <Section id="api-endpoint" title={t('endpoint.title')}>
        <p>{t('endpoint.text')}</p>
        <Code>{`POST ${origin}${ENDPOINT}`}</Code>
        {/* a plain link: GraphiQL is served by the server, not a page of this app */}
        <a href={ENDPOINT} className={secondaryButton}>
          {t('endpoint.graphiql')}
        </a>
      </Section>
      <Section id="api-token" title={t('token.title')}>
        <p>{t('token.text')}</p>
        <p>{t('token.header')}</p>
        <Code>Authorization: Bearer ffpat_…</Code>
        <Link to={`${paths.userSetting}?tab=security`} className={secondaryButton}>
          {t('token.settings')}
        </Link>
      </Section>
      <Section id="api-examples" title={t('examples.title')}>
        {(Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[]).map((key) => (
          <div key={key} className="space-y-2">
            <h3 className="font-medium text-slate-900 dark:text-white">{t(`examples.${key}`)}</h3>
            <Code>{EXAMPLES[key]}</Code>
          </div>
        ))}
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900 dark:text-white">{t('examples.curl')}</h3>
          <Code>{curl}</Code>
        </div>
      </Section>
      <Section id="api-limits" title={t('limits.title')}>
        <p>{t('limits.text')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {(['depth', 'aliases', 'tokens', 'cost', 'rate'] as const).map((key) => (
            <li key={key}>{t(`limits.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="api-cors" title={t('cors.title')}>
        <p>{t('cors.text')}</p>
      </Section>
    </PageContainer>
  );
}

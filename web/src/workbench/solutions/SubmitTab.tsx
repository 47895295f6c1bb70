// The Submit tab (submission records): the viewer's submissions of this problem, newest
// first, ten at a time; one opens a read-only view of its code with the verdict, and each can be
// shared by a public read-only link (ShareSubmission.tsx). Visitors see the login prompt.
import { useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkbenchSubmissionFragment, WorkbenchSubmissionsDocument } from '../../gql/graphql';
import { CodeEditor } from '../editor/CodeEditor';
import { monacoLanguage } from '../editor/CodeTab';
import { useEditorLook } from '../editor/useEditorLook';
import { LoginPrompt } from '../LoginPrompt';
import { useWorkbench } from '../WorkbenchContext';
import { SharePanel, ShareToggle } from './ShareSubmission';
import { VerdictBadge } from './VerdictBadge';

export function SubmitTab() {
  const { signedIn } = useWorkbench();
  if (!signedIn) return <LoginPrompt reason="submissions" />;
  return <SubmissionRecords />;
}

function SubmissionRecords() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  const [open, setOpen] = useState<WorkbenchSubmissionFragment | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const panelPrefix = useId();
  const { data, loading, fetchMore } = useQuery(WorkbenchSubmissionsDocument, {
    variables: { problemId: problem.id },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.submissions;
  if (open) return <SubmissionView submission={open} onBack={() => setOpen(null)} />;
  return (
    <div className="p-3 text-sm">
      <h2 className="text-xs font-semibold text-slate-600 dark:text-slate-300">{t('submit.records')}</h2>
      {connection && connection.edges.length === 0 && <p className="mt-2 text-slate-500">{t('submit.empty')}</p>}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="submission-list">
        {connection?.edges.map(({ node }) => (
          <li key={node.id} data-testid="submission-row">
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setOpen(node)}
                className="flex min-w-0 flex-1 items-center gap-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800/50"
              >
                {/* the name starts with what the button does and holds all it shows (axe: label-content-name-mismatch) */}
                <span className="sr-only">{t('submit.view')} </span>
                <span className="min-w-0 flex-1 truncate">{node.title}</span>
                <span className="text-xs text-slate-500">
                  {t('runner.summary', { passed: node.passed, total: node.total })}
                </span>
                <VerdictBadge status={node.status} />
              </button>
              <ShareToggle
                submission={node}
                open={sharing === node.id}
                panelId={`${panelPrefix}-${node.id}`}
                onToggle={() => setSharing(sharing === node.id ? null : node.id)}
              />
            </div>
            {sharing === node.id && <SharePanel submission={node} id={`${panelPrefix}-${node.id}`} />}
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage && (
        <button
          type="button"
          disabled={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                submissions: {
                  ...fetchMoreResult.submissions,
                  edges: [...previous.submissions.edges, ...fetchMoreResult.submissions.edges],
                },
              }),
            })
          }
          className="mt-2 rounded border border-slate-300 px-3 py-1 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('submit.more')}
        </button>
      )}
    </div>
  );
}

function SubmissionView({ submission, onBack }: { submission: WorkbenchSubmissionFragment; onBack: () => void }) {
  const { t } = useTranslation('workbench');
  const look = useEditorLook();
  const lang = monacoLanguage(submission.language);
  return (
    <div className="flex h-full min-h-80 flex-col">
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-1.5 text-sm dark:border-slate-800">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-3.5" />
          {t('submit.back')}
        </button>
        <span className="min-w-0 flex-1 truncate font-medium">{submission.title}</span>
        <span className="text-xs text-slate-500">
          {t('runner.summary', { passed: submission.passed, total: submission.total })}
        </span>
        <VerdictBadge status={submission.status} />
      </div>
      <div className="min-h-0 flex-1">
        <CodeEditor
          path={`submissions/${submission.id}.${lang === 'typescript' ? 'ts' : 'js'}`}
          value={submission.code}
          language={lang}
          readOnly
          fontSize={look.fontSize}
          theme={look.theme}
          ariaLabel={t('editor.readOnly')}
          loadingLabel={t('editor.loading')}
        />
      </div>
    </div>
  );
}

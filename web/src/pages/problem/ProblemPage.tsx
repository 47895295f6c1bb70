// `/problem/:problemId` and `/book/:bookId/problem/:problemId`: the workbench, outside the
// shared layout. Loads the problem by its link (in the book's context when there is one);
// a problem that does not exist or fails to load sends to /404.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FRESH_PARAM } from '../../review/freshAttempt';
import { notFoundPath } from '../../app/paths';
import { WorkbenchProblemDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { loadMonaco } from '../../workbench/editor/CodeEditor';
import { Workbench } from '../../workbench/Workbench';
import { WorkbenchSkeleton } from './WorkbenchSkeleton';

export function ProblemPage() {
  const { bookId = null, problemId = '' } = useParams();
  const fresh = useSearchParams()[0].get(FRESH_PARAM) === '1';
  const { data, error, refetch } = useQuery(WorkbenchProblemDocument, {
    variables: { link: problemId, book: bookId },
  });
  const problem = data?.problem;
  // the editor's chunks start downloading with the problem, not after it (no waterfall)
  useEffect(() => void loadMonaco(), []);
  useDocumentTitle(problem?.title ?? '');

  if ((data && !problem) || (!problem && error)) return <Navigate to={notFoundPath()} replace />;
  if (!problem) return <WorkbenchSkeleton />;
  // a fresh attempt and the learner's own code are two workbenches (two drafts, two stores)
  return (
    <Workbench
      key={`${problem.id}${fresh ? ':fresh' : ''}`}
      problem={problem}
      bookLink={bookId}
      refetchProblem={() => refetch()}
      fresh={fresh}
    />
  );
}

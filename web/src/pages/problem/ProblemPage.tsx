// `/problem/:problemId` and `/book/:bookId/problem/:problemId`: the workbench, outside the
// shared layout. Loads the problem by its link (in the book's context when there is one);
// a problem that does not exist or fails to load sends to /404.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { notFoundPath } from '../../app/paths';
import { WorkbenchProblemDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { loadMonaco } from '../../workbench/editor/CodeEditor';
import { Workbench } from '../../workbench/Workbench';
import { WorkbenchSkeleton } from './WorkbenchSkeleton';

export function ProblemPage() {
  const { bookId = null, problemId = '' } = useParams();
  const { data, error, refetch } = useQuery(WorkbenchProblemDocument, {
    variables: { link: problemId, book: bookId },
  });
  const problem = data?.problem;
  // the editor's chunks start downloading with the problem, not after it (no waterfall)
  useEffect(() => void loadMonaco(), []);
  useDocumentTitle(problem?.title ?? '');

  if ((data && !problem) || (!problem && error)) return <Navigate to={notFoundPath()} replace />;
  if (!problem) return <WorkbenchSkeleton />;
  return <Workbench key={problem.id} problem={problem} bookLink={bookId} refetchProblem={() => refetch()} />;
}

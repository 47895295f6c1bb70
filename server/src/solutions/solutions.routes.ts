// REST compatibility paths of saved code and submissions (thin adapters onto GraphQL).
import { RUN_RESULT_FIELDS } from '../judge/judge.routes';
import { asSent, connectionNodes } from '../rest/body';
import { defineRoutes } from '../rest/route-table';
import { SOLUTION_FIELDS, SUBMISSION_FIELDS } from './solutions.fragments';

const solutionInput = (body: Record<string, unknown>) => ({
  problemId: asSent(body.problemId),
  bookId: asSent(body.bookId),
  title: asSent(body.title),
  language: asSent(body.language),
  framework: asSent(body.framework),
  code: asSent(body.code),
  fileTrees: asSent(body.fileTrees),
});

export const solutionRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/problems/solutions',
    operation: `mutation SaveSolution($input: SaveSolutionInput!) { saveSolution(input: $input) { ${SOLUTION_FIELDS} } }`,
    variables: ({ body }) => ({ input: { ...solutionInput(body), status: asSent(body.status) } }),
    data: (r) => r.saveSolution,
    successCode: 201,
  },
  {
    method: 'PUT',
    path: '/api/problems/solutions/title',
    operation: `mutation RenameSolution($solutionId: String!, $title: String!) {
      renameSolution(solutionId: $solutionId, title: $title) { ${SOLUTION_FIELDS} } }`,
    variables: ({ body }) => ({ solutionId: asSent(body.solutionId), title: asSent(body.title) }),
    data: (r) => r.renameSolution,
  },
  {
    method: 'DELETE',
    path: '/api/problems/solutions/:id',
    operation: `mutation DeleteSolution($solutionId: String!) { deleteSolution(solutionId: $solutionId) }`,
    variables: ({ params }) => ({ solutionId: params.id }),
    data: (r) => r.deleteSolution,
  },
  {
    method: 'GET',
    path: '/api/problems/:problemId/solutions',
    operation: `query SavedSolutions($problemId: String!) {
      savedSolutions(problemId: $problemId, first: 100) { edges { node { ${SOLUTION_FIELDS} } } } }`,
    variables: ({ params }) => ({ problemId: params.problemId }),
    data: (r) => connectionNodes(r.savedSolutions),
  },
  {
    method: 'GET',
    path: '/api/problems/:problemId/submissions',
    operation: `query Submissions($problemId: String!) {
      submissions(problemId: $problemId, first: 100) { edges { node { ${SUBMISSION_FIELDS} } } } }`,
    variables: ({ params }) => ({ problemId: params.problemId }),
    data: (r) => connectionNodes(r.submissions),
  },
  {
    method: 'POST',
    path: '/api/problems/:problemId/submit',
    operation: `mutation SubmitSolution($input: SubmitSolutionInput!) {
      submitSolution(input: $input) { status submission { ${SUBMISSION_FIELDS} } run { ${RUN_RESULT_FIELDS} } } }`,
    variables: ({ params, body }) => {
      const { problemId: _ignored, ...rest } = solutionInput(body);
      return { input: { ...rest, problemId: params.problemId } };
    },
    data: (r) => r.submitSolution,
  },
]);

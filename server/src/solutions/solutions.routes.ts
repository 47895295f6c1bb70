// REST compatibility paths of saved code and submissions (thin adapters onto GraphQL).
import { RUN_RESULT_FIELDS } from '../judge/judge.routes';
import { defineRoutes } from '../rest/route-table';

const SOLUTION_FIELDS =
  'id title problemId bookId language framework code fileTrees status current createdAt updatedAt';
const SUBMISSION_FIELDS =
  'id title problemId bookId language framework code fileTrees status total passed failed durationMs createdAt';

const solutionInput = (body: Record<string, unknown>) => ({
  problemId: body.problemId ?? null,
  bookId: body.bookId ?? null,
  title: body.title ?? null,
  language: body.language ?? null,
  framework: body.framework ?? null,
  code: body.code ?? null,
  fileTrees: body.fileTrees ?? null,
});

export const solutionRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/problems/solutions',
    operation: `mutation SaveSolution($input: SaveSolutionInput!) { saveSolution(input: $input) { ${SOLUTION_FIELDS} } }`,
    variables: ({ body }) => ({ input: { ...solutionInput(body), status: body.status ?? null } }),
    data: (r) => r.saveSolution,
    successCode: 201,
  },
  {
    method: 'PUT',
    path: '/api/problems/solutions/title',
    operation: `mutation RenameSolution($solutionId: String!, $title: String!) {
      renameSolution(solutionId: $solutionId, title: $title) { ${SOLUTION_FIELDS} } }`,
    variables: ({ body }) => ({ solutionId: body.solutionId ?? null, title: body.title ?? null }),
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
    data: (r) => (r.savedSolutions as { edges: { node: unknown }[] }).edges.map((e) => e.node),
  },
  {
    method: 'GET',
    path: '/api/problems/:problemId/submissions',
    operation: `query Submissions($problemId: String!) {
      submissions(problemId: $problemId, first: 100) { edges { node { ${SUBMISSION_FIELDS} } } } }`,
    variables: ({ params }) => ({ problemId: params.problemId }),
    data: (r) => (r.submissions as { edges: { node: unknown }[] }).edges.map((e) => e.node),
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

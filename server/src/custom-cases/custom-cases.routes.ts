// REST paths of a learner's own test cases (thin adapters onto GraphQL).
import { asSent } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

const FIELDS = 'kind args expected body';

export const customCaseRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/problems/:problemId/cases',
    operation: `query CustomCases($problemId: String!) { customCases(problemId: $problemId) { ${FIELDS} } }`,
    variables: ({ params }) => ({ problemId: params.problemId }),
    data: (r) => r.customCases,
  },
  {
    method: 'PUT',
    path: '/api/problems/:problemId/cases',
    operation: `mutation SaveCustomCases($problemId: String!, $cases: [CustomCaseInput!]!) {
      saveCustomCases(problemId: $problemId, cases: $cases) { ${FIELDS} } }`,
    // { "cases": [{ "kind": "args", "args": "[1, 2]", "expected": "3" }, { "kind": "test", "body": "expect(1).toBe(1);" }] }
    variables: ({ params, body }) => ({ problemId: params.problemId, cases: asSent(body.cases) }),
    data: (r) => r.saveCustomCases,
  },
]);

// REST compatibility path of the judge: a thin adapter onto the runCode mutation.
import { defineRoutes } from '../rest/route-table';

export const RUN_RESULT_FIELDS = `
  results { id name status duration error logs { level message } }
  total passed failed skipped hasError errorMessage
  logs { level message }
`;

export const judgeRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/judge/run',
    operation: `mutation RunCode($input: RunCodeInput!) { runCode(input: $input) { ${RUN_RESULT_FIELDS} } }`,
    variables: ({ body }) => ({
      input: { code: body.code ?? null, testCode: body.testCode ?? null, language: body.language ?? null },
    }),
    data: (r) => r.runCode,
  },
  {
    method: 'POST',
    path: '/api/judge/check-types',
    operation: `mutation CheckTypes($input: CheckTypesInput!) { checkTypes(input: $input) { ${RUN_RESULT_FIELDS} } }`,
    variables: ({ body }) => ({ input: { code: body.code ?? null, testCode: body.testCode ?? null } }),
    data: (r) => r.checkTypes,
  },
]);

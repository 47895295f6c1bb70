// REST compatibility path of the report dialog (workbench spec §7: POST /api/logs/report {content}).
import { defineRoutes } from '../rest/route-table';

const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const reportRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/logs/report',
    operation: 'mutation ReportProblem($input: ReportInput!) { reportProblem(input: $input) }',
    variables: ({ body }) => ({ input: { content: optional(body.content), problemId: optional(body.problemId) } }),
    data: (r) => r.reportProblem,
  },
]);

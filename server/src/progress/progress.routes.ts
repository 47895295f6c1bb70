// REST compatibility path of learning progress.
import { optionalText, requiredText } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

export const progressRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/problems/user-status',
    operation: `mutation UpdateProblemStatus($input: UpdateProblemStatusInput!) {
      updateProblemStatus(input: $input) {
        status changed
        problem { id link statue finishCount }
        book { id link status count }
      }
    }`,
    // Without status the server applies the spec's toggle (RESOLVED → UNRESOLVED, other → RESOLVED).
    variables: ({ body }) => ({
      input: {
        bookId: optionalText(body.bookId) || null,
        problemId: requiredText(body.problemId),
        status: optionalText(body.status),
      },
    }),
    data: (r) => r.updateProblemStatus,
  },
]);

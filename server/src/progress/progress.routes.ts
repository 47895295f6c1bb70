// REST compatibility path of learning progress.
import { defineRoutes } from '../rest/route-table';

/** a body field as GraphQL accepts it: strings as they are, other scalars as text, absent as null */
const text = (value: unknown): string | null =>
  value == null ? null : typeof value === 'string' ? value : String(value);

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
      input: { bookId: text(body.bookId) || null, problemId: text(body.problemId) ?? '', status: text(body.status) },
    }),
    data: (r) => r.updateProblemStatus,
  },
]);

// REST paths of shared solutions (thin adapters onto GraphQL).
import { defineRoutes } from '../../rest/route-table';

export const SHARED_SOLUTION_FIELDS = /* GraphQL */ `token path problem { title titleZh link } title language framework code files { path code }
  status total passed failed createdAt`;

export const shareRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/submissions/:id/share',
    operation: `mutation ShareSubmission($id: String!) { shareSubmission(id: $id) { id shareToken } }`,
    variables: ({ params }) => ({ id: params.id }),
    data: (r) => r.shareSubmission,
  },
  {
    method: 'DELETE',
    path: '/api/submissions/:id/share',
    operation: `mutation UnshareSubmission($id: String!) { unshareSubmission(id: $id) { id shareToken } }`,
    variables: ({ params }) => ({ id: params.id }),
    data: (r) => r.unshareSubmission,
  },
  {
    method: 'GET',
    path: '/api/shared-solutions/:token',
    operation: `query SharedSolution($token: String!) { sharedSolution(token: $token) { ${SHARED_SOLUTION_FIELDS} } }`,
    variables: ({ params }) => ({ token: params.token }),
    data: (r) => r.sharedSolution,
  },
]);

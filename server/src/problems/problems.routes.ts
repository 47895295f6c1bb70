// REST compatibility paths of the problems domain.
import { msg } from '../i18n/message';
import { defineRoutes } from '../rest/route-table';
import { PROBLEM_DETAIL_FIELDS } from './problems.fragments';

export const problemRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/problems/by-link/:link',
    operation: `query ProblemByLink($link: String!) { problem(link: $link) { ${PROBLEM_DETAIL_FIELDS} } }`,
    variables: ({ params }) => ({ link: params.link }),
    data: (r) => r.problem,
    notFoundMessage: msg('problem.notFound'),
  },
]);

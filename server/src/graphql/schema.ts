// Assembles the executable schema from every domain's GraphQL module.
import { lexicographicSortSchema } from 'graphql';
import '../problems/problems.graphql';
import '../books/books.graphql';
import '../search/search.graphql';
import '../progress/progress.graphql';
import '../dashboard/dashboard.graphql';
import '../catalog/catalog.graphql';
import '../status/status.graphql';
import '../accounts/accounts.graphql';
import '../contact/contact.graphql';
import '../judge/judge.graphql';
import '../solutions/solutions.graphql';
import '../solutions/update-solution.graphql';
import '../reports/reports.graphql';
import { builder } from './builder';

export const schema = lexicographicSortSchema(builder.toSchema());

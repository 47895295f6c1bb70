// Assembles the executable schema from every domain's GraphQL module (part of the assembling
// place: the only code outside a domain that imports domains, with services.ts and routes.ts).
import { lexicographicSortSchema } from 'graphql';
import './problems/problems.graphql';
import './problems/quiz.graphql';
import './problems/rubric.graphql';
import './problems/problem-list.graphql';
import './books/books.graphql';
import './search/search.graphql';
import './progress/progress.graphql';
import './progress/progress-records.graphql';
import './dashboard/dashboard.graphql';
import './taxonomy/taxonomy.graphql';
import './status/status.graphql';
import './accounts/accounts.graphql';
import './accounts/auth.graphql';
import './accounts/profile.graphql';
import './accounts/email-codes.graphql';
import './accounts/two-factor.graphql';
import './accounts/oauth.graphql';
import './accounts/api-tokens.graphql';
import './contact/contact.graphql';
import './judge/judge.graphql';
import './solutions/solutions.graphql';
import './solutions/update-solution.graphql';
import './solutions/current-solution.graphql';
import './solutions/share/share.graphql';
import './streaks/streak.graphql';
import './review/review.graphql';
import './custom-cases/custom-cases.graphql';
import './plans/plans.graphql';
import './reports/reports.graphql';
import './comments/comments.graphql';
import './interview/interview.graphql';
import './interview/interview-controls.graphql';
import './interview/interview-timeline.graphql';
import './interview/report/report.graphql';
import './interview/templates/template.graphql';
import './site/site.graphql';
import './ratings/ratings.graphql';
import './preferences/editor-preferences.graphql';
import { describeSchema } from './graphql/api-descriptions';
import { builder } from './graphql/builder';

export const schema = lexicographicSortSchema(builder.toSchema());
/** keys of the API description map that name nothing in the schema (schema-descriptions.test.ts wants none) */
export const staleApiDescriptions = describeSchema(schema);

// The REST route table: every documented path, domain by domain (part of the assembling place,
// with services.ts and schema.ts). Rows that need a service instance (the provider sign-in
// redirects) are built from it.
import { accountRoutes } from './accounts/accounts.routes';
import type { OAuth } from './accounts/oauth';
import { oauthRoutes } from './accounts/oauth.routes';
import { bookRoutes } from './books/books.routes';
import { commentRoutes } from './comments/comments.routes';
import { contactRoutes } from './contact/contact.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { judgeRoutes } from './judge/judge.routes';
import { editorPreferenceRoutes } from './preferences/editor-preferences.routes';
import { problemRoutes } from './problems/problems.routes';
import { progressRoutes } from './progress/progress.routes';
import { reportRoutes } from './reports/reports.routes';
import type { TableRoute } from './rest/route-table';
import { searchRoutes } from './search/search.routes';
import { streakRoutes } from './streaks/streak.routes';
import { reviewRoutes } from './review/review.routes';
import { customCaseRoutes } from './custom-cases/custom-cases.routes';
import { planRoutes } from './plans/plans.routes';
import { siteRoutes } from './site/site.routes';
import { shareRoutes } from './solutions/share/share.routes';
import { solutionRoutes } from './solutions/solutions.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';

export function restRoutes(services: { oauth: OAuth }): TableRoute[] {
  return [
    ...bookRoutes,
    ...problemRoutes,
    ...searchRoutes,
    ...progressRoutes,
    ...dashboardRoutes,
    ...streakRoutes,
    ...reviewRoutes,
    ...customCaseRoutes,
    ...planRoutes,
    ...taxonomyRoutes,
    ...accountRoutes,
    ...oauthRoutes(services.oauth),
    ...contactRoutes,
    ...judgeRoutes,
    ...solutionRoutes,
    ...shareRoutes,
    ...reportRoutes,
    ...commentRoutes,
    ...siteRoutes,
    ...editorPreferenceRoutes,
  ];
}

// Every documented REST path, domain by domain.
import { bookRoutes } from '../books/books.routes';
import { problemRoutes } from '../problems/problems.routes';
import { searchRoutes } from '../search/search.routes';
import { progressRoutes } from '../progress/progress.routes';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { catalogRoutes } from '../catalog/catalog.routes';
import { accountRoutes } from '../accounts/accounts.routes';
import { contactRoutes } from '../contact/contact.routes';
import { judgeRoutes } from '../judge/judge.routes';
import { solutionRoutes } from '../solutions/solutions.routes';
import { reportRoutes } from '../reports/reports.routes';
import type { RestRoute } from './route-table';

export const restRoutes: RestRoute[] = [
  ...bookRoutes,
  ...problemRoutes,
  ...searchRoutes,
  ...progressRoutes,
  ...dashboardRoutes,
  ...catalogRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...judgeRoutes,
  ...solutionRoutes,
  ...reportRoutes,
];

// The route table, rendered by <AppRoutes /> inside <BrowserRouter> (main.tsx) or a
// <MemoryRouter> (tests): one page per entry of `paths` (./paths.ts), so a path cannot exist
// without its page nor a page without its path. Every page is its own chunk, loaded when
// first visited: the landing page does not carry the privacy policy, and the workbench's
// editor will only load on problem pages.
//
// Declarative routing (useRoutes), not the data router (createBrowserRouter): the app loads
// data with Apollo, not loaders, and the data router costs ~19 KB of compressed JavaScript
// on every first load. Render errors are caught by RouteErrorBoundary in the layout.
import { type ComponentType, type ReactElement, Suspense, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { type PageName, paths } from './paths';
import { RouteErrorBoundary } from './RouteError';
import { RouteFallback } from './RouteFallback';

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Component = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Component />;
}

const listing = () => import('../pages/listing/listingPages');
const legal = () => import('../pages/legal/legalPages');
const community = () => import('../pages/community/communityPages');
const problem = () => import('../pages/problem/ProblemPage');
const auth = () => import('../pages/auth/authPages');
const admin = () => import('../pages/admin/adminPages');
const interviewTemplates = () => import('../pages/interview/templates/templatePages');
const interviewReport = () => import('../pages/interview/report/reportPages');

const PAGES: Record<PageName, ReactElement> = {
  home: page(
    () => import('../pages/landing/LandingPage'),
    (m) => m.LandingPage,
  ),
  guide: page(
    () => import('../pages/guide/GuidePage'),
    (m) => m.GuidePage,
  ),
  plans: page(listing, (m) => m.PlansPage),
  companies: page(listing, (m) => m.CompaniesPage),
  fields: page(listing, (m) => m.FieldsPage),
  book: page(
    () => import('../pages/book/BookPage'),
    (m) => m.BookPage,
  ),
  bookProblem: page(problem, (m) => m.ProblemPage),
  problem: page(problem, (m) => m.ProblemPage),
  changelog: page(
    () => import('../pages/changelog/ChangelogPage'),
    (m) => m.ChangelogPage,
  ),
  contactUs: page(
    () => import('../pages/contact/ContactPage'),
    (m) => m.ContactPage,
  ),
  terms: page(legal, (m) => m.TermsPage),
  privacy: page(legal, (m) => m.PrivacyPage),
  guideline: page(legal, (m) => m.GuidelinePage),
  status: page(
    () => import('../pages/status/StatusPage'),
    (m) => m.StatusPage,
  ),
  contribute: page(community, (m) => m.ContributePage),
  donate: page(community, (m) => m.DonatePage),
  aboutUs: page(community, (m) => m.AboutPage),
  apiDocs: page(
    () => import('../pages/api-docs/ApiDocsPage'),
    (m) => m.ApiDocsPage,
  ),
  interviews: page(
    () => import('../pages/interview/InterviewsPage'),
    (m) => m.InterviewsPage,
  ),
  interviewRoom: page(
    () => import('../pages/interview/InterviewRoomPage'),
    (m) => m.InterviewRoomPage,
  ),
  interviewTemplates: page(interviewTemplates, (m) => m.TemplatesPage),
  interviewTemplateNew: page(interviewTemplates, (m) => m.TemplateEditorPage),
  interviewTemplate: page(interviewTemplates, (m) => m.TemplateEditorPage),
  interviewTemplateShared: page(interviewTemplates, (m) => m.SharedTemplatePage),
  interviewReport: page(interviewReport, (m) => m.ReportPage),
  interviewReportShared: page(interviewReport, (m) => m.SharedReportPage),
  sharedSolution: page(
    () => import('../pages/shared-solution/SharedSolutionPage'),
    (m) => m.SharedSolutionPage,
  ),
  comingSoon: page(
    () => import('../pages/coming-soon/ComingSoonPage'),
    (m) => m.ComingSoonPage,
  ),
  login: page(auth, (m) => m.LoginPage),
  register: page(auth, (m) => m.RegisterPage),
  forgotPassword: page(auth, (m) => m.ForgotPasswordPage),
  resetPassword: page(auth, (m) => m.ResetPasswordPage),
  authCallback: page(auth, (m) => m.AuthCallbackPage),
  userSetting: page(
    () => import('../pages/settings/SettingsPage'),
    (m) => m.SettingsPage,
  ),
  dashboard: page(
    () => import('../pages/dashboard/DashboardPage'),
    (m) => m.DashboardPage,
  ),
  review: page(
    () => import('../pages/review/ReviewPage'),
    (m) => m.ReviewPage,
  ),
  adminTag: page(admin, (m) => m.TagAdminPage),
  adminCompany: page(admin, (m) => m.CompanyAdminPage),
  notFound: <NotFoundPage />,
};

/** pages drawn outside the shared layout: the workbench has its own header, footer toolbar and panes */
const OUTSIDE_LAYOUT: ReadonlySet<PageName> = new Set(['problem', 'bookProblem', 'interviewRoom']);
const PAGE_NAMES = Object.keys(PAGES) as PageName[];

function standalone(element: ReactElement) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  ...PAGE_NAMES.filter((name) => OUTSIDE_LAYOUT.has(name)).map((name) => ({
    path: paths[name],
    element: standalone(PAGES[name]),
  })),
  {
    element: <AppLayout />,
    children: [
      ...PAGE_NAMES.filter((name) => !OUTSIDE_LAYOUT.has(name)).map((name) => ({
        path: paths[name],
        element: PAGES[name],
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

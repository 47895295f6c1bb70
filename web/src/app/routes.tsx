// The route table, rendered by <AppRoutes /> inside <BrowserRouter> (main.tsx) or a
// <MemoryRouter> (tests). Every page is its own chunk, loaded when first visited: the
// landing page does not carry the privacy policy, and the workbench's editor will only
// load on problem pages.
//
// Declarative routing (useRoutes), not the data router (createBrowserRouter): the app loads
// data with Apollo, not loaders, and the data router costs ~19 KB of compressed JavaScript
// on every first load. Render errors are caught by RouteErrorBoundary in the layout.
import { type ComponentType, Suspense, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from './RouteError';
import { RouteFallback } from './RouteFallback';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

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

/** the workbench: outside the shared layout (its own header, footer toolbar and panes) */
function workbench() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>{page(problem, (m) => m.ProblemPage)}</Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  { path: 'book/:bookId/problem/:problemId', element: workbench() },
  { path: 'problem/:problemId', element: workbench() },
  {
    element: <AppLayout />,
    children: [
      {
        children: [
          {
            index: true,
            element: page(
              () => import('../pages/landing/LandingPage'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: 'guide',
            element: page(
              () => import('../pages/guide/GuidePage'),
              (m) => m.GuidePage,
            ),
          },
          { path: 'plans', element: page(listing, (m) => m.PlansPage) },
          { path: 'companies', element: page(listing, (m) => m.CompaniesPage) },
          { path: 'fields', element: page(listing, (m) => m.FieldsPage) },
          {
            path: 'book/:bookId',
            element: page(
              () => import('../pages/book/BookPage'),
              (m) => m.BookPage,
            ),
          },
          {
            path: 'changelog',
            element: page(
              () => import('../pages/changelog/ChangelogPage'),
              (m) => m.ChangelogPage,
            ),
          },
          {
            path: 'contact-us',
            element: page(
              () => import('../pages/contact/ContactPage'),
              (m) => m.ContactPage,
            ),
          },
          { path: 'terms-of-service', element: page(legal, (m) => m.TermsPage) },
          { path: 'privacy-policy', element: page(legal, (m) => m.PrivacyPage) },
          { path: 'guideline', element: page(legal, (m) => m.GuidelinePage) },
          {
            path: 'status',
            element: page(
              () => import('../pages/status/StatusPage'),
              (m) => m.StatusPage,
            ),
          },
          { path: 'contribute', element: page(community, (m) => m.ContributePage) },
          { path: 'donate', element: page(community, (m) => m.DonatePage) },
          { path: 'about-us', element: page(community, (m) => m.AboutPage) },
          {
            path: 'coming-soon',
            element: page(
              () => import('../pages/coming-soon/ComingSoonPage'),
              (m) => m.ComingSoonPage,
            ),
          },
          { path: 'login', element: page(auth, (m) => m.LoginPage) },
          { path: 'register', element: page(auth, (m) => m.RegisterPage) },
          { path: 'forgot-password', element: page(auth, (m) => m.ForgotPasswordPage) },
          { path: 'reset-password', element: page(auth, (m) => m.ResetPasswordPage) },
          { path: 'auth/callback', element: page(auth, (m) => m.AuthCallbackPage) },
          {
            path: 'user-setting',
            element: page(
              () => import('../pages/settings/SettingsPage'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'dashboard',
            element: page(
              () => import('../pages/dashboard/DashboardPage'),
              (m) => m.DashboardPage,
            ),
          },
          { path: 'admin/tag', element: page(admin, (m) => m.TagAdminPage) },
          { path: 'admin/company', element: page(admin, (m) => m.CompanyAdminPage) },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

// The page frame shared by every route: header, side menu (768 px and wider), content,
// footer, and the floating pieces (back-to-top, login notice, start-up notice).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../app/RouteError';
import { RouteFallback } from '../app/RouteFallback';
import { BackToTop } from './BackToTop';
import { LoginNotice } from './LoginNotice';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { StartupNotice } from './StartupNotice';
import { SiteHeader } from './header/SiteHeader';
import { SideMenu } from './sidebar/SideMenu';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <div className="flex flex-1">
        <SideMenu />
        <div className="flex min-w-0 flex-1 flex-col">
          {/* at least a screen tall: the footer starts below the fold, so a page's content
              arriving after the first paint does not push a visible footer down (layout shift) */}
          <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<RouteFallback />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          <SiteFooter />
        </div>
      </div>
      <BackToTop />
      <LoginNotice />
      <StartupNotice />
    </div>
  );
}

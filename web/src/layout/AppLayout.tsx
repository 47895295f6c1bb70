// The page frame shared by every route: header, content, footer. The content row is a
// flex row so the later collapsible side menu slots in beside <main> without reshuffling.
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <div className="flex flex-1">
        {/* side menu goes here */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}

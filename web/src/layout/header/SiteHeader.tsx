// The top bar. Left: menu button (below 1024 px) and the logo. Middle (1024 px and wider):
// Guide, Dashboard (signed in), Prepare, Mock interviews, AI interview, online resume, donate. Right:
// search, language, theme and the account slot (HeaderAccount). It fits from 320 px up,
// signed in, in both languages: between 1024 and 1280 px the logo shows its mark only and the
// language its short name, the search its icon; from 1280 px all of them show their words.
import { Heart, Menu } from 'lucide-react';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { homePath, paths } from '../../app/paths';
import { LogoMark } from '../../components/Logo';
import { useSession } from '../../auth/useSession';
import { LanguageSwitch } from '../LanguageSwitch';
import { GuideMenu } from './GuideMenu';
import { HeaderAccount } from './HeaderAccount';
import { PrepareMenu } from './PrepareMenu';
import { MoreMenu } from './MoreMenu';
import { SearchButton } from './SearchButton';
import { ThemeSwitch, iconButtonClass } from './ThemeSwitch';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
    isActive
      ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

export function SiteHeader() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const onMenuChange = useCallback((open: boolean) => setMenuOpen(open), []);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-4 lg:px-6">
        <button
          type="button"
          className={`${iconButtonClass} lg:hidden`}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuMounted(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <Link
          to={homePath()}
          className="mr-2 flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
        >
          <LogoMark className="size-8 shrink-0" />
          <span className="sr-only text-base font-bold tracking-tight text-slate-900 min-[400px]:not-sr-only min-[400px]:whitespace-nowrap lg:sr-only xl:not-sr-only dark:text-white">
            {t('app.name')}
          </span>
        </Link>

        <nav aria-label={t('nav.primary')} className="hidden shrink-0 items-center gap-0.5 lg:flex">
          <GuideMenu />
          {signedIn && (
            <NavLink to={paths.dashboard} className={navLinkClass}>
              {t('nav.dashboard')}
            </NavLink>
          )}
          <PrepareMenu />
          <NavLink to={paths.interviews} className={navLinkClass}>
            {t('nav.mockInterviews')}
          </NavLink>
          <NavLink to={paths.comingSoon} className={navLinkClass}>
            {t('nav.aiInterview')}
          </NavLink>
          {/* Online resume (its page is not built yet: it leads to coming-soon) and Donate give their room to "More" below 1536 px, which has them */}
          <NavLink
            to={paths.comingSoon}
            // never shown as current: AI interview above leads to the same page
            className={() => `${navLinkClass({ isActive: false })} max-2xl:hidden`}
          >
            {t('nav.onlineResume')}
          </NavLink>
          <NavLink to={paths.donate} className={(state) => `${navLinkClass(state)} max-2xl:hidden`}>
            <Heart aria-hidden="true" className="size-4 text-rose-500" />
            {t('nav.donate')}
          </NavLink>
          <MoreMenu />
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <SearchButton />
          <LanguageSwitch compact className="hidden shrink-0 sm:inline-flex" />
          <ThemeSwitch />
          <HeaderAccount />
        </div>
      </div>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={onMenuChange} />
        </Suspense>
      )}
    </header>
  );
}

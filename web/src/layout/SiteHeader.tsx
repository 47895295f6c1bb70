// Top bar: product mark linking home, then the language and theme controls.
// Room is left on the left for the side-menu toggle of the coming app shell.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from '../app/paths';
import { LogoMark } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/80 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Link
          to={homePath()}
          className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
        >
          <LogoMark className="size-7 shrink-0 sm:size-8" />
          <span className="truncate text-base font-bold tracking-tight text-slate-900 dark:text-white">
            {t('app.name')}
          </span>
        </Link>
        <nav aria-label={t('nav.primary')} className="flex shrink-0 items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}

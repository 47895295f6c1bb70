// The footer: the product in a sentence, link columns, and the legal row (terms, privacy,
// guideline, status).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { ExternalLink } from '../components/ExternalLink';
import { GitHubIcon } from '../components/icons';
import { LogoMark } from '../components/Logo';
import { DISCUSSIONS_URL, REPOSITORY_URL } from '../config/site';

const linkClass =
  'rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white';

export function SiteFooter() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { to: paths.guide, label: t('footer.guide') },
        { to: paths.plans, label: t('footer.plans') },
        { to: paths.companies, label: t('footer.companies') },
        { to: paths.fields, label: t('footer.fields') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { to: paths.changelog, label: t('footer.changelog') },
        { to: paths.status, label: t('footer.status') },
        { to: paths.aboutUs, label: t('footer.about') },
        { to: paths.contactUs, label: t('footer.contact') },
      ],
    },
    {
      title: t('footer.community'),
      links: [
        { to: paths.contribute, label: t('footer.contribute') },
        { to: paths.donate, label: t('footer.donate') },
        { to: paths.guideline, label: t('footer.guideline') },
      ],
    },
  ];
  const legal = [
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.guideline, label: t('footer.guideline') },
    { to: paths.status, label: t('footer.status') },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white/50 dark:border-slate-800 dark:bg-slate-950/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
            <LogoMark className="size-7" />
            {t('app.name')}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
          <div className="mt-4 flex gap-3">
            <ExternalLink
              href={REPOSITORY_URL}
              className={`${linkClass} inline-flex items-center gap-1.5`}
              icon={false}
            >
              <GitHubIcon className="size-4" />
              {t('footer.github')}
            </ExternalLink>
            <ExternalLink
              href={DISCUSSIONS_URL}
              className={`${linkClass} inline-flex items-center gap-1.5`}
              icon={false}
            >
              {t('guideMenu.discussions')}
            </ExternalLink>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8 dark:text-slate-400">
          <p>
            {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })} · {t('footer.openSource')}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legal.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

// The footer: the product in a sentence, link columns, and the legal row (terms, privacy,
// guideline, status).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { ExternalLink } from '../components/ExternalLink';
import { GitHubIcon } from '../components/icons';
import { LogoMark } from '../components/Logo';
import { useSiteSettings } from '../site/useSiteSettings';

const linkClass =
  'rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white';

// Where the footer's links lead, in columns; each key also names its label, `footer.<key>`.
const COLUMNS = {
  product: {
    guide: paths.guide,
    plans: paths.plans,
    companies: paths.companies,
    fields: paths.fields,
    mockInterviews: paths.interviews,
  },
  resources: {
    changelog: paths.changelog,
    status: paths.status,
    apiDocs: paths.apiDocs,
    about: paths.aboutUs,
    contact: paths.contactUs,
  },
  community: { contribute: paths.contribute, donate: paths.donate, guideline: paths.guideline },
} as const;
const LEGAL = { terms: paths.terms, privacy: paths.privacy, guideline: paths.guideline, status: paths.status } as const;

/** the key of any footer link */
type LinkKey = { [C in keyof typeof COLUMNS]: keyof (typeof COLUMNS)[C] }[keyof typeof COLUMNS] | keyof typeof LEGAL;

/** an object's entries, keeping its key type (Object.entries widens keys to string) */
function entries<T extends object>(object: T) {
  return Object.entries(object) as [keyof T & string, Required<T>[keyof T]][];
}

function LinkList({ links, className }: { links: Partial<Record<LinkKey, string>>; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {entries(links).map(([key, to]) => (
        <li key={to}>
          <Link to={to} className={linkClass}>
            {t(`footer.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { links } = useSiteSettings();
  return (
    <footer className="border-t border-slate-200 bg-white/50 dark:border-slate-800 dark:bg-slate-950/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
            <LogoMark className="size-7" />
            {t('app.name')}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
          <div className="mt-4 flex min-h-5 gap-3">
            {links && (
              <>
                <ExternalLink
                  href={links.repository}
                  className={`${linkClass} inline-flex items-center gap-1.5`}
                  icon={false}
                >
                  <GitHubIcon className="size-4" />
                  {t('footer.github')}
                </ExternalLink>
                <ExternalLink
                  href={links.discussions}
                  className={`${linkClass} inline-flex items-center gap-1.5`}
                  icon={false}
                >
                  {t('guideMenu.discussions')}
                </ExternalLink>
              </>
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {entries(COLUMNS).map(([column, links]) => (
            <nav key={column} aria-label={t(`footer.${column}`)}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t(`footer.${column}`)}</h2>
              <LinkList links={links} className="mt-3 space-y-2" />
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
            <LinkList links={LEGAL} className="flex flex-wrap gap-x-4 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

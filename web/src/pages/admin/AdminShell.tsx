// The frame of both admin pages: a switch between them, the title and introduction, and
// the page's action (Add) at the right of the title.
import { Building2, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../app/paths';
import { PageContainer } from '../../layout/PageContainer';

const SECTIONS = [
  { to: paths.adminTag, kind: 'tags', icon: Tags },
  { to: paths.adminCompany, kind: 'companies', icon: Building2 },
] as const;

function SectionNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('sectionNav')}>
      <ul className="inline-flex gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {SECTIONS.map(({ to, kind, icon: Icon }) => (
          <li key={kind}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 ${
                  isActive
                    ? 'bg-indigo-600 text-white shadow-sm dark:bg-indigo-500'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`${kind}.nav`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminShell({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <SectionNav />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
            {t('eyebrow')}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-sm leading-relaxed text-pretty text-slate-600 sm:text-base dark:text-slate-400">
            {description}
          </p>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </header>
      <div className="mt-8">{children}</div>
    </PageContainer>
  );
}

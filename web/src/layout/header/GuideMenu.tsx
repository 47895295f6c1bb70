// The header's Guide dropdown: community links, site resources and friend links.
import { BookMarked, Bug, FileClock, Handshake, Info, Mail, MessageCircle, Scale, Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { GitHubIcon } from '../../components/icons';
import { FRIEND_LINKS } from '../../config/site';
import { useSiteSettings } from '../../site/useSiteSettings';
import { NavPopover } from './NavPopover';

const rowClass =
  'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </p>
      <ul>{children}</ul>
    </div>
  );
}

export function GuideMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { links } = useSiteSettings();
  const internal = [
    { to: paths.guide, icon: BookMarked, label: t('guideMenu.gettingStarted') },
    { to: paths.changelog, icon: FileClock, label: t('guideMenu.changelog') },
    { to: paths.status, icon: Activity, label: t('guideMenu.status') },
    { to: paths.guideline, icon: Scale, label: t('guideMenu.guideline') },
    { to: paths.aboutUs, icon: Info, label: t('guideMenu.aboutUs') },
    { to: paths.contactUs, icon: Mail, label: t('guideMenu.contactUs') },
  ];
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <Section title={t('guideMenu.community')}>
        {links && (
          <>
            <li>
              <ExternalLink href={links.repository} className={rowClass}>
                <GitHubIcon className="size-4 shrink-0" />
                <span className="flex-1">{t('guideMenu.github')}</span>
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.discussions} className={rowClass}>
                <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1">{t('guideMenu.discussions')}</span>
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.issues} className={rowClass}>
                <Bug aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1">{t('guideMenu.issues')}</span>
              </ExternalLink>
            </li>
          </>
        )}
        <li>
          <Link to={paths.contribute} className={rowClass} onClick={onNavigate}>
            <Handshake aria-hidden="true" className="size-4 shrink-0" />
            {t('guideMenu.contribute')}
          </Link>
        </li>
      </Section>
      <Section title={t('guideMenu.resources')}>
        {internal.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link to={to} className={rowClass} onClick={onNavigate}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </Section>
      <Section title={t('guideMenu.friends')}>
        {FRIEND_LINKS.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.url} className={rowClass}>
              <span className="flex-1">{t(`guideMenu.${link.id}`)}</span>
            </ExternalLink>
          </li>
        ))}
      </Section>
    </div>
  );
}

export function GuideMenu() {
  const { t } = useTranslation();
  return (
    <NavPopover label={t('nav.guide')} panelClassName="w-[40rem] max-w-[calc(100vw-2rem)]">
      {(close) => <GuideMenuContent onNavigate={close} />}
    </NavPopover>
  );
}

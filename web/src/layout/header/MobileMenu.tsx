// The full-screen menu below 1024 px (loaded on first open): header entries, the side
// menu's groups, the Guide links, language and theme. The shared dialog as a full-width
// drawer: focus is trapped, Escape closes, and it closes on navigation.
import { Building2, ChevronDown, Heart, Mic, FileUser, Tags } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { Dialog, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';
import { LogoMark } from '../../components/Logo';
import { accountMenuNamespace } from '../../i18n/namespaces/accountMenu';
import { isAdmin } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { LanguageSwitch } from '../LanguageSwitch';
import { DASHBOARD_LINK, GUIDE_LINK, INTERVIEWS_LINK, MENU_GROUPS, type MenuLink, groupsOpenFor } from '../menuModel';
import { useLinkLabel } from '../useLinkLabel';
import { GuideMenuContent } from './GuideMenu';
import { HeaderAccount } from './HeaderAccount';
import { ThemeSwitch } from './ThemeSwitch';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 ${
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
  }`;

function Group({ title, children, defaultOpen }: { title: string; children: React.ReactNode; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-left text-sm font-semibold tracking-wide text-slate-500 uppercase hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        {title}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn, user } = useSession();
  const admin = isAdmin(user);
  const { t: tAccount } = useTranslation(accountMenuNamespace);
  const labelOf = useLinkLabel();
  const [initialGroups] = useState(() => groupsOpenFor(pathname));

  // Close on navigation (not on the first render) and when the window grows to the desktop
  // header, which has every entry itself.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) onOpenChange(false);
    shownPath.current = pathname;
  }, [pathname, onOpenChange]);
  useEffect(() => {
    const wide = matchMedia('(min-width: 1024px)');
    const onChange = () => wide.matches && onOpenChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onOpenChange]);

  const item = (link: MenuLink) => {
    const Icon = link.icon;
    return (
      <li key={link.id}>
        <NavLink to={link.to} className={linkClass}>
          <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <span className="min-w-0 truncate">{labelOf(link)}</span>
        </NavLink>
      </li>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout={{ kind: 'drawer', side: 'right', width: 'full' }}
      aria-describedby={undefined}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
        <DialogTitle className="flex items-center gap-2 text-base font-bold text-slate-900 dark:text-white">
          <LogoMark className="size-7" />
          {t('nav.mobileMenu')}
        </DialogTitle>
        <DialogCloseButton label={t('nav.closeMenu')} />
      </div>
      <nav aria-label={t('nav.primary')} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {signedIn && item(DASHBOARD_LINK)}
          {item(GUIDE_LINK)}
          {item(INTERVIEWS_LINK)}
          <li>
            <NavLink to={paths.comingSoon} className={linkClass}>
              <Mic aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              {t('nav.aiInterview')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.comingSoon} className={linkClass}>
              <FileUser aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              {t('nav.onlineResume')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.donate} className={linkClass}>
              <Heart aria-hidden="true" className="size-5 shrink-0 text-rose-500" />
              {t('nav.donate')}
            </NavLink>
          </li>
          {admin && (
            <>
              <li>
                <NavLink to={paths.adminTag} className={linkClass}>
                  <Tags aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                  {tAccount('adminTags')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.adminCompany} className={linkClass}>
                  <Building2 aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                  {tAccount('adminCompanies')}
                </NavLink>
              </li>
            </>
          )}
        </ul>
        <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
          {MENU_GROUPS.map((group) => (
            <Group key={group.id} title={t(group.labelKey)} defaultOpen={initialGroups.has(group.id)}>
              <ul className="space-y-1">{group.children.map(item)}</ul>
            </Group>
          ))}
          <Group title={t('nav.guide')} defaultOpen={false}>
            <GuideMenuContent />
          </Group>
        </ul>
      </nav>
      <div className="flex shrink-0 items-center gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
        <LanguageSwitch className="flex-1" />
        <ThemeSwitch />
        <HeaderAccount />
      </div>
    </Dialog>
  );
}

// THE slot for "sign-in button or user menu" (spec: Header), rendered by the header and by
// the mobile menu's bottom bar.
//   - while the start-up session check runs: a placeholder the size of the avatar;
//   - anonymous: the sign-in button (remembering the page, to come back after signing in);
//   - signed in: the user menu — avatar and "Hi, nickname" (or the new-user label), then
//     Dashboard, Review, Mock interviews, Settings, the admin pages (administrators only) and Sign out (which asks
//     for confirmation).
// The menu is a disclosure (button + list of links; see useDisclosure), like the header's
// other menus; it opens upwards when there is more room above (the mobile menu's bottom bar).
import { Building2, ChevronDown, LayoutDashboard, Layers, LogIn, LogOut, Settings, Tags, Users } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { Avatar, displayName } from '../../auth/Avatar';
import { LiveProgress } from '../../auth/LiveProgress';
import { SessionBridge } from '../../auth/SessionBridge';
import type { AccountUser } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { accountMenuNamespace } from '../../i18n/namespaces/accountMenu';
import { isAdmin } from '../../auth/roles';
import { useDisclosure } from './useDisclosure';

const loadSignOutDialog = () => import('../../auth/SignOutDialog');
const SignOutDialog = lazy(loadSignOutDialog);

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function UserMenu({ user }: { user: AccountUser }) {
  const { t } = useTranslation(accountMenuNamespace);
  const { open, setOpen, close, panelId, buttonRef, rootProps, buttonProps } = useDisclosure();
  const [upwards, setUpwards] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = displayName(user);
  const greeting = t('greeting', { name });

  // the admin pages only for administrators
  const links = [
    { to: paths.dashboard, icon: LayoutDashboard, label: t('dashboard') },
    { to: paths.review, icon: Layers, label: t('review') },
    { to: paths.interviews, icon: Users, label: t('interviews') },
    { to: paths.userSetting, icon: Settings, label: t('settings') },
    ...(isAdmin(user)
      ? [
          { to: paths.adminTag, icon: Tags, label: t('adminTags') },
          { to: paths.adminCompany, icon: Building2, label: t('adminCompanies') },
        ]
      : []),
  ];

  const toggle = () => {
    if (!open && buttonRef.current) {
      const box = buttonRef.current.getBoundingClientRect();
      setUpwards(box.top > window.innerHeight - box.bottom);
    }
    setOpen((value) => !value);
  };

  const askSignOut = () => {
    close();
    setConfirmMounted(true);
    setConfirmOpen(true);
  };

  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        data-testid="user-menu"
        onClick={toggle}
        onPointerEnter={() => void loadSignOutDialog()}
        onFocus={() => void loadSignOutDialog()}
        className={`inline-flex h-9 max-w-56 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
          open
            ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
        }`}
      >
        <Avatar src={user.avatar} name={user.nickName || user.username} className="size-7 text-xs" />
        <span className="sr-only 2xl:not-sr-only 2xl:truncate">{greeting}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute right-0 z-40 w-64 ${upwards ? 'bottom-full pb-2' : 'top-full pt-2'}`}
      >
        {open && (
          <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/5 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/30">
            <div className="flex items-center gap-3 px-3 pt-2 pb-3">
              <Avatar src={user.avatar} name={user.nickName || user.username} className="size-10 text-base" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{greeting}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                  {t('signedInAs', { username: user.username })}
                </p>
              </div>
            </div>
            <ul className="border-t border-slate-200 pt-2 dark:border-slate-800">
              {links.map(({ to, icon: Icon, label }) => (
                <li key={to}>
                  <Link to={to} className={itemClass}>
                    <Icon aria-hidden="true" className="size-4 text-slate-400" />
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={askSignOut} className={itemClass}>
                  <LogOut aria-hidden="true" className="size-4 text-slate-400" />
                  {t('signOut')}
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
      {confirmMounted && (
        <Suspense fallback={null}>
          <SignOutDialog
            open={confirmOpen}
            onOpenChange={(next) => {
              setConfirmOpen(next);
              if (!next) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const location = useLocation();

  let content;
  if (user) {
    content = <UserMenu user={user} />;
  } else if (checking) {
    content = (
      <span aria-hidden="true" className="block size-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
    );
  } else {
    content = (
      <Link
        to={paths.login}
        state={location.pathname === paths.login ? undefined : { from: location.pathname + location.search }}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg bg-indigo-600 px-3 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600"
      >
        <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
        {t('account.signIn')}
      </Link>
    );
  }
  return (
    <>
      <SessionBridge />
      {user && <LiveProgress key={user.id} />}
      {content}
    </>
  );
}

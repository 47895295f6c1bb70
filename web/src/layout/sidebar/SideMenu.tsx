// The left side menu (768 px and wider): Dashboard (signed in), Guide, Mock interviews, and the Recommend,
// Books and Efficient learning groups. A group opens when the path matches one of its
// children. It collapses to icons with tooltips; the choice is remembered (useSideMenu).
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Tooltip } from '../../components/Tooltip';
import { useSession } from '../../auth/useSession';
import {
  DASHBOARD_LINK,
  GUIDE_LINK,
  INTERVIEWS_LINK,
  MENU_GROUPS,
  type MenuGroup,
  type MenuLink,
  groupsOpenFor,
} from '../menuModel';
import { useLinkLabel } from '../useLinkLabel';
import { useSideMenu } from './useSideMenu';

const itemBase =
  'group flex w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500';
const itemIdle =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800/70 dark:hover:text-slate-100';
const itemActive = 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200';

function SideLink({
  link,
  label,
  collapsed,
  nested,
}: {
  link: MenuLink;
  label: string;
  collapsed: boolean;
  nested?: boolean;
}) {
  const Icon = link.icon;
  return (
    <Tooltip label={label} enabled={collapsed}>
      <NavLink
        to={link.to}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? undefined : label}
        className={({ isActive }) =>
          `${itemBase} ${isActive ? itemActive : itemIdle} ${collapsed ? 'justify-center px-0 py-2.5' : nested ? 'py-2 pr-3 pl-10' : 'px-3 py-2'}`
        }
      >
        {!nested || collapsed ? <Icon aria-hidden="true" className="size-[18px] shrink-0" /> : null}
        {!collapsed && (
          <span className="min-w-0 truncate" title={label}>
            {label}
          </span>
        )}
      </NavLink>
    </Tooltip>
  );
}

function SideGroup({
  group,
  open,
  collapsed,
  onToggle,
  labelOf,
}: {
  group: MenuGroup;
  open: boolean;
  collapsed: boolean;
  onToggle: () => void;
  labelOf: (link: MenuLink) => string;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const { setOpen } = useSideMenu();
  const Icon = group.icon;
  const label = t(group.labelKey);

  if (collapsed) {
    // Icons only: the group's icon expands the menu with this group open.
    return (
      <li>
        <Tooltip label={label}>
          <button
            type="button"
            aria-label={label}
            onClick={() => {
              if (!open) onToggle();
              setOpen(true);
            }}
            className={`${itemBase} ${itemIdle} justify-center py-2.5`}
          >
            <Icon aria-hidden="true" className="size-[18px]" />
          </button>
        </Tooltip>
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={`${itemBase} ${itemIdle} px-3 py-2`}
      >
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
        <span className="flex-1 truncate text-left">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={panelId} hidden={!open} className="mt-0.5 space-y-0.5">
        {open &&
          group.children.map((link) => (
            <li key={link.id}>
              <SideLink link={link} label={labelOf(link)} collapsed={false} nested />
            </li>
          ))}
      </ul>
    </li>
  );
}

export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const { open, toggle: toggleOpen } = useSideMenu();
  // Only the visitor's own toggle animates the width, not a resize or the first render.
  const [animate, setAnimate] = useState(false);
  const toggle = () => {
    setAnimate(true);
    toggleOpen();
  };
  const collapsed = !open;
  const labelOf = useLinkLabel();
  const [openGroups, setOpenGroups] = useState(() => groupsOpenFor(pathname));

  // A group opens when the current path matches one of its children (adjusted while rendering).
  const [groupsPath, setGroupsPath] = useState(pathname);
  if (groupsPath !== pathname) {
    setGroupsPath(pathname);
    const missing = [...groupsOpenFor(pathname)].filter((id) => !openGroups.has(id));
    if (missing.length) setOpenGroups(new Set([...openGroups, ...missing]));
  }

  const toggleGroup = (id: MenuGroup['id']) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? t('sideMenu.expand') : t('sideMenu.collapse');

  return (
    <aside
      data-collapsed={collapsed}
      className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-slate-200 bg-white/60 ${animate ? 'transition-[width] duration-200' : ''} md:flex dark:border-slate-800 dark:bg-slate-950/60 ${collapsed ? 'w-16' : 'w-72'}`}
    >
      <nav aria-label={t('sideMenu.label')} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-2 py-4">
        <ul className="space-y-0.5">
          {signedIn && (
            <li>
              <SideLink link={DASHBOARD_LINK} label={labelOf(DASHBOARD_LINK)} collapsed={collapsed} />
            </li>
          )}
          <li>
            <SideLink link={GUIDE_LINK} label={labelOf(GUIDE_LINK)} collapsed={collapsed} />
          </li>
          <li>
            <SideLink link={INTERVIEWS_LINK} label={labelOf(INTERVIEWS_LINK)} collapsed={collapsed} />
          </li>
        </ul>
        <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3 dark:border-slate-800">
          {MENU_GROUPS.map((group) => (
            <SideGroup
              key={group.id}
              group={group}
              open={openGroups.has(group.id)}
              collapsed={collapsed}
              onToggle={() => toggleGroup(group.id)}
              labelOf={labelOf}
            />
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-2 dark:border-slate-800">
        <Tooltip label={toggleLabel} enabled={collapsed}>
          <button
            type="button"
            onClick={toggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            className={`${itemBase} ${itemIdle} ${collapsed ? 'justify-center py-2.5' : 'px-3 py-2'}`}
          >
            <ToggleIcon aria-hidden="true" className="size-[18px] shrink-0" />
            {!collapsed && <span className="truncate">{t('sideMenu.collapse')}</span>}
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}

// The navigation tree shared by the side menu and the mobile menu (spec §2, Shell).
import {
  BookOpen,
  Building2,
  CalendarDays,
  Compass,
  GraduationCap,
  LayoutDashboard,
  Library,
  Layers,
  type LucideIcon,
  MessagesSquare,
  Sparkles,
  Target,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { bookPath, paths } from '../app/paths';
import { LIBRARY_BOOKS, type MenuBookId, RECOMMEND_BOOKS } from '../data/books';

export interface MenuLink {
  id: string;
  to: string;
  icon: LucideIcon;
  /** a catalogue key, or a book whose title is looked up */
  label: { key: ParseKeys } | { book: MenuBookId };
}

export interface MenuGroup {
  id: 'recommend' | 'books' | 'learning';
  labelKey: ParseKeys;
  icon: LucideIcon;
  defaultOpen: boolean;
  children: MenuLink[];
}

const bookLink = (id: MenuBookId, icon: LucideIcon): MenuLink => ({ id, to: bookPath(id), icon, label: { book: id } });

export const DASHBOARD_LINK: MenuLink = {
  id: 'dashboard',
  to: paths.dashboard,
  icon: LayoutDashboard,
  label: { key: 'nav.dashboard' },
};
export const GUIDE_LINK: MenuLink = { id: 'guide', to: paths.guide, icon: Compass, label: { key: 'nav.guide' } };
export const INTERVIEWS_LINK: MenuLink = {
  id: 'interviews',
  to: paths.interviews,
  icon: MessagesSquare,
  label: { key: 'nav.mockInterviews' },
};

export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'recommend',
    labelKey: 'sideMenu.recommend',
    icon: Sparkles,
    defaultOpen: true,
    children: RECOMMEND_BOOKS.map((id) => bookLink(id, BookOpen)),
  },
  {
    id: 'books',
    labelKey: 'sideMenu.books',
    icon: Library,
    defaultOpen: false,
    children: LIBRARY_BOOKS.map((id) => bookLink(id, BookOpen)),
  },
  {
    id: 'learning',
    labelKey: 'sideMenu.efficientLearning',
    icon: GraduationCap,
    defaultOpen: false,
    children: [
      { id: 'plans', to: paths.plans, icon: CalendarDays, label: { key: 'sideMenu.plans' } },
      { id: 'review', to: paths.review, icon: Layers, label: { key: 'sideMenu.review' } },
      { id: 'companies', to: paths.companies, icon: Building2, label: { key: 'sideMenu.companies' } },
      { id: 'fields', to: paths.fields, icon: Target, label: { key: 'sideMenu.fields' } },
    ],
  },
];

export function linkMatches(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The groups to open for a path: the defaults, plus any group with a child matching it. */
export function groupsOpenFor(pathname: string, groups: readonly MenuGroup[] = MENU_GROUPS): Set<MenuGroup['id']> {
  const open = new Set(groups.filter((g) => g.defaultOpen).map((g) => g.id));
  for (const group of groups) if (group.children.some((c) => linkMatches(c.to, pathname))) open.add(group.id);
  return open;
}

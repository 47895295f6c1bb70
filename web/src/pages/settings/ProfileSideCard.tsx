// The profile side card: avatar, nickname, position (or a no-position text), full name,
// email and the joined date.
import { BriefcaseBusiness, CalendarDays, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, displayName } from '../../auth/Avatar';
import type { SettingsUserFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { formatDay } from './ui';

export function fullName(user: { firstName: string; lastName: string }, locale: string): string {
  const parts = locale === 'zhCN' ? [user.lastName, user.firstName] : [user.firstName, user.lastName];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

export function ProfileSideCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const nick = displayName(user);
  const name = fullName(user, locale);
  const rows = [
    { icon: UserRound, text: name || t('settings.profile.noName'), muted: !name },
    { icon: Mail, text: user.email, muted: false },
    {
      icon: CalendarDays,
      text: t('settings.profile.joined', { date: formatDay(user.createdAt, locale) }),
      muted: false,
    },
  ];
  return (
    <aside
      aria-label={t('settings.profile.label')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4 lg:flex-col lg:text-center">
        <Avatar
          src={user.avatar}
          name={user.nickName || user.username}
          alt={t('settings.profile.avatarAlt', { name: nick })}
          className="size-16 text-2xl lg:size-24 lg:text-3xl"
        />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900 dark:text-white" data-testid="profile-nickname">
            {nick}
          </p>
          <p
            className={`mt-0.5 flex items-center gap-1.5 text-sm lg:justify-center ${
              user.position ? 'text-slate-600 dark:text-slate-300' : 'text-slate-500 italic dark:text-slate-400'
            }`}
          >
            <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{user.position || t('settings.profile.noPosition')}</span>
          </p>
        </div>
      </div>
      <ul className="mt-5 space-y-2.5 border-t border-slate-200 pt-5 text-sm dark:border-slate-800">
        {rows.map(({ icon: Icon, text, muted }) => (
          <li
            key={text}
            className={`flex items-center gap-2.5 ${muted ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-700 dark:text-slate-300'}`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 break-all">{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

// Cycles the theme light → dark → system. The icon shows the current choice; the label
// names it and the next one, so screen readers hear both.
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextTheme } from '../../theme/theme';
import { useTheme } from '../../theme/useTheme';

const ICONS = { light: Sun, dark: Moon, system: Monitor };

export const iconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function ThemeSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, cycleTheme } = useTheme();
  const Icon = ICONS[preference];
  const label = t('theme.switch', { current: t(`theme.${preference}`), next: t(`theme.${nextTheme(preference)}`) });
  return (
    <button
      type="button"
      onClick={cycleTheme}
      aria-label={label}
      title={label}
      data-theme-preference={preference}
      className={`${iconButtonClass} ${className}`}
    >
      <Icon aria-hidden="true" className="size-[18px]" />
    </button>
  );
}

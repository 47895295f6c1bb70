// The company icon: a native select of the registered names (keyboard, screen reader and
// phone pickers for free) beside a live preview of the logo it stands for.
import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/form/fieldStyles';
import { CompanyLogo } from './CompanyLogo';

export function IconSelect({
  icons,
  value,
  invalid,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  icons: readonly string[];
  /** the chosen name, for the preview */
  value: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation('admin');
  // An item may hold a name no longer registered: keep it choosable so the form shows it.
  const names = value && !icons.includes(value) ? [value, ...icons] : icons;
  return (
    <div className="flex items-center gap-3">
      <CompanyLogo icon={value} size="md" label={value ? t('fields.iconPreview', { icon: value }) : undefined} />
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={inputClass(invalid, 'h-10 min-w-0 flex-1')}
        {...props}
      >
        <option value="">{t('fields.iconPlaceholder')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

// The time zone card: the zone a learner's days are counted in (streaks, the activity graph). A
// list of the zones this browser knows, the first choice being "your browser's zone" (stored as
// none, so it follows the browser). The server checks the name again and answers a clear error.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSessionUser } from '../../auth/session';
import { SetTimeZoneDocument, type SettingsUserFragment } from '../../gql/graphql';
import { errorText } from '../../interview/errors';
import { toast } from '../../toast/toast';
import { inputClass } from '../../components/form/fieldStyles';
import { browserTimeZone } from '../../lib/timeZone';
import { SettingsCard, primarySmall } from './ui';

/** the IANA zones this browser knows (a stored zone it does not know is kept as a choice) */
function knownZones(stored: string | null | undefined): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = ['UTC'];
  }
  if (!zones.includes('UTC')) zones = ['UTC', ...zones];
  return stored && !zones.includes(stored) ? [stored, ...zones] : zones;
}

export function TimeZoneCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const selectId = useId();
  const browser = useMemo(() => browserTimeZone() ?? 'UTC', []);
  const zones = useMemo(() => knownZones(user.timeZone), [user.timeZone]);
  const [choice, setChoice] = useState(user.timeZone ?? '');
  const [save, saving] = useMutation(SetTimeZoneDocument);
  const changed = choice !== (user.timeZone ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { timeZone: choice || null } });
      if (data?.setTimeZone) updateSessionUser(data.setTimeZone);
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(errorText(error, t('settings.saveFailed')));
    }
  };

  return (
    <SettingsCard id={titleId} title={t('settings.timeZone.title')} description={t('settings.timeZone.text')}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('settings.timeZone.label')}
        </label>
        <select
          id={selectId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-describedby={`${selectId}-current`}
          className={inputClass(false, 'mt-1 max-w-md')}
          data-testid="time-zone-select"
        >
          <option value="">{t('settings.timeZone.browser', { zone: browser })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p id={`${selectId}-current`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('settings.timeZone.current', { zone: user.timeZone ?? browser })}
        </p>
        <div className="mt-5 flex justify-end">
          <button type="submit" className={primarySmall} disabled={!changed || saving.loading}>
            {t('settings.timeZone.save')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}

// Makes a study plan: the interview's date, the time a day or a week, and optionally focus areas
// and companies (none: the whole bank). The plan runs from today to the interview's eve.
import '../i18n/namespaces/plans';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../components/buttonStyles';
import { CreateStudyPlanDocument, MyStudyPlanDocument, StudyPlanChoicesDocument } from '../gql/graphql';
import { pickLocalized } from '../i18n/pickLocalized';
import { useLocale } from '../i18n/useLocale';
import { browserTimeZone } from '../lib/timeZone';
import { addDays, dayKey, daysBetween } from '../lib/calendarDays';

const MAX_DAYS = 180;
const field =
  'mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/** minutes a day from hours a day or a week (rounded to whole minutes) */
export const minutesPerDay = (hours: number, per: 'day' | 'week') =>
  Math.round((per === 'day' ? hours : hours / 7) * 60);

export function PlanForm({ onMade }: { onMade?: () => void }) {
  const { t } = useTranslation('plans');
  const today = dayKey(new Date(), browserTimeZone() ?? 'UTC');
  const [date, setDate] = useState(addDays(today, 14));
  const [hours, setHours] = useState('1.5');
  const [per, setPer] = useState<'day' | 'week'>('day');
  const [focusAreas, setFocusAreas] = useState<string[]>([]);
  const [companies, setCompanies] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateStudyPlanDocument, { refetchQueries: [MyStudyPlanDocument] });
  const ids = { date: useId(), hours: useId(), per: useId(), error: useId() };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const days = daysBetween(today, date);
    const minutes = minutesPerDay(Number(hours), per);
    if (!(days >= 1 && days <= MAX_DAYS)) return setError(t('errors.date'));
    if (!(minutes >= 15 && minutes <= 720)) return setError(t('errors.time'));
    setError(null);
    try {
      await create({
        variables: {
          input: { days, minutesPerDay: minutes, focusAreas, companies },
          timeZone: browserTimeZone() ?? null,
        },
      });
      onMade?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('failed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="plan-form" noValidate>
      <div className="flex flex-wrap items-end gap-4">
        <label htmlFor={ids.date} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('interviewDate')}
          <input
            id={ids.date}
            type="date"
            className={field}
            min={addDays(today, 1)}
            max={addDays(today, MAX_DAYS)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-describedby={error ? ids.error : undefined}
          />
        </label>
        <div className="flex items-end gap-2">
          <label htmlFor={ids.hours} className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {t('time')}
            <input
              id={ids.hours}
              type="number"
              min="0.25"
              step="0.25"
              inputMode="decimal"
              className={`${field} w-24`}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </label>
          <label htmlFor={ids.per} className="sr-only">
            {t('time')}
          </label>
          <select
            id={ids.per}
            className={field}
            value={per}
            onChange={(event) => setPer(event.target.value as 'day' | 'week')}
          >
            <option value="day">{t('perDay')}</option>
            <option value="week">{t('perWeek')}</option>
          </select>
        </div>
      </div>
      <Choices
        focusAreas={focusAreas}
        companies={companies}
        setFocusAreas={setFocusAreas}
        setCompanies={setCompanies}
      />
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={loading}>
        {loading ? t('creating') : t('create')}
      </button>
    </form>
  );
}

function Choices(props: {
  focusAreas: string[];
  companies: string[];
  setFocusAreas: (keys: string[]) => void;
  setCompanies: (keys: string[]) => void;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const { data } = useQuery(StudyPlanChoicesDocument);
  const list = (items: { key: string; label: unknown }[] | undefined) =>
    (items ?? [])
      .map((item) => ({ key: item.key, label: pickLocalized(item.label, locale, item.key) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale === 'zhCN' ? 'zh-CN' : 'en'));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChoiceList
        legend={t('focusAreas')}
        items={list(data?.tags)}
        chosen={props.focusAreas}
        onChange={props.setFocusAreas}
      />
      <ChoiceList
        legend={t('companies')}
        items={list(data?.companies)}
        chosen={props.companies}
        onChange={props.setCompanies}
      />
      <p className="text-xs text-slate-600 md:col-span-2 dark:text-slate-400">{t('anyHint')}</p>
    </div>
  );
}

function ChoiceList({
  legend,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  items: { key: string; label: string }[];
  chosen: string[];
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation('plans');
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-100">
        {legend}{' '}
        {chosen.length > 0 && (
          <span className="font-normal text-slate-500 dark:text-slate-400">
            ({t('chosen', { count: chosen.length })})
          </span>
        )}
      </legend>
      {/* fixed height from the first paint: the list arrives later without moving the page */}
      <div className="flex h-40 flex-wrap content-start gap-1.5 overflow-y-auto">
        {items.map((item) => {
          const on = chosen.includes(item.key);
          return (
            <label
              key={item.key}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 ${
                on
                  ? 'border-indigo-500 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-500/20 dark:text-indigo-100'
                  : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => onChange(on ? chosen.filter((k) => k !== item.key) : [...chosen, item.key])}
              />
              {item.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

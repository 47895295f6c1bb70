// The next 7 days of the review: a bar per day, as long as its count against the busiest day.
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatShortDay } from '../../lib/formatDate';
import type { ReviewForecastDay } from '../../review/localSchedule';

export function ReviewForecast({ forecast }: { forecast: ReviewForecastDay[] }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const most = Math.max(1, ...forecast.map((d) => d.count));
  return (
    <section
      aria-labelledby="review-forecast"
      className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="review-forecast" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('forecastTitle')}
      </h2>
      <ol className="mt-4 space-y-2" data-testid="review-forecast">
        {forecast.map(({ day, count }) => (
          <li key={day} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-3 text-sm" data-day={day}>
            <span className="text-slate-600 dark:text-slate-300">
              <span className="sr-only">{t('forecastDay', { day: formatShortDay(day, locale), count })}</span>
              <span aria-hidden="true">{formatShortDay(day, locale)}</span>
            </span>
            <span aria-hidden="true" className="h-2.5 rounded-full bg-slate-100 dark:bg-slate-800">
              <span
                className="block h-full rounded-full bg-indigo-500 dark:bg-indigo-400"
                style={{ width: `${(count / most) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
              {count}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

// A study plan as the learner follows it: the dates, solved against planned with where that
// stands against the calendar, today's problems and the next days'; a new plan replaces it.
import '../i18n/namespaces/plans';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { standaloneProblemPath } from '../app/paths';
import { DifficultyLabel } from '../components/DifficultyLabel';
import { secondaryButton } from '../components/buttonStyles';
import type { StudyPlanFieldsFragment } from '../gql/graphql';
import { useLocale } from '../i18n/useLocale';
import { formatShortDay } from '../lib/formatDate';
import { PlanForm } from './PlanForm';

type Plan = StudyPlanFieldsFragment;
type PlanProblem = Plan['problems'][number];
const AHEAD_DAYS = 6;

export function PlanView({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const [replacing, setReplacing] = useState(false);
  const byId = new Map(plan.problems.map((p) => [p.id, p]));
  const today = plan.days.find((d) => d.day === plan.today);
  const ahead = plan.days.filter((d) => d.day > plan.today).slice(0, AHEAD_DAYS);
  const percent = plan.total > 0 ? Math.round((plan.solved / plan.total) * 100) : 0;
  const over = plan.today > plan.lastDay;
  return (
    <div className="space-y-5" data-testid="plan-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900 dark:text-white" data-testid="plan-range">
          {t('range', { start: formatShortDay(plan.startDay, locale), end: formatShortDay(plan.lastDay, locale) })}
        </p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setReplacing((v) => !v)}
          aria-expanded={replacing}
        >
          {t('replace')}
        </button>
      </div>
      {replacing && (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('replaceConfirm')}</p>
          <PlanForm onMade={() => setReplacing(false)} />
        </div>
      )}
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold text-slate-900 dark:text-white" data-testid="plan-progress">
            {t('progress', { solved: plan.solved, total: plan.total })}
          </span>
          <span
            className={
              plan.behind > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-emerald-700 dark:text-emerald-300'
            }
            data-testid="plan-status"
          >
            {plan.behind > 0 ? t('behind', { count: plan.behind }) : t('onTrack')}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress', { solved: plan.solved, total: plan.total })}
          aria-valuemin={0}
          aria-valuemax={plan.total}
          aria-valuenow={plan.solved}
          className="mt-2 h-2.5 rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
        </div>
        {plan.moved > 0 && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" role="status" data-testid="plan-moved">
            {t('moved', { count: plan.moved })}
          </p>
        )}
        {plan.leftOut - plan.behind > 0 && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('leftOut', { count: plan.leftOut - plan.behind })}
          </p>
        )}
      </div>
      {over ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('over')}</p>
      ) : (
        <section aria-labelledby="plan-today" data-testid="plan-today">
          <h3 id="plan-today" className="text-base font-semibold text-slate-900 dark:text-white">
            {t('today')}{' '}
            {today && today.problemIds.length > 0 && (
              <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                {t('dayMinutes', { minutes: today.minutes })}
              </span>
            )}
          </h3>
          {today && today.problemIds.length > 0 ? (
            <ProblemList problems={today.problemIds.flatMap((id) => byId.get(id) ?? [])} />
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('todayEmpty')}</p>
          )}
        </section>
      )}
      {ahead.length > 0 && (
        <section aria-labelledby="plan-ahead">
          <h3 id="plan-ahead" className="text-base font-semibold text-slate-900 dark:text-white">
            {t('ahead')}
          </h3>
          <ol className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ahead.map((day) => (
              <li
                key={day.day}
                className="rounded-xl border border-slate-200 p-3 dark:border-slate-800"
                data-day={day.day}
              >
                <p className="flex justify-between text-sm font-medium text-slate-800 dark:text-slate-100">
                  {formatShortDay(day.day, locale)}
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {t('dayMinutes', { minutes: day.minutes })}
                  </span>
                </p>
                <ProblemList problems={day.problemIds.flatMap((id) => byId.get(id) ?? [])} compact />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function ProblemList({ problems, compact = false }: { problems: PlanProblem[]; compact?: boolean }) {
  const { t } = useTranslation('plans');
  return (
    <ul className={compact ? 'mt-1 space-y-1' : 'mt-2 divide-y divide-slate-200 dark:divide-slate-800'}>
      {problems.map((p) => {
        const solved = p.statue === 'RESOLVED';
        const Icon = solved ? CheckCircle2 : Circle;
        return (
          <li
            key={p.id}
            className={`flex items-center gap-2 text-sm ${compact ? '' : 'py-2'}`}
            data-testid="plan-problem"
            data-solved={solved}
          >
            <Icon aria-hidden="true" className={`size-4 shrink-0 ${solved ? 'text-emerald-600' : 'text-slate-400'}`} />
            {solved && <span className="sr-only">{t('solvedMark')}</span>}
            <Link
              to={standaloneProblemPath(p.link)}
              className="min-w-0 flex-1 truncate text-slate-900 hover:underline dark:text-white"
            >
              {p.title}
            </Link>
            {!compact && <DifficultyLabel difficulty={p.difficulty} />}
            {!compact && (
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                {t('minutes', { minutes: p.minutes })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

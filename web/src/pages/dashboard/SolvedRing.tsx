// The big "solved" ring: an SVG arc for done / total with the count in its middle.
import { useTranslation } from 'react-i18next';
import { type DoneTotal, roundedPercent, solvedRatio } from './dashboardData';

const SIZE = 128;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function SolvedRing({ bucket }: { bucket: DoneTotal }) {
  const { t } = useTranslation('dashboard');
  const ratio = solvedRatio(bucket);
  const label = t('solved.ringLabel', { done: bucket.done, total: bucket.total, percent: roundedPercent(bucket) });
  return (
    <div role="img" aria-label={label} className="relative size-32 shrink-0" data-testid="solved-ring">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-slate-100 dark:stroke-slate-800"
        />
        {ratio > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - ratio)}
            className="stroke-indigo-500 transition-[stroke-dashoffset] duration-700 dark:stroke-indigo-400"
          />
        )}
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
          {bucket.done}
        </span>
        <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {t('solved.ofTotal', { total: bucket.total })}
        </span>
      </div>
    </div>
  );
}

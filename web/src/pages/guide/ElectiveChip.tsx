// One elective on the guide: a link to its book or to the filtered all-questions book, a dimmed
// "in preparation" chip when neither exists (never a link to a 404), or plain text while the
// destination is still being looked up.
import '../../i18n/namespaces/listings';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardTarget } from '../../listings/toCards';

const base = 'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium';
const linkClass = `${base} border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-500/50 dark:hover:text-indigo-200`;
const idleClass = `${base} border-slate-200 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200`;
const preparingClass = `${base} border-dashed border-slate-300 bg-slate-50 text-slate-500 dark:border-slate-700 dark:bg-slate-900/40 dark:text-slate-400`;

export function ElectiveChip({
  title,
  target,
  wide = false,
}: {
  title: string;
  /** undefined while loading */
  target: CardTarget | undefined;
  /** a full-width row with an arrow (the study plans) */
  wide?: boolean;
}) {
  const { t } = useTranslation('listings');
  const shape = wide ? 'w-full justify-between rounded-xl' : '';

  if (target && target.kind !== 'preparing') {
    return (
      <Link to={target.href} className={`${linkClass} ${shape}`}>
        {title}
        {wide && <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />}
      </Link>
    );
  }
  if (target) {
    // A clock instead of the words keeps the chip on one line; the words are there for screen
    // readers and as the hover tooltip.
    return (
      <span aria-disabled="true" title={t('card.inPreparation')} className={`${preparingClass} ${shape}`}>
        {title}
        <Clock aria-hidden="true" className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400" />
        <span className="sr-only">({t('card.inPreparation')})</span>
      </span>
    );
  }
  return <span className={`${idleClass} ${shape}`}>{title}</span>;
}

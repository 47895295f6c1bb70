// One card of a listing. A book or a filtered view of all questions is a link with its number of
// problems; a card with nothing to open yet is shown, dimmed and "in preparation", but is not a
// link (a 404 would be worse than no link).
import { ArrowRight, Filter } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingIcon } from './ListingIcon';
import type { ListingCardModel } from '../../listings/toCards';

const frame = 'flex h-full flex-col rounded-2xl border p-5';

function CardBody({ item, badge, footer }: { item: ListingCardModel; badge?: ReactNode; footer?: ReactNode }) {
  const linked = item.target.kind !== 'preparing';
  return (
    <>
      <div className="flex items-start gap-4">
        <span className={linked ? 'contents' : 'opacity-60 saturate-50'}>
          <ListingIcon icon={item.icon} title={item.title} />
        </span>
        <div className="min-w-0">
          <h3
            className={
              linked
                ? 'text-base leading-snug font-semibold text-slate-900 group-hover:text-indigo-600 dark:text-white dark:group-hover:text-indigo-300'
                : 'text-base leading-snug font-semibold text-slate-700 dark:text-slate-300'
            }
          >
            {item.title}
          </h3>
          {badge}
        </div>
      </div>
      {item.description && (
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {item.description}
        </p>
      )}
      {footer}
    </>
  );
}

export function ListingCard({ item }: { item: ListingCardModel }) {
  const { t } = useTranslation('listings');
  const { target } = item;

  if (target.kind === 'preparing') {
    return (
      <div
        aria-disabled="true"
        data-card="preparing"
        className={`${frame} border-dashed border-slate-300 bg-slate-50/70 dark:border-slate-700 dark:bg-slate-900/40`}
      >
        <CardBody
          item={item}
          badge={
            <span className="mt-1.5 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25">
              {t('card.inPreparation')}
            </span>
          }
        />
      </div>
    );
  }

  return (
    <Link
      to={target.href}
      data-card={target.kind}
      className={`group ${frame} border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50`}
    >
      <CardBody
        item={item}
        badge={
          target.kind === 'filtered' && (
            <span className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25">
              <Filter aria-hidden="true" className="size-3" />
              {t('card.filtered')}
            </span>
          )
        }
        footer={
          <div className="mt-auto flex items-center justify-between pt-4 text-sm">
            <span className="text-slate-600 dark:text-slate-400">{t('card.problems', { count: target.problems })}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 text-indigo-600 transition-transform group-hover:translate-x-0.5 dark:text-indigo-300"
            />
          </div>
        }
      />
    </Link>
  );
}

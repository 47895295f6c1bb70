// The viewer's tracking status beside the book's title (spec §4): the book's own icon while
// not tracked, an in-progress icon while learning, a completed icon once archived.
import { CircleCheckBig, CircleDotDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resolveBookIcon } from '../../../components/resolveBookIcon';
import type { BookStatus } from '../../../gql/graphql';
import '../../../i18n/namespaces/bookActions';

const TONE: Record<BookStatus, string> = {
  unsubscribed:
    'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  subscribed: 'bg-blue-50 text-blue-700 ring-blue-600/20 dark:bg-blue-500/10 dark:text-blue-300 dark:ring-blue-400/30',
  archived:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
};

/** The book's icon at chip size: its picture, emoji or letters. */
function OwnIcon({ icon, title }: { icon: string; title: string }) {
  const resolved = resolveBookIcon(icon, title);
  if (resolved.kind === 'image')
    return <img src={resolved.src} alt="" className="size-3.5 rounded-sm object-contain" />;
  const text = resolved.kind === 'emoji' ? resolved.text : resolved.text.slice(0, 2);
  return (
    <span aria-hidden="true" className="text-[10px] leading-none font-bold">
      {text}
    </span>
  );
}

export function BookStatusChip({ status, icon, title }: { status: BookStatus; icon: string; title: string }) {
  const { t } = useTranslation('bookActions');
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
    >
      <span className="flex size-3.5 items-center justify-center">
        {status === 'unsubscribed' && <OwnIcon icon={icon} title={title} />}
        {status === 'subscribed' && <CircleDotDashed aria-hidden="true" className="size-3.5" />}
        {status === 'archived' && <CircleCheckBig aria-hidden="true" className="size-3.5" />}
      </span>
      <span className="sr-only">{t('status.label')}: </span>
      {t(`status.${status}`)}
    </span>
  );
}

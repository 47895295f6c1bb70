// The comments slot (spec §2: a comments section under solutions). Comments come with a
// later issue; until then the slot says so and shows nothing invented.
import { useTranslation } from 'react-i18next';

export function CommentsTab({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('workbench');
  return (
    <section className={embedded ? '' : 'p-4'} data-testid="comments-slot" aria-label={t('problem.commentsHeading')}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('problem.commentsHeading')}</h2>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('problem.commentsSoon')}</p>
    </section>
  );
}

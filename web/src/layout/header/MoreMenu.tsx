// Below 1536 px the header's row has no room for every link: the ones that do not fit
// (Online resume, Donate) move into a "More" menu, so each destination stays one click away.
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { NavPopover } from './NavPopover';

const rowClass =
  'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function MoreMenu() {
  const { t } = useTranslation();
  return (
    <div className="2xl:hidden">
      <NavPopover label={t('nav.more')} align="end" panelClassName="w-48">
        {(close) => (
          <>
            <Link to={paths.comingSoon} className={rowClass} onClick={close}>
              {t('nav.onlineResume')}
            </Link>
            <Link to={paths.donate} className={rowClass} onClick={close}>
              <Heart aria-hidden="true" className="size-4 text-rose-500" />
              {t('nav.donate')}
            </Link>
          </>
        )}
      </NavPopover>
    </div>
  );
}

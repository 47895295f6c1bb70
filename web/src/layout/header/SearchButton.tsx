// Opens the search palette (its code loads on first use; hovering or focusing the button
// starts loading it). Ctrl/⌘ K opens it from anywhere. From 1280 px it is a box with a short
// "Search" and the shortcut, which keep their width (the header's other parts give way first).
import { Search } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdKeys, releaseKeys } from '../../search/typeahead';
import { iconButtonClass } from './ThemeSwitch';

const loadDialog = () => import('../../search/SearchDialog');
const SearchDialog = lazy(loadDialog);

export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // read by the shortcut's listener, which is added once
  const openRef = useRef(false);

  // keys typed before the palette's input has focus are held for it (see search/typeahead.ts)
  const toggle = useCallback((next: boolean) => {
    if (next) holdKeys();
    else releaseKeys();
    openRef.current = next;
    setMounted(true);
    setOpen(next);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        toggle(!openRef.current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return (
    <>
      <button
        type="button"
        onClick={() => toggle(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className={`${iconButtonClass} xl:w-48 xl:justify-start xl:gap-2 xl:border xl:border-slate-200 xl:bg-slate-50 xl:px-3 xl:text-slate-500 xl:dark:border-slate-700 xl:dark:bg-slate-900 xl:dark:text-slate-400`}
      >
        <Search aria-hidden="true" className="size-[18px] shrink-0 xl:size-4" />
        {/* the button's name; short, so it is never cut */}
        <span className="sr-only flex-1 text-left text-sm whitespace-nowrap xl:not-sr-only">{t('search.open')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 px-1.5 font-sans text-[11px] whitespace-nowrap text-slate-500 xl:inline dark:border-slate-600 dark:text-slate-400"
        >
          {t('search.shortcut')}
        </kbd>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={toggle} />
        </Suspense>
      )}
    </>
  );
}

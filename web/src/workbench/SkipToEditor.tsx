// The workbench's skip link: the first stop of the keyboard, past the site header straight into
// the code editor (or the panes, for a problem without one).
import { useTranslation } from 'react-i18next';

export function SkipToEditor() {
  const { t } = useTranslation('workbench');
  return (
    <a
      href="#main"
      onClick={(event) => {
        const editor = document.querySelector<HTMLElement>('#main .monaco-editor textarea');
        if (!editor) return;
        event.preventDefault();
        editor.focus();
      }}
      className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('footer.skipToEditor')}
    </a>
  );
}

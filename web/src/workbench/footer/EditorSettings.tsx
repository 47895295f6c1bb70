// The footer's settings: editor font size, editor theme (following the site until chosen),
// keymap (default, Vim, Emacs), autocomplete, the shortcuts panel and "reset layout" (asks, then
// toasts). A signed-in learner's choices are also saved on their account.
import * as Popover from '@radix-ui/react-popover';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/toast';
import {
  FONT_SIZES,
  KEYMAPS,
  type Keymap,
  NARROW_QUERY,
  defaultFontSize,
  useAutocomplete,
  useEditorTheme,
  useKeymap,
  useMediaQuery,
  useStoredFontSize,
} from '../editor/editorPrefs';
import { useSaveAccountEditorPrefs } from '../editor/useAccountEditorPrefs';
import { useStores } from '../state/useStores';
import { SITE_THEME, editorThemes } from '../editor/themes';
import { useConfirm } from '../ui/useConfirm';
import { useWorkbench } from '../WorkbenchContext';
import { footerButton } from './footerStyles';

const select =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

export function EditorSettings() {
  const { t } = useTranslation('workbench');
  const { resetLayout } = useWorkbench();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [fontSize, setFontSize] = useStoredFontSize();
  const [theme, setTheme] = useEditorTheme();
  const [keymap, setKeymap] = useKeymap();
  const [autocomplete, setAutocomplete] = useAutocomplete();
  const saveToAccount = useSaveAccountEditorPrefs();
  const stores = useStores();
  const [open, setOpen] = useState(false);
  const { confirm, dialog } = useConfirm();

  const askReset = async () => {
    const ok = await confirm({
      title: t('footer.resetLayoutTitle'),
      description: t('footer.resetLayoutBody'),
      confirmLabel: t('footer.resetLayout'),
      cancelLabel: t('saved.cancel'),
    });
    if (!ok) return;
    resetLayout();
    toast.success(t('footer.resetLayoutDone'));
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={footerButton} aria-label={t('footer.settings')} title={t('footer.settings')}>
          <Settings aria-hidden="true" className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align="end"
            sideOffset={6}
            // Radix draws it as a dialog: its name
            aria-label={t('footer.settings')}
            className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <label className="block">
              {t('footer.fontSize')}
              <select
                className={select}
                value={fontSize ?? ''}
                onChange={(event) => {
                  const size = event.target.value ? Number(event.target.value) : null;
                  setFontSize(size);
                  saveToAccount({ fontSize: size });
                }}
              >
                <option value="">{`${defaultFontSize(narrow)} px`}</option>
                {FONT_SIZES.map((size) => (
                  <option key={size} value={size}>{`${size} px`}</option>
                ))}
              </select>
            </label>
            <label className="mt-3 block">
              {t('footer.theme')}
              <select
                className={select}
                value={theme || SITE_THEME}
                onChange={(event) => {
                  const next = event.target.value;
                  setTheme(next);
                  saveToAccount({ editorTheme: next === SITE_THEME ? null : next });
                }}
              >
                <option value={SITE_THEME}>{t('footer.followSite')}</option>
                {editorThemes.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-3 block">
              {t('footer.keymap')}
              <select
                className={select}
                value={keymap}
                data-testid="keymap-select"
                onChange={(event) => {
                  const next = event.target.value as Keymap;
                  setKeymap(next);
                  saveToAccount({ keymap: next });
                }}
              >
                {KEYMAPS.map((option) => (
                  <option key={option} value={option}>
                    {t(`footer.keymaps.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-3 flex items-center gap-2">
              <input
                type="checkbox"
                checked={autocomplete}
                className="size-4 accent-indigo-600"
                onChange={(event) => {
                  setAutocomplete(event.target.checked);
                  saveToAccount({ autocomplete: event.target.checked });
                }}
              />
              {t('footer.autocomplete')}
            </label>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                stores.dialogs.setState({ shortcutsOpen: true });
              }}
              className="mt-4 w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {t('footer.showShortcuts')}
            </button>
            <button
              type="button"
              onClick={() => void askReset()}
              className="mt-2 w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {t('footer.resetLayout')}
            </button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {dialog}
    </>
  );
}

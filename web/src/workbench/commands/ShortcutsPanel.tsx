// The shortcuts panel: every command that has keys, with them (and the other keys that do the
// same), opened from the editor settings, the palette or ? outside a text field. The site's one
// dialog: focus trap, Escape closes, focus goes back where it was.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';
import { useDialogs, useStores } from '../state/useStores';
import { Keys } from './Keys';
import { COMMANDS } from './registry';
import { keysOf } from './shortcut';

export function ShortcutsPanel() {
  const { t } = useTranslation('workbench');
  const open = useDialogs((s) => s.shortcutsOpen);
  const stores = useStores();
  const withKeys = COMMANDS.filter((command) => keysOf(command).length > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => stores.dialogs.setState({ shortcutsOpen: next })}
      layout={{ kind: 'modal', size: 'md' }}
      aria-describedby={undefined}
      className="p-6"
      data-testid="shortcuts-panel"
    >
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-base font-semibold text-slate-900 dark:text-white">
          {t('commands.shortcutsTitle')}
        </DialogTitle>
        <DialogCloseButton label={t('commands.shortcutsClose')} className="-mt-1 -mr-2" />
      </div>
      <table className="mt-4 w-full text-sm text-slate-800 dark:text-slate-100">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('commands.shortcutsAction')}</th>
            <th scope="col">{t('commands.shortcutsKeys')}</th>
          </tr>
        </thead>
        <tbody>
          {withKeys.map((command) => (
            <tr key={command.id} data-shortcut={command.id} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {t(command.label)}
              </th>
              <td className="py-2 text-right">
                <span className="inline-flex flex-wrap items-center justify-end gap-2">
                  {keysOf(command).map((shortcut, index) => (
                    <span key={index} className="inline-flex items-center gap-2">
                      {index > 0 && (
                        <span className="text-xs text-slate-500 dark:text-slate-400">{t('commands.or')}</span>
                      )}
                      <Keys shortcut={shortcut} />
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

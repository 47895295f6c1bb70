// The command palette (Ctrl/⌘+Shift+P): every command this problem offers, with its
// shortcut, filtered as you type (cmdk), run with Enter, closed with Escape. Built on the
// site's one dialog (components/dialog: focus trap, Escape, focus back where it was) with
// cmdk's list inside, placed like the search palette.
import { Command as Cmdk } from 'cmdk';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';
import { useDialogs, useStores } from '../state/useStores';
import type { Command } from './command';
import { useCommands } from './commandsContext';
import { Keys } from './Keys';
import { COMMANDS } from './registry';

const GROUPS: Command['group'][] = ['run', 'code', 'tabs', 'view'];

export function CommandPalette() {
  const open = useDialogs((s) => s.paletteOpen);
  const stores = useStores();
  const setOpen = (next: boolean) => stores.dialogs.setState({ paletteOpen: next });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      layout={{ kind: 'modal', size: 'xl', placement: 'top' }}
      aria-describedby={undefined}
      data-testid="command-palette"
    >
      {open && <PaletteContent onClose={() => setOpen(false)} />}
    </Dialog>
  );
}

function PaletteContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('workbench');
  const { t: tSite } = useTranslation();
  const { state, run } = useCommands();
  // what can run now, read once as the palette opens
  const available = COMMANDS.filter((command) => command.canRun(state));
  const select = (command: Command) => {
    onClose();
    if (command.id !== 'palette') run(command.id);
  };

  return (
    <>
      <DialogTitle className="sr-only">{t('commands.palette')}</DialogTitle>
      <Cmdk label={t('commands.palette')} loop className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <Cmdk.Input
            placeholder={t('commands.placeholder')}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-white dark:placeholder:text-slate-500"
          />
          <DialogCloseButton label={tSite('search.close')} />
        </div>
        <Cmdk.List className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1">
          <Cmdk.Empty className="px-6 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('commands.empty')}
          </Cmdk.Empty>
          {GROUPS.map((group) => {
            const commands = available.filter((command) => command.group === group);
            if (commands.length === 0) return null;
            return (
              <Cmdk.Group
                key={group}
                heading={t(`commands.groups.${group}`)}
                className="py-1 [&_[cmdk-group-heading]]:px-4 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase dark:[&_[cmdk-group-heading]]:text-slate-400"
              >
                {commands.map((command) => (
                  <Cmdk.Item
                    key={command.id}
                    value={t(command.label)}
                    keywords={[command.id]}
                    onSelect={() => select(command)}
                    className="mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-600 data-[selected=true]:text-white dark:text-slate-100"
                  >
                    <span className="min-w-0 flex-1 truncate">{t(command.label)}</span>
                    {command.shortcut && <Keys shortcut={command.shortcut} />}
                  </Cmdk.Item>
                ))}
              </Cmdk.Group>
            );
          })}
        </Cmdk.List>
      </Cmdk>
      <div className="hidden items-center gap-4 border-t border-slate-200 px-4 py-2.5 text-xs text-slate-500 sm:flex dark:border-slate-700 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">↑</kbd>
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">↓</kbd>
          {tSite('search.hintMove')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">Enter</kbd>
          {t('commands.hintRun')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">Esc</kbd>
          {tSite('search.hintClose')}
        </span>
      </div>
    </>
  );
}

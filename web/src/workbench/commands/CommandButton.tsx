// A footer button drawn from a command: its label, its shortcut (in the tooltip and
// aria-keyshortcuts), enabled while the command can run.
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { narrowLabel } from '../footer/footerStyles';
import { useRunState } from '../state/useStores';
import { useCommands } from './commandsContext';
import { commandById } from './registry';
import { ariaShortcut, shortcutKeys } from './shortcut';

export function CommandButton({
  id,
  icon: Icon,
  className,
  hint,
}: {
  id: string;
  icon: LucideIcon;
  className: string;
  /** the tooltip's text before the shortcut (the label when absent) */
  hint?: string;
}) {
  const { t } = useTranslation('workbench');
  const { state, run } = useCommands();
  // canRun reads whether a run or submission is under way: draw again when that changes
  useRunState((s) => s.busy);
  const command = commandById(id);
  if (!command) return null;
  const label = t(command.buttonLabel ?? command.label);
  const shortcut = command.shortcut;
  return (
    <button
      type="button"
      className={className}
      onClick={() => run(id)}
      disabled={!command.canRun(state)}
      title={shortcut ? `${hint ?? label} (${shortcutKeys(shortcut).join('+')})` : hint}
      aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
      data-command={id}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className={narrowLabel}>{label}</span>
    </button>
  );
}

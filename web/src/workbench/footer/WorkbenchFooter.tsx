// The footer toolbar: the problem list and previous/next (in a book), mark complete (or mark
// as read), stopwatch, copy, report, settings; for code problems Save, Run and Submit, drawn
// from the command registry (commands/registry.ts) like the shortcuts and the palette.
import { Check, ChevronLeft, ChevronRight, Copy, Flag, ListOrdered, Play, Save, Send, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useBookNavigation } from '../drawer/useBookNavigation';
import { CommandButton } from '../commands/CommandButton';
import { useWorkbench } from '../WorkbenchContext';
import { EditorSettings } from './EditorSettings';
import { footerButton, narrowLabel, primaryButton } from './footerStyles';
import { ReportDialog } from './ReportDialog';
import { Stopwatch } from './Stopwatch';
import { useCopy } from './useCopy';
import { useToggleProgress } from './useToggleProgress';

export function WorkbenchFooter({
  navigation,
  onOpenDrawer,
}: {
  navigation: ReturnType<typeof useBookNavigation> | null;
  onOpenDrawer: () => void;
}) {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const [timerOpen, setTimerOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [copied, copy] = useCopy();
  const { toggle, loading: toggling } = useToggleProgress();
  const isCode = wb.category === 'JSFunction' || wb.category === 'UICoding';
  // a question is read; an output quiz, like code, is completed
  const knowledge = wb.problem.category === 'Knowledge' && !wb.problem.kind;
  const resolved = wb.problem.statue === 'RESOLVED';
  const doneLabel = knowledge
    ? resolved
      ? t('footer.read')
      : t('footer.markRead')
    : resolved
      ? t('footer.completed')
      : t('footer.markComplete');

  return (
    // a footer of controls, not an ARIA toolbar (that would promise arrow-key navigation)
    <footer
      data-workbench-footer
      aria-label={t('footer.toolbar')}
      // one row on a phone too: labels that do not fit become the icons' accessible names, and
      // anything wider (an open stopwatch) scrolls sideways instead of wrapping
      className="flex shrink-0 items-center gap-0.5 overflow-x-auto border-t border-slate-200 bg-white px-1 py-1.5 sm:gap-1 sm:px-2 dark:border-slate-800 dark:bg-slate-900"
    >
      {navigation && (
        <>
          <button type="button" className={footerButton} onClick={onOpenDrawer} aria-haspopup="dialog">
            <ListOrdered aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('drawer.open')}</span>
          </button>
          <NavButton to={navigation.previous} label={t('drawer.previous')} icon="prev" />
          <NavButton to={navigation.next} label={t('drawer.next')} icon="next" />
          {navigation.index >= 0 && (
            <span className="hidden px-1 text-xs text-slate-500 sm:inline dark:text-slate-400">
              {t('drawer.position', { index: navigation.index + 1, total: navigation.problems.length })}
            </span>
          )}
        </>
      )}
      <button
        type="button"
        className={footerButton}
        onClick={() => void toggle()}
        disabled={toggling}
        aria-pressed={resolved}
        data-testid="toggle-progress"
      >
        <Check aria-hidden="true" className={`size-4 ${resolved ? 'text-emerald-600' : ''}`} />
        <span className={narrowLabel}>{doneLabel}</span>
      </button>
      {/* a failed submission: attempted, not yet complete (the toggle above still offers completion) */}
      {wb.problem.statue === 'PENDING' && (
        <span
          className={`px-1 text-xs font-medium text-amber-700 dark:text-amber-300 ${narrowLabel}`}
          data-testid="footer-attempted"
        >
          {t('problem.status.PENDING')}
        </span>
      )}
      {timerOpen ? (
        <Stopwatch onClose={() => setTimerOpen(false)} />
      ) : (
        <button
          type="button"
          className={footerButton}
          onClick={() => setTimerOpen(true)}
          aria-label={t('footer.stopwatch')}
          title={t('footer.stopwatch')}
        >
          <Timer aria-hidden="true" className="size-4" />
        </button>
      )}
      {wb.category === 'JSFunction' && (
        <button
          type="button"
          className={footerButton}
          onClick={() => copy(wb.stores.code.getState().code)}
          aria-label={copied ? t('footer.copied') : t('footer.copy')}
          title={t('footer.copy')}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only" aria-live="polite">
            {copied ? t('footer.copied') : ''}
          </span>
        </button>
      )}
      <button
        type="button"
        className={footerButton}
        onClick={() => setReportOpen(true)}
        aria-label={t('footer.report')}
        title={t('footer.report')}
      >
        <Flag aria-hidden="true" className="size-4" />
      </button>
      <EditorSettings />
      {isCode && (
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
          <CommandButton
            id="saveVersion"
            icon={Save}
            hint={t('footer.saveHint')}
            className={`${primaryButton} border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`}
          />
          <CommandButton
            id="run"
            icon={Play}
            className={`${primaryButton} bg-slate-800 text-white hover:bg-slate-700 dark:bg-slate-700 dark:hover:bg-slate-600`}
          />
          <CommandButton
            id="submit"
            icon={Send}
            className={`${primaryButton} bg-emerald-700 text-white hover:bg-emerald-800`}
          />
        </div>
      )}
      <ReportDialog open={reportOpen} onOpenChange={setReportOpen} problemId={wb.problem.id} />
    </footer>
  );
}

function NavButton({
  to,
  label,
  icon,
}: {
  to: { pathname: string; search: string } | null;
  label: string;
  icon: 'prev' | 'next';
}) {
  const Icon = icon === 'prev' ? ChevronLeft : ChevronRight;
  if (!to) {
    return (
      <button type="button" className={footerButton} disabled aria-label={label} title={label}>
        <Icon aria-hidden="true" className="size-4" />
      </button>
    );
  }
  return (
    <Link to={to} className={footerButton} aria-label={label} title={label}>
      <Icon aria-hidden="true" className="size-4" />
    </Link>
  );
}

// The workbench screen, outside the shared page layout: the site's header (logo, navigation,
// donate, theme and language, sign-in or the account menu), the pane grid, the footer
// toolbar and the book's problem drawer, inside the workbench's providers
// (WorkbenchProviders.tsx).
import { useState } from 'react';
import '../i18n/namespaces/workbench';
import { SiteHeader } from '../layout/header/SiteHeader';
import { useLiveFinishCount } from './describe/useLiveFinishCount';
import { useBookNavigation } from './drawer/useBookNavigation';
import { ProblemDrawer } from './drawer/ProblemDrawer';
import { useLoadAccountEditorPrefs } from './editor/useAccountEditorPrefs';
import { WorkbenchFooter } from './footer/WorkbenchFooter';
import { SkipToEditor } from './SkipToEditor';
import { PaneGrid } from './layout/PaneGrid';
import { LoginPromptDialog } from './LoginPrompt';
import { FreshAttemptBar } from './fresh/FreshAttemptBar';
import { launchableTabs, renderTab } from './tabs';
import { type WorkbenchProblem, useWorkbenchController } from './useWorkbenchController';
import { WorkbenchProviders } from './WorkbenchProviders';

export function Workbench({
  problem,
  bookLink,
  refetchProblem,
  fresh = false,
}: {
  problem: WorkbenchProblem;
  bookLink: string | null;
  refetchProblem: () => Promise<unknown>;
  /** a fresh attempt from the review (?fresh=1) */
  fresh?: boolean;
}) {
  const api = useWorkbenchController({ problem, bookLink, refetchProblem, fresh });
  useLiveFinishCount(problem.id);
  useLoadAccountEditorPrefs();
  const navigation = useBookNavigation(bookLink, problem.link);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <WorkbenchProviders api={api}>
      <div
        className="flex h-dvh flex-col bg-slate-100 dark:bg-slate-950"
        data-testid="workbench"
        data-category={problem.category}
      >
        <SkipToEditor />
        <SiteHeader />
        {fresh && <FreshAttemptBar />}
        <main id="main" className="min-h-0 flex-1 overflow-hidden">
          <h1 className="sr-only">{problem.title}</h1>
          <PaneGrid launchable={launchableTabs(api.category)} renderTab={renderTab} />
        </main>
        <WorkbenchFooter navigation={bookLink ? navigation : null} onOpenDrawer={() => setDrawerOpen(true)} />
      </div>
      {bookLink && (
        <ProblemDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          navigation={navigation}
          currentLink={problem.link}
        />
      )}
      <LoginPromptDialog />
    </WorkbenchProviders>
  );
}

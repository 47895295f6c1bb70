// The room's two workspaces, the code and the whiteboard, as tabs (WAI-ARIA tabs: arrow keys move
// between them). The whiteboard's panel mounts at its first opening and stays, so its component
// (and Excalidraw) is fetched only by who opens it.
import { type KeyboardEvent, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Tab = 'code' | 'board';
const TABS: Tab[] = ['code', 'board'];

export function WorkspaceTabs({ code, board }: { code: ReactNode; board: () => ReactNode }) {
  const { t } = useTranslation('interview');
  const [tab, setTab] = useState<Tab>('code');
  const [boardOpened, setBoardOpened] = useState(false);
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'board') setBoardOpened(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    choose(next);
    buttons.current[next]?.focus();
  };
  const label = { code: t('room.board.codeTab'), board: t('room.board.boardTab') };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="tablist"
        aria-label={t('room.board.tabs')}
        className="flex gap-1 border-b border-slate-200 px-2 dark:border-slate-800"
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(node) => {
              buttons.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`workspace-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`workspace-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => choose(id)}
            onKeyDown={onKeyDown}
            data-testid={`workspace-tab-${id}`}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
              tab === id
                ? 'border-sky-700 text-slate-900 dark:border-sky-400 dark:text-slate-50'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50'
            }`}
          >
            {label[id]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="workspace-panel-code"
        aria-labelledby="workspace-tab-code"
        hidden={tab !== 'code'}
        className="flex min-h-0 flex-1 flex-col"
      >
        {code}
      </div>
      <div
        role="tabpanel"
        id="workspace-panel-board"
        aria-labelledby="workspace-tab-board"
        hidden={tab !== 'board'}
        className="min-h-[28rem] flex-1"
      >
        {boardOpened && (
          <Suspense
            fallback={<p className="p-4 text-sm text-slate-600 dark:text-slate-300">{t('room.board.loading')}</p>}
          >
            {board()}
          </Suspense>
        )}
      </div>
    </div>
  );
}

// One pane: a strip of real ARIA tabs (role tablist/tab, arrow keys move between them), the
// plus launcher that opens any tab, the block menu (maximize/restore, split right, split
// down, close current tab, hide block, delete pane) and the active tab's panel.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, Plus } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutState } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import {
  type LayoutRow,
  type TabId,
  activateTab,
  canCloseTab,
  canDeletePane,
  canHide,
  closeTab,
  deletePane,
  hidePane,
  openTab,
  splitDown,
  splitRight,
  toggleMaximize,
} from './layoutModel';
import { useTabLabel } from './useTabLabel';

const menuItemClass =
  'flex w-full cursor-default items-center rounded-md px-3 py-1.5 text-left text-sm text-slate-700 outline-none select-none data-[disabled]:opacity-40 data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';
const menuClass =
  'z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const iconButton =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white';

export function PaneBlock({
  row,
  launchable,
  renderTab,
}: {
  row: LayoutRow;
  launchable: readonly TabId[];
  renderTab: (tab: TabId) => ReactNode;
}) {
  const { t } = useTranslation('workbench');
  const { updateLayout } = useWorkbench();
  const layout = useLayoutState((s) => s.layout);
  const label = useTabLabel();
  const baseId = useId();
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  const maximized = layout.maximized === row.id;
  const active = row.activeTabId;
  const tabId = (tab: TabId) => `${baseId}-tab-${tab}`;
  const panelId = (tab: TabId) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: row.tabs.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = row.tabs[(index + step + row.tabs.length) % row.tabs.length]!;
    updateLayout((current) => activateTab(current, row.id, next));
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-pane={row.id}
      aria-label={active ? label(active) : t('block.launcher')}
    >
      <div className="flex h-9 shrink-0 items-center gap-1 border-b border-slate-200 bg-slate-50 pr-1 dark:border-slate-800 dark:bg-slate-950/60">
        <div role="tablist" aria-label={t('block.tabs')} className="flex min-w-0 flex-1 items-stretch overflow-x-auto">
          {row.tabs.map((tab, index) => {
            const selected = tab === active;
            return (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab, element);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                onClick={() => updateLayout((current) => activateTab(current, row.id, tab))}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`h-9 shrink-0 border-b-2 px-3 text-[13px] font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 ${
                  selected
                    ? 'border-indigo-500 text-slate-900 dark:text-white'
                    : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
                }`}
              >
                {label(tab)}
              </button>
            );
          })}
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={iconButton} aria-label={t('block.launcher')} title={t('block.launcher')}>
            <Plus aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuClass}>
              {launchable.map((tab) => (
                <DropdownMenu.Item
                  key={tab}
                  className={menuItemClass}
                  onSelect={() => updateLayout((current) => openTab(current, tab, row.id))}
                >
                  {label(tab)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={iconButton} aria-label={t('block.menu')} title={t('block.menu')}>
            <EllipsisVertical aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuClass}>
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => updateLayout((current) => toggleMaximize(current, row.id))}
              >
                {maximized ? t('block.restore') : t('block.maximize')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => updateLayout((current) => splitRight(current, row.id))}
              >
                {t('block.splitRight')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => updateLayout((current) => splitDown(current, row.id))}
              >
                {t('block.splitDown')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClass}
                disabled={!active || !canCloseTab(layout, row.id)}
                onSelect={() => active && updateLayout((current) => closeTab(current, row.id, active))}
              >
                {t('block.closeTab')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClass}
                disabled={!canHide(layout, row.id)}
                onSelect={() => updateLayout((current) => hidePane(current, row.id))}
              >
                {t('block.hide')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClass}
                disabled={!canDeletePane(layout)}
                onSelect={() => updateLayout((current) => deletePane(current, row.id))}
              >
                {t('block.delete')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          tabIndex={0}
          className="min-h-0 flex-1 overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
        >
          {renderTab(active)}
        </div>
      ) : (
        <p className="p-4 text-sm text-slate-500 dark:text-slate-400">{t('block.empty')}</p>
      )}
    </section>
  );
}

// The grid: columns side by side, each holding rows (react-resizable-panels groups, sizes as
// percentages, 5 % minimum, 4 px handles; sizes are saved when a drag ends). A maximized pane
// fills the grid alone; under 768 px one pane shows at a time (PhonePanes).
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { NARROW_QUERY, useMediaQuery } from '../editor/editorPrefs';
import { useLayoutState } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { MIN_PANE_PERCENT, type TabId, resizeColumns, resizeRows } from './layoutModel';
import { PaneBlock } from './PaneBlock';
import { PhonePanes } from './PhonePanes';

const handleClass =
  'relative w-1 shrink-0 rounded bg-transparent outline-none hover:bg-indigo-400/60 focus-visible:bg-indigo-500 data-[separator=active]:bg-indigo-500 data-[separator=hover]:bg-indigo-400/60';
const rowHandleClass = handleClass.replace('w-1', 'h-1');

export function PaneGrid({
  launchable,
  renderTab,
}: {
  launchable: readonly TabId[];
  renderTab: (tab: TabId) => ReactNode;
}) {
  const { t } = useTranslation('workbench');
  const { updateLayout } = useWorkbench();
  const layout = useLayoutState((s) => s.layout);
  const narrow = useMediaQuery(NARROW_QUERY);
  const block = (row: (typeof layout.columns)[number]['rows'][number]) => (
    <PaneBlock row={row} launchable={launchable} renderTab={renderTab} />
  );

  const maximizedRow = layout.maximized
    ? layout.columns.flatMap((column) => column.rows).find((row) => row.id === layout.maximized)
    : undefined;
  if (maximizedRow) return <div className="h-full min-h-0 p-1">{block(maximizedRow)}</div>;

  const columns = layout.columns
    .map((column) => ({ ...column, rows: column.rows.filter((row) => !row.hidden) }))
    .filter((column) => column.rows.length > 0);

  if (narrow) return <PhonePanes rows={columns.flatMap((column) => column.rows)} block={block} />;

  const structure = columns.map((column) => `${column.id}:${column.rows.map((row) => row.id).join(',')}`).join('|');
  return (
    <Group
      key={structure}
      orientation="horizontal"
      className="h-full min-h-0 p-1"
      onLayoutChanged={(sizes) =>
        updateLayout((current) =>
          columns.length === current.columns.length
            ? resizeColumns(
                current,
                current.columns.map((column) => sizes[column.id] ?? column.width),
              )
            : current,
        )
      }
    >
      {columns.map((column, columnIndex) => (
        <Fragment key={column.id}>
          {columnIndex > 0 && <Separator className={handleClass} aria-label={t('block.resize')} />}
          <Panel id={column.id} defaultSize={`${column.width}%`} minSize={`${MIN_PANE_PERCENT}%`} className="min-w-0">
            <Group
              orientation="vertical"
              className="h-full"
              onLayoutChanged={(sizes) =>
                updateLayout((current) => {
                  const stored = current.columns.find((c) => c.id === column.id);
                  if (!stored || stored.rows.some((row) => row.hidden)) return current;
                  return resizeRows(
                    current,
                    column.id,
                    stored.rows.map((row) => sizes[row.id] ?? row.height),
                  );
                })
              }
            >
              {column.rows.map((row, rowIndex) => (
                <Fragment key={row.id}>
                  {rowIndex > 0 && <Separator className={rowHandleClass} aria-label={t('block.resize')} />}
                  <Panel
                    id={row.id}
                    defaultSize={`${row.height}%`}
                    minSize={`${MIN_PANE_PERCENT}%`}
                    className="min-h-0 p-0.5"
                  >
                    {block(row)}
                  </Panel>
                </Fragment>
              ))}
            </Group>
          </Panel>
        </Fragment>
      ))}
    </Group>
  );
}

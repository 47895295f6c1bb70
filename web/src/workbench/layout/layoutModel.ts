// The workbench's pane layout as plain data and the pure operations on it (spec §2, §4):
// columns → rows → tabs, sizes in percent (minimum 5), split right/down, close a tab (never
// the last of a pane), delete a pane (never the last), hide, maximize/restore, open a tab
// from the launcher, and the defaults per category. React only renders what this returns.
//
// Tab ids are strings so UI problems' tabs (fileManage, browser, controls) and one editor tab
// per file (`file:<path>`) plug in without changing the model.

export type StaticTabId =
  | 'describe'
  | 'solutions'
  | 'comments'
  | 'console'
  | 'submit'
  | 'code'
  | 'case'
  | 'savedCode'
  | 'runTests'
  | 'allTests'
  | 'fileManage'
  | 'browser'
  | 'controls'
  | 'rubric';
export type TabId = StaticTabId | `file:${string}`;

export interface LayoutRow {
  id: string;
  /** percent of the column */
  height: number;
  tabs: TabId[];
  activeTabId: TabId | null;
  hidden?: boolean;
}

export interface LayoutColumn {
  id: string;
  /** percent of the grid */
  width: number;
  rows: LayoutRow[];
}

export interface IdeLayout {
  columns: LayoutColumn[];
  /** the row shown alone, when one is maximized */
  maximized: string | null;
}

/** a problem's category, or its kind where the kind has a layout of its own (an output quiz, a design problem) */
export type LayoutCategory = 'Article' | 'Knowledge' | 'JSFunction' | 'UICoding' | 'OutputQuiz' | 'SystemDesign';

/** the kinds with a layout of their own (a type challenge is laid out as any function problem) */
const KIND_LAYOUTS = new Set<string>(['OutputQuiz', 'SystemDesign']);

/** the layout a problem opens with: its kind's when the kind has one, else its category's */
export function layoutCategory(problem: { category: string; kind?: string | null }): LayoutCategory {
  return (problem.kind && KIND_LAYOUTS.has(problem.kind) ? problem.kind : problem.category) as LayoutCategory;
}

export const MIN_PANE_PERCENT = 5;

const row = (id: string, height: number, tabs: TabId[]): LayoutRow => ({
  id,
  height,
  tabs,
  activeTabId: tabs[0] ?? null,
});

/**
 * the spec's defaults (§2 "Default layouts by category"), plus Comments beside the statement
 * and Console beside the output: a newcomer found them only through the launcher (#27)
 */
export function defaultLayout(category: LayoutCategory): IdeLayout {
  switch (category) {
    case 'Article':
    default:
      // (and a category or kind this build does not know: the statement alone, never a blank page)
      return { maximized: null, columns: [{ id: 'c1', width: 100, rows: [row('r1', 100, ['describe', 'comments'])] }] };
    case 'Knowledge':
      return {
        maximized: null,
        columns: [
          { id: 'c1', width: 30, rows: [row('r1', 100, ['describe', 'comments'])] },
          { id: 'c2', width: 70, rows: [row('r2', 100, ['solutions'])] },
        ],
      };
    case 'OutputQuiz':
      // the question, the code and the choices on the left; the explanation beside them
      return {
        maximized: null,
        columns: [
          { id: 'c1', width: 50, rows: [row('r1', 100, ['describe', 'comments'])] },
          { id: 'c2', width: 50, rows: [row('r2', 100, ['solutions'])] },
        ],
      };
    case 'SystemDesign':
      // the prompt on the left; the rubric to check a design against, then the reference answer
      return {
        maximized: null,
        columns: [
          { id: 'c1', width: 50, rows: [row('r1', 100, ['describe', 'comments'])] },
          { id: 'c2', width: 50, rows: [row('r2', 100, ['rubric', 'solutions'])] },
        ],
      };
    case 'JSFunction':
      return {
        maximized: null,
        columns: [
          { id: 'c1', width: 50, rows: [row('r1', 100, ['describe', 'solutions', 'comments', 'submit'])] },
          { id: 'c2', width: 50, rows: [row('r2', 100, ['code', 'case', 'console'])] },
        ],
      };
    case 'UICoding':
      return {
        maximized: null,
        columns: [
          { id: 'c1', width: 33, rows: [row('r1', 100, ['describe', 'solutions', 'comments', 'savedCode'])] },
          { id: 'c2', width: 33, rows: [row('r2', 100, ['fileManage'])] },
          {
            id: 'c3',
            width: 34,
            // the console (and Run's results beside it) under the preview, which stays in sight
            rows: [row('r3', 60, ['browser', 'controls']), row('r4', 40, ['console'])],
          },
        ],
      };
  }
}

/** Sizes that sum to 100 with none under the minimum (proportions kept otherwise). */
export function normalizeSizes(sizes: readonly number[]): number[] {
  if (sizes.length === 0) return [];
  const safe = sizes.map((size) => (Number.isFinite(size) && size > 0 ? size : MIN_PANE_PERCENT));
  const total = safe.reduce((sum, size) => sum + size, 0);
  let scaled = safe.map((size) => (size / total) * 100);
  // lift the small ones to the minimum, taking the difference from the others in proportion
  for (let pass = 0; pass < sizes.length; pass += 1) {
    const small = scaled.map((size) => size < MIN_PANE_PERCENT);
    if (!small.some(Boolean)) break;
    const deficit = scaled.reduce((sum, size, i) => sum + (small[i] ? MIN_PANE_PERCENT - size : 0), 0);
    const spare = scaled.reduce((sum, size, i) => sum + (small[i] ? 0 : size - MIN_PANE_PERCENT), 0);
    scaled = scaled.map((size, i) =>
      small[i] ? MIN_PANE_PERCENT : size - (spare > 0 ? ((size - MIN_PANE_PERCENT) / spare) * deficit : 0),
    );
  }
  return scaled.map((size) => Math.round(size * 100) / 100);
}

let counter = 0;
/** a fresh pane id; ids only need to be unique within one layout */
export function newId(prefix: 'c' | 'r', layout: IdeLayout): string {
  const taken = new Set(layout.columns.flatMap((column) => [column.id, ...column.rows.map((r) => r.id)]));
  let id: string;
  do {
    counter += 1;
    id = `${prefix}${Date.now().toString(36)}${counter}`;
  } while (taken.has(id));
  return id;
}

function locate(layout: IdeLayout, rowId: string): { columnIndex: number; rowIndex: number } | null {
  for (const [columnIndex, column] of layout.columns.entries()) {
    const rowIndex = column.rows.findIndex((r) => r.id === rowId);
    if (rowIndex >= 0) return { columnIndex, rowIndex };
  }
  return null;
}

function mapRow(layout: IdeLayout, rowId: string, update: (r: LayoutRow) => LayoutRow): IdeLayout {
  return {
    ...layout,
    columns: layout.columns.map((column) => ({
      ...column,
      rows: column.rows.map((r) => (r.id === rowId ? update(r) : r)),
    })),
  };
}

export function visibleRows(layout: IdeLayout): LayoutRow[] {
  return layout.columns.flatMap((column) => column.rows.filter((r) => !r.hidden));
}

export function paneCount(layout: IdeLayout): number {
  return layout.columns.reduce((sum, column) => sum + column.rows.length, 0);
}

/** the tab a split carries into the new pane: the active one when the pane keeps another */
function takeActive(source: LayoutRow): { kept: LayoutRow; moved: TabId[] } {
  if (source.tabs.length < 2 || !source.activeTabId) return { kept: source, moved: [] };
  const tabs = source.tabs.filter((tab) => tab !== source.activeTabId);
  return { kept: { ...source, tabs, activeTabId: tabs[0] ?? null }, moved: [source.activeTabId] };
}

/** A new column right of the pane's column, holding the pane's active tab (or the launcher). */
export function splitRight(layout: IdeLayout, rowId: string): IdeLayout {
  const at = locate(layout, rowId);
  if (!at) return layout;
  const column = layout.columns[at.columnIndex]!;
  const { kept, moved } = takeActive(column.rows[at.rowIndex]!);
  const half = column.width / 2;
  const columns = layout.columns.map((c, i) =>
    i === at.columnIndex ? { ...c, width: half, rows: c.rows.map((r) => (r.id === rowId ? kept : r)) } : c,
  );
  columns.splice(at.columnIndex + 1, 0, {
    id: newId('c', layout),
    width: half,
    rows: [row(newId('r', layout), 100, moved)],
  });
  return { ...layout, maximized: null, columns: withColumnWidths(columns) };
}

/** A new row under the pane, holding the pane's active tab (or the launcher). */
export function splitDown(layout: IdeLayout, rowId: string): IdeLayout {
  const at = locate(layout, rowId);
  if (!at) return layout;
  const column = layout.columns[at.columnIndex]!;
  const source = column.rows[at.rowIndex]!;
  const { kept, moved } = takeActive(source);
  const half = source.height / 2;
  const rows = column.rows.map((r) => (r.id === rowId ? { ...kept, height: half } : r));
  rows.splice(at.rowIndex + 1, 0, row(newId('r', layout), half, moved));
  const columns = layout.columns.map((c, i) => (i === at.columnIndex ? { ...c, rows: withRowHeights(rows) } : c));
  return { ...layout, maximized: null, columns };
}

export function canCloseTab(layout: IdeLayout, rowId: string): boolean {
  const at = locate(layout, rowId);
  return !!at && layout.columns[at.columnIndex]!.rows[at.rowIndex]!.tabs.length > 1;
}

/** Removes a tab from a pane; refused (layout unchanged) on the pane's last tab. */
export function closeTab(layout: IdeLayout, rowId: string, tab: TabId): IdeLayout {
  if (!canCloseTab(layout, rowId)) return layout;
  return mapRow(layout, rowId, (r) => {
    const index = r.tabs.indexOf(tab);
    if (index < 0) return r;
    const tabs = r.tabs.filter((t) => t !== tab);
    const activeTabId = r.activeTabId === tab ? (tabs[Math.min(index, tabs.length - 1)] ?? null) : r.activeTabId;
    return { ...r, tabs, activeTabId };
  });
}

export function canDeletePane(layout: IdeLayout): boolean {
  return paneCount(layout) > 1;
}

/** Removes a pane (and its column when it was the column's last); never the last pane. */
export function deletePane(layout: IdeLayout, rowId: string): IdeLayout {
  const at = locate(layout, rowId);
  if (!at || !canDeletePane(layout)) return layout;
  const column = layout.columns[at.columnIndex]!;
  const rows = column.rows.filter((r) => r.id !== rowId);
  const columns =
    rows.length === 0
      ? withColumnWidths(layout.columns.filter((_, i) => i !== at.columnIndex))
      : layout.columns.map((c, i) => (i === at.columnIndex ? { ...c, rows: withRowHeights(rows) } : c));
  const next = { ...layout, columns, maximized: layout.maximized === rowId ? null : layout.maximized };
  return visibleRows(next).length > 0 ? next : unhideAll(next);
}

/** hiding is allowed unless it would leave nothing on screen, and never while maximized */
export function canHide(layout: IdeLayout, rowId: string): boolean {
  if (layout.maximized) return false;
  return visibleRows(layout).some((r) => r.id !== rowId);
}

export function hidePane(layout: IdeLayout, rowId: string): IdeLayout {
  if (!canHide(layout, rowId)) return layout;
  return mapRow(layout, rowId, (r) => ({ ...r, hidden: true }));
}

function unhideAll(layout: IdeLayout): IdeLayout {
  return {
    ...layout,
    columns: layout.columns.map((c) => ({ ...c, rows: c.rows.map((r) => ({ ...r, hidden: false })) })),
  };
}

export function toggleMaximize(layout: IdeLayout, rowId: string): IdeLayout {
  if (!locate(layout, rowId)) return layout;
  return { ...layout, maximized: layout.maximized === rowId ? null : rowId };
}

export function activateTab(layout: IdeLayout, rowId: string, tab: TabId): IdeLayout {
  return mapRow(layout, rowId, (r) => (r.tabs.includes(tab) ? { ...r, activeTabId: tab } : r));
}

/** the pane that holds a tab, if any */
export function findTab(layout: IdeLayout, tab: TabId): LayoutRow | null {
  return layout.columns.flatMap((c) => c.rows).find((r) => r.tabs.includes(tab)) ?? null;
}

/**
 * The launcher: shows a tab. One already open somewhere is activated (its pane shown again);
 * otherwise it opens in `rowId`, or in the first visible pane when no pane is named.
 */
export function openTab(layout: IdeLayout, tab: TabId, rowId?: string): IdeLayout {
  const holder = findTab(layout, tab);
  if (holder) {
    const shown = mapRow(layout, holder.id, (r) => ({ ...r, hidden: false, activeTabId: tab }));
    return shown.maximized && shown.maximized !== holder.id ? { ...shown, maximized: null } : shown;
  }
  const target = rowId ?? visibleRows(layout)[0]?.id ?? layout.columns[0]?.rows[0]?.id;
  if (!target) return layout;
  return mapRow(layout, target, (r) => ({ ...r, hidden: false, tabs: [...r.tabs, tab], activeTabId: tab }));
}

/** Sizes after a drag (react-resizable-panels' percentages), minimum 5 % each. */
export function resizeColumns(layout: IdeLayout, widths: readonly number[]): IdeLayout {
  if (widths.length !== layout.columns.length) return layout;
  const sizes = normalizeSizes(widths);
  return { ...layout, columns: layout.columns.map((c, i) => ({ ...c, width: sizes[i]! })) };
}

export function resizeRows(layout: IdeLayout, columnId: string, heights: readonly number[]): IdeLayout {
  return {
    ...layout,
    columns: layout.columns.map((c) => {
      if (c.id !== columnId || heights.length !== c.rows.length) return c;
      const sizes = normalizeSizes(heights);
      return { ...c, rows: c.rows.map((r, i) => ({ ...r, height: sizes[i]! })) };
    }),
  };
}

function withColumnWidths(columns: LayoutColumn[]): LayoutColumn[] {
  const sizes = normalizeSizes(columns.map((c) => c.width));
  return columns.map((c, i) => ({ ...c, width: sizes[i]! }));
}

function withRowHeights(rows: LayoutRow[]): LayoutRow[] {
  const sizes = normalizeSizes(rows.map((r) => r.height));
  return rows.map((r, i) => ({ ...r, height: sizes[i]! }));
}

/** Reads a stored layout back; anything malformed gives null (the caller uses the default). */
export function parseLayout(value: unknown): IdeLayout | null {
  if (!value || typeof value !== 'object') return null;
  const { columns, maximized } = value as Partial<IdeLayout>;
  if (!Array.isArray(columns) || columns.length === 0) return null;
  const ok = columns.every(
    (c) =>
      c &&
      typeof c.id === 'string' &&
      typeof c.width === 'number' &&
      Array.isArray(c.rows) &&
      c.rows.length > 0 &&
      c.rows.every(
        (r) =>
          r &&
          typeof r.id === 'string' &&
          typeof r.height === 'number' &&
          Array.isArray(r.tabs) &&
          r.tabs.every((t) => typeof t === 'string'),
      ),
  );
  if (!ok) return null;
  const layout: IdeLayout = {
    maximized: typeof maximized === 'string' ? maximized : null,
    columns: withColumnWidths(
      columns.map((c) => ({
        id: c.id,
        width: c.width,
        rows: withRowHeights(
          c.rows.map((r) => ({
            id: r.id,
            height: r.height,
            tabs: r.tabs,
            activeTabId: r.tabs.includes(r.activeTabId as TabId) ? r.activeTabId : (r.tabs[0] ?? null),
            ...(r.hidden ? { hidden: true } : {}),
          })),
        ),
      })),
    ),
  };
  if (layout.maximized && !locate(layout, layout.maximized)) layout.maximized = null;
  return visibleRows(layout).length > 0 ? layout : unhideAll(layout);
}

/**
 * Drops the editor tabs (`file:<path>`) of files that are gone (another framework's tree, a
 * deleted or renamed file); a row may be left empty, showing the launcher's hint.
 */
export function retainFileTabs(layout: IdeLayout, paths: ReadonlySet<string>): IdeLayout {
  const keep = (tab: TabId) => !tab.startsWith('file:') || paths.has(tab.slice('file:'.length));
  if (layout.columns.every((c) => c.rows.every((r) => r.tabs.every(keep)))) return layout;
  return {
    ...layout,
    columns: layout.columns.map((column) => ({
      ...column,
      rows: column.rows.map((r) => {
        const tabs = r.tabs.filter(keep);
        const activeTabId = r.activeTabId && keep(r.activeTabId) ? r.activeTabId : (tabs[0] ?? null);
        return tabs.length === r.tabs.length ? r : { ...r, tabs, activeTabId };
      }),
    })),
  };
}

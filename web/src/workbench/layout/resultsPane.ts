// Where Run's results go: beside the editor's output (the test case, the console), as LeetCode
// and GreatFrontEnd show them under the editor, never over the statement. Results that sit in
// the statement's pane (a layout saved before this rule) move out when another pane can hold them.
import { type IdeLayout, closeTab, findTab, openTab, visibleRows } from './layoutModel';

const HOMES = ['case', 'console', 'controls', 'browser', 'code'] as const;

/** the pane that should hold the results, or undefined for the launcher's default */
function homeOf(layout: IdeLayout): string | undefined {
  for (const tab of HOMES) {
    const row = findTab(layout, tab);
    if (row && !row.hidden) return row.id;
  }
  const fileRow = visibleRows(layout).find((row) => row.tabs.some((tab) => tab.startsWith('file:')));
  return fileRow?.id ?? visibleRows(layout).find((row) => !row.tabs.includes('describe'))?.id;
}

/** shows the Run tests tab, in the results' home unless it is already elsewhere than the statement */
export function showResults(layout: IdeLayout): IdeLayout {
  const holder = findTab(layout, 'runTests');
  const home = homeOf(layout);
  if (holder && home && holder.tabs.includes('describe') && holder.id !== home) {
    return openTab(closeTab(layout, holder.id, 'runTests'), 'runTests', home);
  }
  return openTab(layout, 'runTests', home);
}

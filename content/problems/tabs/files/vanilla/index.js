const TABS = [
  { id: 'description', label: 'Description', content: 'Implement debounce(fn, wait): calls are delayed until wait ms pass without a new one.' },
  { id: 'solution', label: 'Solution', content: 'Keep one timer in a closure; clear it on every call and start a new one.' },
  { id: 'submissions', label: 'Submissions', content: 'You have not submitted a solution yet.' },
];

const tabList = document.querySelector('[data-testid="tablist"]');
const panelHost = document.querySelector('[data-testid="panels"]');

const tabs = TABS.map((item, index) => {
  const tab = document.createElement('button');
  tab.type = 'button';
  tab.className = 'tab';
  tab.id = `tab-${item.id}`;
  tab.setAttribute('role', 'tab');
  tab.setAttribute('aria-controls', `panel-${item.id}`);
  tab.setAttribute('aria-selected', index === 0 ? 'true' : 'false');
  tab.tabIndex = index === 0 ? 0 : -1;
  tab.textContent = item.label;
  return tab;
});

const panels = TABS.map((item, index) => {
  const panel = document.createElement('div');
  panel.className = 'tab-panel';
  panel.id = `panel-${item.id}`;
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('aria-labelledby', `tab-${item.id}`);
  panel.dataset.testid = 'tabpanel';
  panel.tabIndex = 0;
  panel.hidden = index !== 0;
  const text = document.createElement('p');
  text.textContent = item.content;
  panel.append(text);
  return panel;
});

tabList.append(...tabs);
panelHost.append(...panels);

// TODO:
// - remember the selected tab (the first one at first)
// - clicking a tab selects it; keep aria-selected, tabindex and the panels' `hidden` in sync
// - ArrowRight / ArrowLeft (wrapping), Home and End select and focus another tab

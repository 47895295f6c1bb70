import React from 'react';

const TABS = [
  { id: 'description', label: 'Description', content: 'Implement debounce(fn, wait): calls are delayed until wait ms pass without a new one.' },
  { id: 'solution', label: 'Solution', content: 'Keep one timer in a closure; clear it on every call and start a new one.' },
  { id: 'submissions', label: 'Submissions', content: 'You have not submitted a solution yet.' },
];

export default function App() {
  // TODO:
  // - remember the selected tab (the first one at first)
  // - clicking a tab selects it; keep aria-selected, tabindex and the panels' `hidden` in sync
  // - ArrowRight / ArrowLeft (wrapping), Home and End select and focus another tab
  return (
    <main className="tabs">
      <div role="tablist" aria-label="Problem" className="tab-list">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            className="tab"
            aria-selected={index === 0 ? 'true' : 'false'}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === 0 ? 0 : -1}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          className="tab-panel"
          data-testid="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== 0}
        >
          <p>{tab.content}</p>
        </div>
      ))}
    </main>
  );
}

// The heatmap itself: 365 days ending today (spec §9), levels 0–4, in the app's theme and
// language. The library's grid scrolls sideways on narrow screens and opens scrolled to the
// most recent weeks. It is one focusable widget named by the year's summary; with it focused,
// arrow keys select a day (useDaySelection), outlined in the grid and read out in a polite
// live line below it, so each day's count does not need the mouse-only tooltip.
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { type Activity, ActivityCalendar } from 'react-activity-calendar';
import 'react-activity-calendar/tooltips.css';
import { useTranslation } from 'react-i18next';
import type { DashboardActivityQuery } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../lib/formatDate';
import { useTheme } from '../../theme/useTheme';
import { MAX_LEVEL, calendarData, calendarNames, weekStartOf } from './dashboardData';
import { SelectableBlock, SelectedDay } from './SelectableBlock';
import { SCROLLER_CLASS, useDaySelection } from './useDaySelection';
import './ContributionCalendar.css';

// Slate for "nothing", then emerald deepening with the count (green reads as "done").
const THEME = {
  light: ['#f1f5f9', '#a7f3d0', '#34d399', '#059669', '#065f46'],
  dark: ['#1e293b', '#064e3b', '#047857', '#10b981', '#6ee7b7'],
};

// The selected day's outline: the app's focus indigo, dark on the white card and light on
// the dark one, so it stands out from every green and from the background.
const SELECTED_STROKE = { light: '#4338ca', dark: '#a5b4fc' };

type Graph = DashboardActivityQuery['activityGraph'];

export function ContributionCalendar({ graph }: { graph: Graph }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { resolved } = useTheme();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const data = useMemo(() => calendarData(graph), [graph]);
  const counts = useMemo(() => new Map(data.map((day) => [day.date, day.count])), [data]);
  const { selected, focused, handlers } = useDaySelection(wrapperRef, { start: graph.startDate, end: graph.endDate });
  const summary = t('activity.graphLabel', {
    start: formatDate(graph.startDate, locale),
    end: formatDate(graph.endDate, locale),
    completions: t('activity.completionCount', { count: graph.totalCompletions }),
    activeDays: t('activity.activeDayCount', { count: graph.totalActiveDays }),
  });
  const dayText = useCallback(
    (date: string, count: number) => t('activity.tooltip', { count, date: formatDate(date, locale) }),
    [t, locale],
  );

  // The library owns its scroll container: make it focusable, named and described by the
  // keyboard help. Its role is "application" because it handles the arrow keys itself: with a
  // plain group, NVDA and JAWS would stay in browse mode and keep the arrows for their own
  // reading, so the page would never see them. The drawing itself is hidden from screen
  // readers, which read the days through the live line instead of a stream of labels.
  useEffect(() => {
    const scroller = wrapperRef.current?.querySelector<HTMLElement>(`.${SCROLLER_CLASS}`);
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'application');
    scroller.setAttribute('aria-label', summary);
    scroller.setAttribute('aria-describedby', hintId);
    scroller.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  }, [summary, hintId]);

  // Open on the latest weeks when the grid is wider than the card (a phone). The grid and the
  // card still change size after mount (the library measures its weekday labels, the page
  // settles), so keep following them until the viewer scrolls the grid themselves.
  useEffect(() => {
    const scroller = wrapperRef.current?.querySelector<HTMLElement>(`.${SCROLLER_CLASS}`);
    const grid = scroller?.querySelector('svg');
    if (!scroller || !grid) return;
    const toLatest = () => {
      scroller.scrollLeft = scroller.scrollWidth;
    };
    toLatest();
    const gridChanged = new MutationObserver(toLatest);
    gridChanged.observe(grid, { attributes: true, attributeFilter: ['style', 'width'] });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(toLatest) : undefined;
    resized?.observe(scroller);
    const stop = () => {
      gridChanged.disconnect();
      resized?.disconnect();
    };
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    events.forEach((name) => scroller.addEventListener(name, stop, { once: true, passive: true }));
    return () => {
      stop();
      events.forEach((name) => scroller.removeEventListener(name, stop));
    };
  }, [graph.endDate]);

  // Built once per graph, theme and language: a key press changes only SelectedDay.
  const calendar = useMemo(() => {
    const { months, weekdays } = calendarNames(locale);
    return (
      <ActivityCalendar
        data={data}
        maxLevel={MAX_LEVEL}
        colorScheme={resolved}
        theme={THEME}
        blockSize={12}
        blockMargin={3}
        blockRadius={3}
        fontSize={12}
        weekStart={weekStartOf(locale)}
        showWeekdayLabels={['mon', 'wed', 'fri']}
        className="dashboard-calendar text-slate-600 dark:text-slate-400"
        labels={{
          months,
          weekdays,
          totalCount: t('activity.total', { count: graph.totalCompletions }),
          legend: { less: t('activity.less'), more: t('activity.more') },
        }}
        tooltips={{
          activity: {
            text: (activity: Activity) => dayText(activity.date, activity.count),
            withArrow: true,
          },
          colorLegend: { text: (level: number) => t(`activity.levels.${level as 0 | 1 | 2 | 3 | 4}`) },
        }}
        renderBlock={(block, activity) => (
          <SelectableBlock block={block} date={activity.date} outline={SELECTED_STROKE[resolved]} />
        )}
      />
    );
  }, [data, dayText, graph.totalCompletions, locale, resolved, t]);

  return (
    <div ref={wrapperRef} {...handlers}>
      <SelectedDay.Provider value={selected}>{calendar}</SelectedDay.Provider>
      {/* The line takes room only while the graph is in keyboard use; the live region itself
          is always there, as screen readers only announce changes to regions they know. */}
      <div className={`text-sm text-slate-700 dark:text-slate-300 ${selected || focused ? 'mt-3' : ''}`}>
        <p aria-live="polite" aria-atomic="true" data-testid="activity-selected-day">
          {selected ? dayText(selected, counts.get(selected) ?? 0) : ''}
        </p>
        {focused && !selected && (
          <p aria-hidden="true" className="text-slate-500 dark:text-slate-400">
            {t('activity.keysHint')}
          </p>
        )}
      </div>
      <p id={hintId} hidden>
        {t('activity.keyboardHelp')}
      </p>
    </div>
  );
}

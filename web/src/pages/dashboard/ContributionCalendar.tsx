// The heatmap itself: 365 days ending today (spec §9), levels 0–4, in the app's theme and
// language. The library's grid scrolls sideways on narrow screens; it opens scrolled to the
// most recent weeks, is reachable by keyboard, and is announced as one summarized image.
import { useEffect, useRef } from 'react';
import { type Activity, ActivityCalendar } from 'react-activity-calendar';
import 'react-activity-calendar/tooltips.css';
import { useTranslation } from 'react-i18next';
import type { DashboardActivityQuery } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../lib/formatDate';
import { useTheme } from '../../theme/useTheme';
import { MAX_LEVEL, calendarData, calendarNames, weekStartOf } from './dashboardData';
import './ContributionCalendar.css';

// Slate for "nothing", then emerald deepening with the count (green reads as "done").
const THEME = {
  light: ['#f1f5f9', '#a7f3d0', '#34d399', '#059669', '#065f46'],
  dark: ['#1e293b', '#064e3b', '#047857', '#10b981', '#6ee7b7'],
};

type Graph = DashboardActivityQuery['activityGraph'];

export function ContributionCalendar({ graph }: { graph: Graph }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { resolved } = useTheme();
  const ref = useRef<HTMLElement>(null);
  const data = calendarData(graph);
  const { months, weekdays } = calendarNames(locale);
  const summary = t('activity.graphLabel', {
    start: formatDate(graph.startDate, locale),
    end: formatDate(graph.endDate, locale),
    count: graph.totalCompletions,
    days: graph.totalActiveDays,
  });

  // The library owns its scroll container: make it focusable (it may scroll) and name it.
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.react-activity-calendar__scroll-container');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'img');
    scroller.setAttribute('aria-label', summary);
  }, [summary]);

  // Open on the latest weeks when the grid is wider than the card (a phone). The grid and the
  // card still change size after mount (the library measures its weekday labels, the page
  // settles), so keep following them until the viewer scrolls the grid themselves.
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.react-activity-calendar__scroll-container');
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

  return (
    <ActivityCalendar
      ref={ref}
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
          text: (activity: Activity) =>
            t('activity.tooltip', { count: activity.count, date: formatDate(activity.date, locale) }),
          withArrow: true,
        },
        colorLegend: { text: (level: number) => t(`activity.levels.${level as 0 | 1 | 2 | 3 | 4}`) },
      }}
    />
  );
}

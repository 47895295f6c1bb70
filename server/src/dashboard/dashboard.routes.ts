// REST compatibility paths of the dashboard.
import { defineRoutes } from '../rest/route-table';

const DONE_TOTAL = 'done total';

export const dashboardRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/users/summary',
    operation: `query UserSummary { userSummary {
      solvedData { Easy { ${DONE_TOTAL} } Medium { ${DONE_TOTAL} } Hard { ${DONE_TOTAL} } }
      typeData { Article { ${DONE_TOTAL} } Knowledge { ${DONE_TOTAL} } JSFunction { ${DONE_TOTAL} } UICoding { ${DONE_TOTAL} } }
      total { ${DONE_TOTAL} }
    } }`,
    variables: () => ({}),
    data: (r) => r.userSummary,
  },
  {
    method: 'GET',
    path: '/api/users/graph',
    operation: `query ActivityGraph($timeZone: String, $endDate: String) {
      activityGraph(timeZone: $timeZone, endDate: $endDate) {
        timeZone startDate endDate totalCompletions totalActiveDays maxStreak currentStreak
        activityData { date level count }
      }
    }`,
    // ?timeZone=Asia/Shanghai (default: the user's zone, else UTC); ?endDate=YYYY-MM-DD (default today)
    variables: ({ query }) => ({ timeZone: query.get('timeZone') || null, endDate: query.get('endDate') || null }),
    data: (r) => r.activityGraph,
  },
]);

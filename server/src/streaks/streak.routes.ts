// REST paths of streaks and the learner's time zone (thin adapters onto GraphQL).
import { asSent } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

export const streakRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/users/streak',
    operation: `query Streak($timeZone: String) {
      streak(timeZone: $timeZone) { current longest lastActiveDay today timeZone timeZoneSet } }`,
    // ?timeZone=Asia/Shanghai: the browser's zone, used while the learner has not set one
    variables: ({ query }) => ({ timeZone: query.get('timeZone') || null }),
    data: (r) => r.streak,
  },
  {
    method: 'PUT',
    path: '/api/users/time-zone',
    operation: `mutation SetTimeZone($timeZone: String) { setTimeZone(timeZone: $timeZone) { id timeZone } }`,
    // { "timeZone": "Asia/Shanghai" }; null clears it
    variables: ({ body }) => ({ timeZone: asSent(body.timeZone) }),
    data: (r) => r.setTimeZone,
  },
]);

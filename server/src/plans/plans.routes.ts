// REST paths of a learner's study plan (thin adapters onto GraphQL).
import { asSent } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

const FIELDS = `startDay lastDay today timeZone minutesPerDay focusAreas companies total solved dueBeforeToday
  moved behind leftOut days { day problemIds minutes solved } problems { id link title category difficulty minutes }`;

export const planRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/plan',
    operation: `query StudyPlan($timeZone: String) { studyPlan(timeZone: $timeZone) { ${FIELDS} } }`,
    // ?timeZone=Asia/Shanghai: the browser's zone, used while the learner has not set one
    variables: ({ query }) => ({ timeZone: query.get('timeZone') || null }),
    data: (r) => r.studyPlan,
  },
  {
    method: 'POST',
    path: '/api/plan',
    operation: `mutation CreateStudyPlan($input: StudyPlanInput!, $timeZone: String) {
      createStudyPlan(input: $input, timeZone: $timeZone) { ${FIELDS} } }`,
    // { "days": 14, "minutesPerDay": 90, "focusAreas": ["promise"], "companies": ["google"], "timeZone": "UTC" }
    variables: ({ body }) => ({
      input: {
        days: asSent(body.days),
        minutesPerDay: asSent(body.minutesPerDay),
        focusAreas: asSent(body.focusAreas ?? []),
        companies: asSent(body.companies ?? []),
      },
      timeZone: asSent(body.timeZone ?? null),
    }),
    data: (r) => r.createStudyPlan,
  },
  {
    method: 'DELETE',
    path: '/api/plan',
    operation: `mutation DeleteStudyPlan { deleteStudyPlan }`,
    variables: () => ({}),
    data: (r) => ({ deleted: r.deleteStudyPlan }),
  },
]);

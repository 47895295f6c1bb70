// REST paths of spaced-repetition review (thin adapters onto GraphQL).
import { asSent } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

const ITEM = 'problemId problem { link title category } kind due reps lapses state lastReview';

export const reviewRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/review',
    operation: `query ReviewQueue($timeZone: String) { reviewQueue(timeZone: $timeZone) {
      today timeZone flashcardsDue freshAttemptsDue newFlashcards due { ${ITEM} } forecast { day count } } }`,
    // ?timeZone=Asia/Shanghai: the browser's zone, used while the learner has not set one
    variables: ({ query }) => ({ timeZone: query.get('timeZone') || null }),
    data: (r) => r.reviewQueue,
  },
  {
    method: 'POST',
    path: '/api/review/grade',
    operation: `mutation GradeReview($problemId: String!, $grade: Int!) {
      gradeReview(problemId: $problemId, grade: $grade) { ${ITEM} } }`,
    // { "problemId": "<id or link>", "grade": 3 }
    variables: ({ body }) => ({ problemId: asSent(body.problemId), grade: asSent(body.grade) }),
    data: (r) => r.gradeReview,
  },
  {
    method: 'POST',
    path: '/api/review/flashcards',
    operation: `mutation StartFlashcards($count: Int!) { startFlashcards(count: $count) { ${ITEM} } }`,
    // { "count": 5 }
    variables: ({ body }) => ({ count: asSent(body.count) }),
    data: (r) => r.startFlashcards,
  },
  {
    method: 'POST',
    path: '/api/review/import',
    operation: `mutation ImportReviews($items: [ReviewImportInput!]!) { importReviews(items: $items) }`,
    // { "items": [{ "problemId": "<id or link>", "grades": [{ "grade": 3, "at": "<ISO time>" }] }] }
    variables: ({ body }) => ({ items: asSent(body.items) }),
    data: (r) => ({ added: r.importReviews }),
  },
]);

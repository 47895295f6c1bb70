// Where a visitor's review is kept in this browser (localReviewStore.ts reads and writes it). Its
// own module: the app's entry checks for it at sign-in without loading the review's code.
export const LOCAL_REVIEW_KEY = 'review.local';

// fetchPage(cursor) comes from the script before this one in index.html
const list = document.querySelector('.posts');
const sentinel = document.querySelector('[data-testid="sentinel"]');
const status = document.querySelector('[data-testid="status"]');
const error = document.querySelector('[data-testid="error"]');
const retryButton = document.querySelector('[data-action="retry"]');
const loadMoreButton = document.querySelector('[data-action="load-more"]');

// TODO:
// - load the first page at once, then the next one on "Load more" and when the sentinel
//   scrolls into view (IntersectionObserver, only where it exists)
// - never two requests at once: while one is in flight, Load more has aria-disabled="true"
//   and does nothing; the list has aria-busy="true"
// - the status says "Loading…" while loading and "You have reached the end." after the last page
// - a failed request shows "Could not load posts." in the alert and the Retry button

// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
// No IntersectionObserver exists in the judge's DOM: a test that needs one installs this fake
// before mounting, and scrolls the sentinel into view by calling intersect().
let observers = [];
class FakeIntersectionObserver {
  constructor(callback, options) {
    this.callback = callback;
    this.options = options;
    this.targets = new Set();
    observers.push(this);
  }
  observe(target) {
    this.targets.add(target);
  }
  unobserve(target) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}
const sentinel = () => screen.getByTestId('sentinel');
const intersect = (isIntersecting = true) => {
  const target = sentinel();
  for (const observer of observers) {
    if (observer.targets.has(target)) {
      observer.callback([{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }], observer);
    }
  }
};
const observed = () => observers.some((observer) => observer.targets.has(sentinel()));
/** once the app observes the sentinel again (some re-observe it after each page) */
const scrollIn = async () => {
  await until(() => expect(observed()).toBe(true));
  intersect();
};
const start = async ({ withObserver = false } = {}) => {
  if (withObserver) globalThis.IntersectionObserver = FakeIntersectionObserver;
  await mountApp();
};
afterEach(() => {
  delete globalThis.IntersectionObserver;
  observers = [];
});

// the fake server answers after 40 ms; renders take a few: half a second is plenty to wait for
const until = (assertion) => waitFor(assertion, { timeout: 500 });
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const feed = () => screen.getByRole('list', { name: 'Posts' });
const titles = () => within(feed()).queryAllByRole('listitem').map((li) => li.querySelector('h2').textContent.trim());
const upTo = (n, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => `Post ${from + i}`);
const statusText = () => screen.getByTestId('status').textContent.trim();
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });
const loaded = async (count) => {
  await until(() => expect(titles()).toHaveLength(count));
  await until(() => expect(feed().getAttribute('aria-busy')).toBe('false'));
};
const clickLoadMore = async (count) => {
  await until(() => expect(loadMore()?.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.click(loadMore());
  await loaded(count);
};
const toTheError = async () => {
  await loaded(10);
  await clickLoadMore(20);
  await until(() => expect(loadMore()?.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.click(loadMore());
  await until(() => expect(screen.getByRole('alert').textContent.trim()).toBe('Could not load posts.'));
};

test('the first page loads on its own', async () => {
  await start();
  await loaded(10);
  expect(titles()).toEqual(upTo(10));
  expect(statusText()).toBe('');
  expect(loadMore()).not.toBeNull();
  expect(loadMore().getAttribute('aria-disabled')).not.toBe('true');
});

test('Load more appends the next page', async () => {
  await start();
  await loaded(10);
  await clickLoadMore(20);
  expect(titles()).toEqual(upTo(20));
});

test('a failed page shows an error and Retry loads it', async () => {
  await start();
  await toTheError();
  expect(loadMore()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await loaded(30);
  expect(titles()).toEqual(upTo(30));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the sentinel loads the next page when it scrolls into view', async () => {
  await start({ withObserver: true });
  await loaded(10);
  await scrollIn();
  await loaded(20);
  expect(titles()).toEqual(upTo(20));
});

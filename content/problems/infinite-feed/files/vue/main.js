import { createApp } from 'vue';
import App from './App.vue';

// A fake back end for the feed: 42 posts, served 10 at a time after a short delay.
// Do not change it: the tests rely on how it behaves. It is handed to App as the fetchPage prop.
//
// fetchPage(cursor) → Promise<{ items: { id, title, body }[], nextCursor: string | null }>
// - pass null for the first page, then the nextCursor of the page before;
// - nextCursor is null on the last page;
// - the server is flaky: the FIRST request for the third page rejects with an Error
//   (asking for it again works).

const TOTAL = 42;
const PAGE_SIZE = 10;
const DELAY_MS = 40;
const failedOnce = new Set();

function fetchPage(cursor) {
  const start = cursor === null || cursor === undefined ? 0 : Number(String(cursor).replace('after-', ''));
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (start === 2 * PAGE_SIZE && !failedOnce.has(start)) {
        failedOnce.add(start);
        reject(new Error('Network error: the server did not answer'));
        return;
      }
      const items = [];
      for (let n = start + 1; n <= Math.min(start + PAGE_SIZE, TOTAL); n++) {
        items.push({ id: n, title: `Post ${n}`, body: `Update number ${n} of ${TOTAL}, fresh from the fake server.` });
      }
      const end = start + PAGE_SIZE;
      resolve({ items, nextCursor: end < TOTAL ? `after-${end}` : null });
    }, DELAY_MS);
  });
}

createApp(App, { fetchPage }).mount('#app');

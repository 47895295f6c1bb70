import React from 'react';

// fetchPage(cursor): the fake API, handed over by index.jsx
export default function App({ fetchPage }) {
  // TODO:
  // - load the first page on mount, then the next one on "Load more" and when the sentinel
  //   scrolls into view (IntersectionObserver, only where it exists)
  // - never two requests at once: while one is in flight, Load more has aria-disabled="true"
  //   and does nothing; the list has aria-busy="true"
  // - the status says "Loading…" while loading and "You have reached the end." after the last page
  // - a failed request shows "Could not load posts." (role="alert") and a Retry button
  const posts = [];
  return (
    <main className="feed">
      <h1>Latest posts</h1>
      <ul className="posts" aria-label="Posts" aria-busy="false">
        {posts.map((post) => (
          <li key={post.id} className="post">
            <h2>{post.title}</h2>
            <p>{post.body}</p>
          </li>
        ))}
      </ul>
      <div className="sentinel" data-testid="sentinel" aria-hidden="true"></div>
      <p role="status" className="status" data-testid="status"></p>
      <div className="actions">
        <button type="button">Load more</button>
      </div>
    </main>
  );
}

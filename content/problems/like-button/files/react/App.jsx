import React from 'react';

// setLiked(liked): the fake API, handed over by index.jsx. The post starts with 12 likes, not liked.
export default function App({ setLiked }) {
  // TODO:
  // - a click flips aria-pressed and the count ("13 likes", "1 like") at once, then asks the server
  // - when the answer comes, show what the server says (its count may differ)
  // - a failed request rolls back to the server's last known state and shows
  //   "Could not save your like. Try again." in the alert
  // - never two requests at once: clicks while one is in flight only change what you want; when it
  //   answers, send one more request only if that differs from what the server now has
  return (
    <article className="post">
      <h1>Ten small habits of fast websites</h1>
      <p>Ship less JavaScript, cache what you can, and measure before you optimise.</p>
      <div className="reactions">
        <button type="button" className="like" aria-pressed="false">
          Like
        </button>
        <span data-testid="count">12 likes</span>
      </div>
      <p role="alert" className="error" data-testid="error"></p>
    </article>
  );
}

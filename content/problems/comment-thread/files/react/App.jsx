import React from 'react';

// The discussion to show. Each comment has a unique id, an author, a text and its replies.
const THREAD = [
  {
    id: 1,
    author: 'Mira',
    text: 'Does anyone batch DOM reads before writes by hand?',
    replies: [
      {
        id: 2,
        author: 'Jonas',
        text: 'Yes: reads first, then writes in requestAnimationFrame.',
        replies: [{ id: 3, author: 'Mira', text: 'Do you measure again after the writes?', replies: [] }],
      },
      { id: 4, author: 'Ada', text: 'A ResizeObserver does most of the reading for me.', replies: [] },
    ],
  },
  { id: 5, author: 'Theo', text: 'Windowing the list fixed our scroll jank.', replies: [] },
];

// TODO:
// - Reply opens a form (named "Reply to <author>") under that comment, one at a time, with the
//   focus in its "Your reply" textarea; "Post reply" adds a reply by "You" at the end of that
//   comment's replies, "Cancel" and Escape close it; focus goes back to the Reply button
// - an empty (or blank) reply is refused with "Write something before posting."
// - Collapse / Expand (aria-expanded) hides a comment's replies and shows "3 replies hidden"
export default function App() {
  const comments = THREAD;

  // a plain function, not a component: each comment renders its replies by calling it again
  function renderComment(comment) {
    return (
      <li key={comment.id}>
        <article className="comment" aria-label={`Comment by ${comment.author}`}>
          <p className="author">{comment.author}</p>
          <p className="text">{comment.text}</p>
          <div className="actions">
            <button type="button">Reply</button>
            {comment.replies.length > 0 && (
              <button type="button" aria-expanded="true">
                Collapse
              </button>
            )}
          </div>
        </article>
        {comment.replies.length > 0 && <ul className="replies">{comment.replies.map(renderComment)}</ul>}
      </li>
    );
  }

  return (
    <section className="discussion">
      <h1>Discussion</h1>
      <ul className="thread" aria-label="Comments">
        {comments.map(renderComment)}
      </ul>
    </section>
  );
}

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

const threadElement = document.querySelector('.thread');

/** <li><article>…</article><ul class="replies">…</ul></li>, for a comment and its replies */
function renderComment(comment) {
  const li = document.createElement('li');
  const article = document.createElement('article');
  article.className = 'comment';
  article.setAttribute('aria-label', `Comment by ${comment.author}`);
  const author = document.createElement('p');
  author.className = 'author';
  author.textContent = comment.author;
  const text = document.createElement('p');
  text.className = 'text';
  text.textContent = comment.text;
  const actions = document.createElement('div');
  actions.className = 'actions';
  const reply = document.createElement('button');
  reply.type = 'button';
  reply.textContent = 'Reply';
  actions.append(reply);
  if (comment.replies.length > 0) {
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.setAttribute('aria-expanded', 'true');
    toggle.textContent = 'Collapse';
    actions.append(toggle);
  }
  article.append(author, text, actions);
  li.append(article);
  if (comment.replies.length > 0) {
    const list = document.createElement('ul');
    list.className = 'replies';
    list.append(...comment.replies.map(renderComment));
    li.append(list);
  }
  return li;
}

threadElement.append(...THREAD.map(renderComment));

// TODO:
// - Reply opens a form (named "Reply to <author>") under that comment, one at a time, with the
//   focus in its "Your reply" textarea; "Post reply" adds a reply by "You" at the end of that
//   comment's replies, "Cancel" and Escape close it; focus goes back to the Reply button
// - an empty (or blank) reply is refused with "Write something before posting."
// - Collapse / Expand (aria-expanded) hides a comment's replies and shows "3 replies hidden"

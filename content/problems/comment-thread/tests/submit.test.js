// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
beforeEach(async () => {
  await mountApp();
});

// short waits: a render takes a few milliseconds
const until = (assertion) => waitFor(assertion, { timeout: 300 });
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TEXT = {
  mira: 'Does anyone batch DOM reads before writes by hand?',
  jonas: 'Yes: reads first, then writes in requestAnimationFrame.',
  miraAgain: 'Do you measure again after the writes?',
  ada: 'A ResizeObserver does most of the reading for me.',
  theo: 'Windowing the list fixed our scroll jank.',
};
const EMPTY = 'Write something before posting.';
const thread = () => screen.getByRole('list', { name: 'Comments' });
/** the <li> of the comment with this text */
const item = (text) => screen.getByText(text).closest('li');
/** the comment's own controls (not its replies') */
const own = (text) => within(item(text).querySelector('article'));
const replyButton = (text) => own(text).getByRole('button', { name: 'Reply' });
const toggleButton = (text) => own(text).getByRole('button', { name: /^(Collapse|Expand)$/ });
/** the <li> this comment is a reply to, or null at the top level */
const parentItem = (text) => item(text).parentElement.closest('li');
/** on screen: in the page and not inside anything hidden */
const shown = (text) => {
  const node = screen.queryByText(text);
  if (!node) return false;
  for (let el = node; el; el = el.parentElement) {
    if (el.hidden || (el.style && el.style.display === 'none')) return false;
  }
  return true;
};
const form = (author) => screen.getByRole('form', { name: `Reply to ${author}` });
const queryForm = (author) => screen.queryByRole('form', { name: `Reply to ${author}` });
async function openReply(text, author) {
  fireEvent.click(replyButton(text));
  await until(() => expect(queryForm(author)).not.toBeNull());
}
async function typeReply(author, value) {
  fireEvent.input(within(form(author)).getByLabelText('Your reply'), { target: { value } });
  await wait(0);
}
async function postReply(author) {
  fireEvent.click(within(form(author)).getByRole('button', { name: 'Post reply' }));
  await wait(0);
}
test('renders the thread with replies nested under their comments', () => {
  expect(within(thread()).getAllByRole('article')).toHaveLength(5);
  expect(parentItem(TEXT.mira)).toBeNull();
  expect(parentItem(TEXT.theo)).toBeNull();
  expect(parentItem(TEXT.jonas)).toBe(item(TEXT.mira));
  expect(parentItem(TEXT.ada)).toBe(item(TEXT.mira));
  expect(parentItem(TEXT.miraAgain)).toBe(item(TEXT.jonas));
  expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('true');
  expect(own(TEXT.theo).queryByRole('button', { name: /^(Collapse|Expand)$/ })).toBeNull();
});

test('Reply opens a form under the comment and posts a nested reply', async () => {
  await openReply(TEXT.ada, 'Ada');
  expect(item(TEXT.ada).contains(form('Ada'))).toBe(true);
  await until(() => expect(document.activeElement).toBe(within(form('Ada')).getByLabelText('Your reply')));
  await typeReply('Ada', 'Does it fire before layout?');
  await postReply('Ada');
  await until(() => expect(screen.queryByText('Does it fire before layout?')).not.toBeNull());
  expect(parentItem('Does it fire before layout?')).toBe(item(TEXT.ada));
  expect(within(item('Does it fire before layout?')).getByText('You')).toBeTruthy();
  expect(queryForm('Ada')).toBeNull();
});

test('Collapse hides the replies and says how many; Expand shows them', async () => {
  fireEvent.click(toggleButton(TEXT.mira));
  await until(() => expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('false'));
  expect(toggleButton(TEXT.mira).textContent.trim()).toBe('Expand');
  expect(shown(TEXT.jonas)).toBe(false);
  expect(shown(TEXT.miraAgain)).toBe(false);
  expect(shown(TEXT.ada)).toBe(false);
  expect(within(item(TEXT.mira)).getByText('3 replies hidden')).toBeTruthy();
  fireEvent.click(toggleButton(TEXT.mira));
  await until(() => expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('true'));
  expect(toggleButton(TEXT.mira).textContent.trim()).toBe('Collapse');
  expect(shown(TEXT.jonas)).toBe(true);
  expect(shown(TEXT.ada)).toBe(true);
  expect(screen.queryByText('3 replies hidden')).toBeNull();
});

test('an empty reply is refused', async () => {
  await openReply(TEXT.theo, 'Theo');
  await postReply('Theo');
  await until(() => expect(within(form('Theo')).getByRole('alert').textContent.trim()).toBe(EMPTY));
  expect(within(form('Theo')).getByLabelText('Your reply').getAttribute('aria-invalid')).toBe('true');
  expect(within(thread()).getAllByRole('article')).toHaveLength(5);
});

test('a blank reply is refused too, and a real one then goes through', async () => {
  await openReply(TEXT.theo, 'Theo');
  await typeReply('Theo', '   \n  ');
  await postReply('Theo');
  await until(() => expect(within(form('Theo')).getByRole('alert').textContent.trim()).toBe(EMPTY));
  expect(within(thread()).getAllByRole('article')).toHaveLength(5);
  await typeReply('Theo', '  Which library?  ');
  await postReply('Theo');
  await until(() => expect(screen.queryByText('Which library?')).not.toBeNull());
  expect(screen.getByText('Which library?').textContent).toBe('Which library?');
  expect(parentItem('Which library?')).toBe(item(TEXT.theo));
});

test('a reply to a comment without replies starts a nested list with its own toggle', async () => {
  await openReply(TEXT.theo, 'Theo');
  await typeReply('Theo', 'How many rows do you render?');
  await postReply('Theo');
  await until(() => expect(screen.queryByText('How many rows do you render?')).not.toBeNull());
  expect(parentItem('How many rows do you render?')).toBe(item(TEXT.theo));
  expect(item('How many rows do you render?').parentElement.tagName).toBe('UL');
  await until(() => expect(toggleButton(TEXT.theo).getAttribute('aria-expanded')).toBe('true'));
});

test('replies nest to any depth', async () => {
  await openReply(TEXT.miraAgain, 'Mira');
  await typeReply('Mira', 'Only when something moved.');
  await postReply('Mira');
  await until(() => expect(screen.queryByText('Only when something moved.')).not.toBeNull());
  const reply = 'Only when something moved.';
  expect(parentItem(reply)).toBe(item(TEXT.miraAgain));
  expect(parentItem(TEXT.miraAgain)).toBe(item(TEXT.jonas));
  expect(parentItem(TEXT.jonas)).toBe(item(TEXT.mira));
});

test('a new reply goes after the existing ones', async () => {
  await openReply(TEXT.mira, 'Mira');
  await typeReply('Mira', 'I use a small scheduler.');
  await postReply('Mira');
  await until(() => expect(screen.queryByText('I use a small scheduler.')).not.toBeNull());
  const replies = Array.from(item(TEXT.mira).querySelector('ul').children).map(
    (li) => li.querySelector('article .text, article p:nth-of-type(2)')?.textContent.trim(),
  );
  expect(replies).toEqual([TEXT.jonas, TEXT.ada, 'I use a small scheduler.']);
});

test('Cancel closes the form without posting and gives focus back to Reply', async () => {
  await openReply(TEXT.jonas, 'Jonas');
  await typeReply('Jonas', 'Never mind.');
  fireEvent.click(within(form('Jonas')).getByRole('button', { name: 'Cancel' }));
  await until(() => expect(queryForm('Jonas')).toBeNull());
  expect(screen.queryByText('Never mind.')).toBeNull();
  await until(() => expect(document.activeElement).toBe(replyButton(TEXT.jonas)));
});

test('Escape in the textarea closes the form', async () => {
  await openReply(TEXT.ada, 'Ada');
  fireEvent.keyDown(within(form('Ada')).getByLabelText('Your reply'), { key: 'Escape' });
  await until(() => expect(queryForm('Ada')).toBeNull());
  await until(() => expect(document.activeElement).toBe(replyButton(TEXT.ada)));
});

test('one form at a time: Reply elsewhere moves it', async () => {
  await openReply(TEXT.mira, 'Mira');
  await openReply(TEXT.theo, 'Theo');
  expect(queryForm('Mira')).toBeNull();
  expect(screen.getAllByRole('form')).toHaveLength(1);
});

test('after posting, focus goes back to the Reply button of that comment', async () => {
  await openReply(TEXT.jonas, 'Jonas');
  await typeReply('Jonas', 'Thanks, trying it.');
  await postReply('Jonas');
  await until(() => expect(queryForm('Jonas')).toBeNull());
  await until(() => expect(document.activeElement).toBe(replyButton(TEXT.jonas)));
});

test('collapsing a nested comment hides only its own replies', async () => {
  fireEvent.click(toggleButton(TEXT.jonas));
  await until(() => expect(toggleButton(TEXT.jonas).getAttribute('aria-expanded')).toBe('false'));
  expect(shown(TEXT.miraAgain)).toBe(false);
  expect(shown(TEXT.ada)).toBe(true);
  expect(within(item(TEXT.jonas)).getByText('1 reply hidden')).toBeTruthy();
  expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('true');
});

test('the toggle keeps focus and controls the replies list', async () => {
  toggleButton(TEXT.mira).focus();
  fireEvent.click(toggleButton(TEXT.mira));
  await until(() => expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('false'));
  expect(document.activeElement).toBe(toggleButton(TEXT.mira));
  const controlled = document.getElementById(toggleButton(TEXT.mira).getAttribute('aria-controls'));
  expect(controlled).not.toBeNull();
  expect(controlled.contains(screen.getByText(TEXT.jonas))).toBe(true);
});

test('the hidden count includes new replies, and replying to a collapsed comment expands it', async () => {
  fireEvent.click(toggleButton(TEXT.mira));
  await until(() => expect(within(item(TEXT.mira)).queryByText('3 replies hidden')).not.toBeNull());
  await openReply(TEXT.mira, 'Mira');
  await typeReply('Mira', 'Adding one more.');
  await postReply('Mira');
  await until(() => expect(shown('Adding one more.')).toBe(true));
  expect(toggleButton(TEXT.mira).getAttribute('aria-expanded')).toBe('true');
  expect(shown(TEXT.jonas)).toBe(true);
  fireEvent.click(toggleButton(TEXT.mira));
  await until(() => expect(within(item(TEXT.mira)).queryByText('4 replies hidden')).not.toBeNull());
});

// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
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

// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a page that never reacts fails fast
const until = (check) => waitFor(check, { timeout: 400 });
const column = (id) => screen.getByTestId(`column-${id}`);
const titleOf = (card) => within(card).getByTestId('card-title').textContent.trim();
const titles = (id) => within(column(id)).queryAllByTestId('card').map(titleOf);
const heading = (id) => within(column(id)).getByRole('heading').textContent.trim();
const card = (title) => screen.getAllByTestId('card').find((c) => titleOf(c) === title);
const button = (title, name) => within(card(title)).getByRole('button', { name });
const announced = () => screen.getByTestId('announcer').textContent.trim();
const titleInput = () => screen.getByLabelText('New card');
/** the error's text while it is shown, null otherwise */
const errorText = () => {
  const el = document.getElementById('new-card-error');
  return el && !el.hasAttribute('hidden') ? el.textContent.trim() : null;
};
async function add(title) {
  fireEvent.input(titleInput(), { target: { value: title } });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
  await settle();
}
async function shortcut(title, key) {
  const el = card(title);
  el.focus();
  const notPrevented = fireEvent.keyDown(el, { key, shiftKey: true });
  await settle();
  return notPrevented;
}

test('three columns with their cards and counts', () => {
  expect(['todo', 'doing', 'done'].map(heading)).toEqual(['To do (2)', 'Doing (2)', 'Done (1)']);
  expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state']);
  expect(titles('done')).toEqual(['Choose a font']);
});

test('Move right moves a card to the end of the next column', async () => {
  fireEvent.click(button('Write the API spec', 'Move right'));
  await until(() => expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect', 'Write the API spec']));
  expect(titles('todo')).toEqual(['Design the empty state']);
  expect(heading('todo')).toBe('To do (1)');
  expect(heading('doing')).toBe('Doing (3)');
});

test('a move is announced', async () => {
  fireEvent.click(button('Write the API spec', 'Move right'));
  await until(() => expect(announced()).toBe('Moved Write the API spec to Doing'));
});

test('the buttons at the ends are disabled', () => {
  expect(button('Write the API spec', 'Move left').hasAttribute('disabled')).toBe(true);
  expect(button('Choose a font', 'Move right').hasAttribute('disabled')).toBe(true);
  expect(button('Set up CI', 'Move left').hasAttribute('disabled')).toBe(false);
});

test('the form adds a card to To do', async () => {
  await add('Review the copy');
  await until(() => expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state', 'Review the copy']));
  expect(heading('todo')).toBe('To do (3)');
});

// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
  expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect']);
  expect(titles('done')).toEqual(['Choose a font']);
  expect(announced()).toBe('');
});

test('Move right moves a card to the end of the next column', async () => {
  fireEvent.click(button('Write the API spec', 'Move right'));
  await until(() => expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect', 'Write the API spec']));
  expect(titles('todo')).toEqual(['Design the empty state']);
  expect(heading('todo')).toBe('To do (1)');
  expect(heading('doing')).toBe('Doing (3)');
});

test('Move left moves a card back and it is announced', async () => {
  fireEvent.click(button('Choose a font', 'Move left'));
  await until(() => expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect', 'Choose a font']));
  expect(heading('done')).toBe('Done (0)');
  expect(announced()).toBe('Moved Choose a font to Doing');
});

test('the moved card has focus', async () => {
  fireEvent.click(button('Set up CI', 'Move right'));
  await until(() => expect(titles('done')).toContain('Set up CI'));
  await until(() => expect(document.activeElement).toBe(card('Set up CI')));
});

test('the buttons at the ends are disabled', () => {
  expect(button('Write the API spec', 'Move left').hasAttribute('disabled')).toBe(true);
  expect(button('Choose a font', 'Move right').hasAttribute('disabled')).toBe(true);
  expect(button('Set up CI', 'Move left').hasAttribute('disabled')).toBe(false);
  expect(button('Set up CI', 'Move right').hasAttribute('disabled')).toBe(false);
});

test('the buttons follow the card to its new column', async () => {
  fireEvent.click(button('Fix the login redirect', 'Move right'));
  await until(() => expect(titles('done')).toContain('Fix the login redirect'));
  expect(button('Fix the login redirect', 'Move right').hasAttribute('disabled')).toBe(true);
  expect(button('Fix the login redirect', 'Move left').hasAttribute('disabled')).toBe(false);
});

test('a card crosses the board and the last move is announced', async () => {
  fireEvent.click(button('Design the empty state', 'Move right'));
  await until(() => expect(titles('doing')).toContain('Design the empty state'));
  fireEvent.click(button('Design the empty state', 'Move right'));
  await until(() => expect(titles('done')).toEqual(['Choose a font', 'Design the empty state']));
  expect(['todo', 'doing', 'done'].map(heading)).toEqual(['To do (1)', 'Doing (2)', 'Done (2)']);
  expect(announced()).toBe('Moved Design the empty state to Done');
});

test('Shift+ArrowRight on a focused card moves it', async () => {
  expect(await shortcut('Set up CI', 'ArrowRight')).toBe(false);
  await until(() => expect(titles('done')).toEqual(['Choose a font', 'Set up CI']));
  expect(announced()).toBe('Moved Set up CI to Done');
  await until(() => expect(document.activeElement).toBe(card('Set up CI')));
});

test('Shift+ArrowLeft moves it back and keeps the focus on it', async () => {
  await shortcut('Fix the login redirect', 'ArrowLeft');
  await until(() => expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state', 'Fix the login redirect']));
  await until(() => expect(document.activeElement).toBe(card('Fix the login redirect')));
  await shortcut('Fix the login redirect', 'ArrowRight');
  await until(() => expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect']));
});

test('the shortcut does nothing at the ends or without Shift', async () => {
  await shortcut('Choose a font', 'ArrowRight');
  await shortcut('Write the API spec', 'ArrowLeft');
  const el = card('Set up CI');
  el.focus();
  expect(fireEvent.keyDown(el, { key: 'ArrowRight' })).toBe(true);
  await settle();
  expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state']);
  expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect']);
  expect(titles('done')).toEqual(['Choose a font']);
  expect(announced()).toBe('');
});

test('the form adds a card to the end of To do and announces it', async () => {
  await add('Review the copy');
  await until(() => expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state', 'Review the copy']));
  expect(heading('todo')).toBe('To do (3)');
  expect(announced()).toBe('Added Review the copy to To do');
  expect(titleInput().value).toBe('');
});

test('an empty or blank title is refused with an error', async () => {
  await add('');
  await until(() => expect(errorText()).toBe('Enter a title for the card'));
  expect(titleInput().getAttribute('aria-invalid')).toBe('true');
  await add('    ');
  await settle();
  expect(titles('todo')).toEqual(['Write the API spec', 'Design the empty state']);
  expect(heading('todo')).toBe('To do (2)');
});

test('a title is trimmed and a good one clears the error', async () => {
  await add(' ');
  await until(() => expect(errorText()).not.toBeNull());
  await add('  Ship it  ');
  await until(() => expect(titles('todo')).toContain('Ship it'));
  expect(errorText()).toBeNull();
  expect(titleInput().getAttribute('aria-invalid')).not.toBe('true');
});

test('a new card can be moved like the others', async () => {
  await add('Plan the demo');
  await until(() => expect(titles('todo')).toContain('Plan the demo'));
  fireEvent.click(button('Plan the demo', 'Move right'));
  await until(() => expect(titles('doing')).toEqual(['Set up CI', 'Fix the login redirect', 'Plan the demo']));
  expect(announced()).toBe('Moved Plan the demo to Doing');
});

test('a column can be emptied', async () => {
  fireEvent.click(button('Set up CI', 'Move left'));
  await until(() => expect(titles('doing')).toEqual(['Fix the login redirect']));
  fireEvent.click(button('Fix the login redirect', 'Move left'));
  await until(() => expect(heading('doing')).toBe('Doing (0)'));
  expect(titles('doing')).toEqual([]);
});

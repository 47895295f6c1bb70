// The hidden tests: the visible ones and the edge cases, run on the server in React, Vue or
// Vanilla JS alike.
beforeEach(async () => {
  await mountApp();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const items = () => screen.queryAllByTestId('todo-item');
const texts = () => items().map((item) => item.querySelector('label').textContent.trim());
const left = () => screen.getByTestId('items-left').textContent.trim();
/** "not rendered": absent, or present but hidden */
const emptyShown = () => {
  const empty = screen.queryByTestId('empty');
  return !!empty && !empty.hidden && empty.style.display !== 'none';
};
async function add(text, { enter = false } = {}) {
  fireEvent.input(screen.getByTestId('new-todo'), { target: { value: text } });
  await tick();
  if (enter) fireEvent.submit(screen.getByTestId('new-todo-form'));
  else fireEvent.click(screen.getByTestId('add'));
  await tick();
}
async function toggle(index) {
  fireEvent.click(items()[index].querySelector('[data-testid="toggle"]'));
  await tick();
}
const filter = async (name) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await tick();
};

test('adds todos at the end, trimmed, and clears the input', async () => {
  await add('  Buy milk  ');
  await add('Walk the dog', { enter: true });
  await waitFor(() => expect(texts()).toEqual(['Buy milk', 'Walk the dog']));
  expect(screen.getByTestId('new-todo').value).toBe('');
});

test('ignores empty and whitespace-only input', async () => {
  await add('   ');
  await add('');
  await tick();
  expect(items()).toHaveLength(0);
});

test('shows the empty message only when no todo is visible', async () => {
  expect(emptyShown()).toBe(true);
  await add('Something');
  await waitFor(() => expect(emptyShown()).toBe(false));
});

test('counts the active todos with the right plural', async () => {
  await waitFor(() => expect(left()).toBe('0 items left'));
  await add('One');
  await waitFor(() => expect(left()).toBe('1 item left'));
  await add('Two');
  await waitFor(() => expect(left()).toBe('2 items left'));
});

test('checking marks a todo done and unchecking makes it active again', async () => {
  await add('Read a book');
  await toggle(0);
  await waitFor(() => expect(items()[0].classList.contains('done')).toBe(true));
  expect(left()).toBe('0 items left');
  await toggle(0);
  await waitFor(() => expect(items()[0].classList.contains('done')).toBe(false));
  expect(left()).toBe('1 item left');
});

test('each label is tied to its checkbox', async () => {
  await add('Tied');
  await waitFor(() => expect(items()).toHaveLength(1));
  const checkbox = screen.getByRole('checkbox', { name: 'Tied' });
  expect(checkbox.getAttribute('data-testid')).toBe('toggle');
});

test('Delete removes that todo and names it', async () => {
  await add('Keep');
  await add('Remove me');
  await waitFor(() => expect(items()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Remove me' }));
  await waitFor(() => expect(texts()).toEqual(['Keep']));
});

test('two todos with the same text stay separate', async () => {
  await add('Same');
  await add('Same');
  await waitFor(() => expect(items()).toHaveLength(2));
  await toggle(1);
  await waitFor(() => expect(items()[1].classList.contains('done')).toBe(true));
  expect(items()[0].classList.contains('done')).toBe(false);
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete Same' })[0]);
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(items()[0].classList.contains('done')).toBe(true);
});

test('filters Active and Completed, with aria-pressed on the current one', async () => {
  await add('Active one');
  await add('Done one');
  await toggle(1);
  await filter('Active');
  await waitFor(() => expect(texts()).toEqual(['Active one']));
  expect(screen.getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  await filter('Completed');
  await waitFor(() => expect(texts()).toEqual(['Done one']));
  await filter('All');
  await waitFor(() => expect(texts()).toEqual(['Active one', 'Done one']));
});

test('a filter with nothing to show shows the empty message', async () => {
  await add('Not done');
  await filter('Completed');
  await waitFor(() => expect(items()).toHaveLength(0));
  expect(emptyShown()).toBe(true);
});

test('Clear completed removes the done todos and is disabled when there are none', async () => {
  await waitFor(() => expect(screen.getByTestId('clear-completed').disabled).toBe(true));
  await add('a');
  await add('b');
  await add('c');
  await toggle(0);
  await toggle(2);
  await waitFor(() => expect(screen.getByTestId('clear-completed').disabled).toBe(false));
  fireEvent.click(screen.getByTestId('clear-completed'));
  await waitFor(() => expect(texts()).toEqual(['b']));
  expect(screen.getByTestId('clear-completed').disabled).toBe(true);
});

test('shows the text as text, never as HTML', async () => {
  await add('<img src=x onerror=alert(1)>');
  await waitFor(() => expect(texts()).toEqual(['<img src=x onerror=alert(1)>']));
  expect(items()[0].querySelector('img')).toBeNull();
});

// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const items = () => screen.queryAllByTestId('todo-item');
const texts = () => items().map((item) => item.querySelector('label').textContent.trim());
async function add(text) {
  fireEvent.input(screen.getByTestId('new-todo'), { target: { value: text } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.click(screen.getByTestId('add'));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

test('adds todos at the end, trimmed, and clears the input', async () => {
  await add('  Buy milk  ');
  await add('Walk the dog');
  await waitFor(() => expect(texts()).toEqual(['Buy milk', 'Walk the dog']));
  expect(screen.getByTestId('new-todo').value).toBe('');
});

test('ignores empty and whitespace-only input', async () => {
  await add('   ');
  await add('');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(items()).toHaveLength(0);
  const empty = screen.getByTestId('empty');
  expect(empty.hidden || empty.style.display === 'none').toBe(false);
});

test('counts the active todos', async () => {
  await add('One');
  await waitFor(() => expect(screen.getByTestId('items-left').textContent.trim()).toBe('1 item left'));
  await add('Two');
  await waitFor(() => expect(screen.getByTestId('items-left').textContent.trim()).toBe('2 items left'));
});

test('checking a todo marks it done', async () => {
  await add('Read a book');
  await waitFor(() => expect(items()).toHaveLength(1));
  fireEvent.click(screen.getByTestId('toggle'));
  await waitFor(() => expect(items()[0].classList.contains('done')).toBe(true));
  expect(screen.getByTestId('items-left').textContent.trim()).toBe('0 items left');
});

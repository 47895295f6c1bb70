// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = (assertion) => waitFor(assertion, { timeout: 500 });
const START = ['Design review', 'Write tests', 'Fix login bug', 'Update docs', 'Release v2'];
const list = () => screen.getByRole('list', { name: "This week's priorities" });
const rows = () => within(list()).getAllByRole('listitem');
const order = () => rows().map((row) => within(row).getByTestId('item-label').textContent.trim());
const row = (label) => rows().find((r) => within(r).getByTestId('item-label').textContent.trim() === label);
const moveButton = (label, direction) => screen.getByRole('button', { name: `Move ${label} ${direction}` });
const announcement = () => screen.getByTestId('announcement').textContent.trim();
/** a stand-in for the browser's DataTransfer, which the judge's DOM does not have */
const makeDataTransfer = () => {
  const data = {};
  return {
    data,
    dropEffect: 'none',
    effectAllowed: 'all',
    types: [],
    setData: jest.fn((type, value) => {
      data[type] = String(value);
    }),
    getData: (type) => data[type] ?? '',
    clearData: () => {},
    setDragImage: () => {},
  };
};
const drag = async (fromLabel, toLabel) => {
  const dataTransfer = makeDataTransfer();
  fireEvent.dragStart(row(fromLabel), { dataTransfer });
  await settle();
  fireEvent.dragEnter(row(toLabel), { dataTransfer });
  const notPrevented = fireEvent.dragOver(row(toLabel), { dataTransfer });
  fireEvent.drop(row(toLabel), { dataTransfer });
  fireEvent.dragEnd(row(fromLabel) ?? row(toLabel), { dataTransfer });
  await settle();
  return { dataTransfer, notPrevented };
};

test('the items are listed in order and can be dragged', () => {
  expect(order()).toEqual(START);
  rows().forEach((r) => expect(r.getAttribute('draggable')).toBe('true'));
  expect(announcement()).toBe('');
});

test('Move down swaps an item with the next one and announces it', async () => {
  fireEvent.click(moveButton('Design review', 'down'));
  await until(() => expect(order()).toEqual(['Write tests', 'Design review', 'Fix login bug', 'Update docs', 'Release v2']));
  expect(announcement()).toBe('Moved Design review to position 2 of 5.');
});

test('focus stays on the button that was pressed', async () => {
  moveButton('Fix login bug', 'up').focus();
  fireEvent.click(moveButton('Fix login bug', 'up'));
  await until(() => expect(order()[1]).toBe('Fix login bug'));
  await until(() => expect(document.activeElement).toBe(moveButton('Fix login bug', 'up')));
});

test('dropping an item on another puts it in that place', async () => {
  await drag('Design review', 'Update docs');
  await until(() => expect(order()).toEqual(['Write tests', 'Fix login bug', 'Update docs', 'Design review', 'Release v2']));
  expect(announcement()).toBe('Moved Design review to position 4 of 5.');
});

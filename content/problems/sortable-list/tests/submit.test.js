// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('the ends cannot move further', () => {
  expect(moveButton('Design review', 'up').hasAttribute('disabled')).toBe(true);
  expect(moveButton('Release v2', 'down').hasAttribute('disabled')).toBe(true);
  expect(moveButton('Design review', 'down').hasAttribute('disabled')).toBe(false);
  expect(moveButton('Write tests', 'up').hasAttribute('disabled')).toBe(false);
});

test('Move up swaps an item with the previous one', async () => {
  fireEvent.click(moveButton('Release v2', 'up'));
  await until(() => expect(order()).toEqual(['Design review', 'Write tests', 'Fix login bug', 'Release v2', 'Update docs']));
  expect(announcement()).toBe('Moved Release v2 to position 4 of 5.');
});

test('the disabled buttons follow the items', async () => {
  fireEvent.click(moveButton('Design review', 'down'));
  await until(() => expect(order()[0]).toBe('Write tests'));
  expect(moveButton('Write tests', 'up').hasAttribute('disabled')).toBe(true);
  expect(moveButton('Design review', 'up').hasAttribute('disabled')).toBe(false);
});

test('moving several times announces each new position', async () => {
  fireEvent.click(moveButton('Write tests', 'down'));
  await until(() => expect(announcement()).toBe('Moved Write tests to position 3 of 5.'));
  fireEvent.click(moveButton('Write tests', 'down'));
  await until(() => expect(announcement()).toBe('Moved Write tests to position 4 of 5.'));
  expect(order()).toEqual(['Design review', 'Fix login bug', 'Update docs', 'Write tests', 'Release v2']);
});

test('reaching the top moves focus to the item’s other button', async () => {
  fireEvent.click(moveButton('Write tests', 'up'));
  await until(() => expect(order()[0]).toBe('Write tests'));
  expect(moveButton('Write tests', 'up').hasAttribute('disabled')).toBe(true);
  await until(() => expect(document.activeElement).toBe(moveButton('Write tests', 'down')));
  expect(announcement()).toBe('Moved Write tests to position 1 of 5.');
});

test('reaching the bottom moves focus to the item’s other button', async () => {
  fireEvent.click(moveButton('Update docs', 'down'));
  await until(() => expect(order()[4]).toBe('Update docs'));
  await until(() => expect(document.activeElement).toBe(moveButton('Update docs', 'up')));
});

test('keyboard moves keep focus on the moved item all the way', async () => {
  for (const position of [2, 3]) {
    moveButton('Design review', 'down').focus();
    fireEvent.click(moveButton('Design review', 'down'));
    await until(() => expect(order()[position - 1]).toBe('Design review'));
    await until(() => expect(document.activeElement).toBe(moveButton('Design review', 'down')));
  }
});

test('dragging upwards puts the item before the target', async () => {
  await drag('Release v2', 'Write tests');
  await until(() => expect(order()).toEqual(['Design review', 'Release v2', 'Write tests', 'Fix login bug', 'Update docs']));
  expect(announcement()).toBe('Moved Release v2 to position 2 of 5.');
});

test('dragover on an item allows the drop (preventDefault)', async () => {
  const { notPrevented } = await drag('Write tests', 'Fix login bug');
  expect(notPrevented).toBe(false);
});

test('dragstart puts the item in the drag data', async () => {
  const { dataTransfer } = await drag('Fix login bug', 'Design review');
  expect(dataTransfer.setData).toHaveBeenCalled();
  expect(dataTransfer.setData.mock.calls[0][0]).toBe('text/plain');
  await until(() => expect(order()[0]).toBe('Fix login bug'));
});

test('dropping an item on itself changes nothing', async () => {
  await drag('Fix login bug', 'Fix login bug');
  await settle();
  expect(order()).toEqual(START);
  expect(announcement()).toBe('');
});

test('a drop without a drag from the list is ignored', async () => {
  const dataTransfer = makeDataTransfer();
  const notPrevented = fireEvent.dragOver(row('Write tests'), { dataTransfer });
  fireEvent.drop(row('Write tests'), { dataTransfer });
  await settle();
  expect(notPrevented).toBe(true);
  expect(order()).toEqual(START);
});

test('a drag that ends outside the list leaves nothing behind', async () => {
  const dataTransfer = makeDataTransfer();
  fireEvent.dragStart(row('Design review'), { dataTransfer });
  await settle();
  fireEvent.dragEnd(row('Design review'), { dataTransfer });
  await settle();
  fireEvent.drop(row('Update docs'), { dataTransfer });
  await settle();
  expect(order()).toEqual(START);
  expect(announcement()).toBe('');
});

test('drags and buttons work together', async () => {
  await drag('Design review', 'Release v2');
  await until(() => expect(order()[4]).toBe('Design review'));
  fireEvent.click(moveButton('Design review', 'up'));
  await until(() => expect(order()[3]).toBe('Design review'));
  expect(announcement()).toBe('Moved Design review to position 4 of 5.');
  expect(order()).toEqual(['Write tests', 'Fix login bug', 'Update docs', 'Design review', 'Release v2']);
});

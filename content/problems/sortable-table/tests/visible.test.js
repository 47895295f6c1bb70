// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const DATA_ORDER = [
  'Etna', 'Vesuvius', 'Stromboli', 'Mauna Loa', 'Kīlauea', 'Fuji', 'Eyjafjallajökull',
  'Öræfajökull', 'Popocatépetl', 'Pinatubo', 'Klyuchevskaya Sopka', 'Cotopaxi', 'Teide',
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a page that never reacts fails fast
const until = (check) => waitFor(check, { timeout: 400 });
const table = () => screen.getByRole('table', { name: 'Active volcanoes' });
const bodyRows = () => [...table().querySelectorAll('tbody tr')];
const names = () => bodyRows().map((tr) => tr.querySelector('td').textContent.trim());
const column = (i) => bodyRows().map((tr) => tr.querySelectorAll('td')[i].textContent.trim());
const header = (label) => screen.getByRole('button', { name: label });
const sortOf = (label) => header(label).closest('th').getAttribute('aria-sort');
const count = () => screen.getByTestId('result-count').textContent.trim();
const sortBy = async (label) => {
  fireEvent.click(header(label));
  await settle();
};
const filter = async (text) => {
  fireEvent.input(screen.getByLabelText('Filter'), { target: { value: text } });
  await settle();
};

test('shows every volcano in the data order', () => {
  expect(names()).toEqual(DATA_ORDER);
  expect(count()).toBe('13 results');
});

test('a header sorts ascending, then descending', async () => {
  await sortBy('Height (m)');
  await until(() => expect(names()[0]).toBe('Stromboli'));
  expect(sortOf('Height (m)')).toBe('ascending');
  await sortBy('Height (m)');
  await until(() => expect(names()[0]).toBe('Cotopaxi'));
  expect(sortOf('Height (m)')).toBe('descending');
});

test('text columns sort by locale', async () => {
  await sortBy('Name');
  await until(() => expect(names()[0]).toBe('Cotopaxi'));
  expect(names()).toEqual([
    'Cotopaxi', 'Etna', 'Eyjafjallajökull', 'Fuji', 'Kīlauea', 'Klyuchevskaya Sopka', 'Mauna Loa',
    'Öræfajökull', 'Pinatubo', 'Popocatépetl', 'Stromboli', 'Teide', 'Vesuvius',
  ]);
});

test('the filter keeps matching rows and counts them', async () => {
  await filter('italy');
  await until(() => expect(names()).toEqual(['Etna', 'Vesuvius', 'Stromboli']));
  expect(count()).toBe('3 results');
});

test('no match shows the empty state', async () => {
  await filter('atlantis');
  await until(() => expect(count()).toBe('0 results'));
  expect(bodyRows()).toHaveLength(1);
  expect(bodyRows()[0].textContent.trim()).toBe('No volcanoes match the filter');
});

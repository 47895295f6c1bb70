// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const names = () => screen.getAllByTestId('row').map((row) => row.querySelector('td').textContent.trim());
const status = () => screen.getByTestId('page-status').textContent.replace(/\s+/g, ' ').trim();
const header = (label) => screen.getByRole('button', { name: label });
const th = (label) => header(label).closest('th');
const click = async (label) => {
  fireEvent.click(label instanceof Object ? label : header(label));
  await settle();
};
const pagerButton = (name) => screen.getByRole('button', { name });

test('shows the first five rows in the given order', () => {
  expect(names()).toEqual(['react', 'vue', 'svelte', 'angular', 'preact']);
  expect(status()).toBe('Page 1 of 3');
});

test('Next shows the second page', async () => {
  await click(pagerButton('Next'));
  await waitFor(() => expect(names()).toEqual(['solid', 'lit', 'alpine', 'ember', 'qwik']));
  expect(status()).toBe('Page 2 of 3');
});

test('a header click sorts by that column ascending', async () => {
  await click('Name');
  await waitFor(() => expect(names()).toEqual(['alpine', 'angular', 'Astro', 'ember', 'htmx']));
  expect(th('Name').getAttribute('aria-sort')).toBe('ascending');
});

test('a second click sorts descending', async () => {
  await click('Stars');
  await click('Stars');
  await waitFor(() => expect(names()).toEqual(['react', 'vue', 'angular', 'svelte', 'Astro']));
  expect(th('Stars').getAttribute('aria-sort')).toBe('descending');
});

test('Previous is disabled on the first page', () => {
  expect(pagerButton('Previous').disabled).toBe(true);
  expect(pagerButton('Next').disabled).toBe(false);
});

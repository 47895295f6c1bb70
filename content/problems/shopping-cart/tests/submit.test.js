// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const press = async (name) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const add = (product) => press(`Add ${product} to cart`);
const lines = () =>
  screen.queryAllByTestId('line').map((line) => [
    line.querySelector('.name')?.textContent.trim() ?? line.textContent,
    Number(within(line).getByTestId('quantity').textContent),
  ]);
const count = () => screen.getByTestId('count').textContent.trim();
const total = () => screen.getByTestId('total').textContent.trim();
const emptyShown = () => {
  const el = screen.queryByText('Your cart is empty');
  return !!el && !el.hidden;
};

test('the cart is empty at first', () => {
  expect(emptyShown()).toBe(true);
  expect(count()).toBe('0 items');
  expect(total()).toBe('$0.00');
  expect(screen.getByRole('button', { name: 'Checkout' }).disabled).toBe(true);
});

test('adding a product adds a line', async () => {
  await add('Wireless mouse');
  await waitFor(() => expect(lines()).toEqual([['Wireless mouse', 1]]));
  expect(count()).toBe('1 item');
  expect(total()).toBe('$24.50');
});

test('adding it again raises the quantity', async () => {
  await add('Wireless mouse');
  await add('Wireless mouse');
  await waitFor(() => expect(lines()).toEqual([['Wireless mouse', 2]]));
  expect(total()).toBe('$49.00');
});

test('Increase and Decrease change the quantity', async () => {
  await add('Mechanical keyboard');
  await press('Increase Mechanical keyboard');
  await waitFor(() => expect(lines()).toEqual([['Mechanical keyboard', 2]]));
  await press('Decrease Mechanical keyboard');
  await waitFor(() => expect(lines()).toEqual([['Mechanical keyboard', 1]]));
});

test('Remove takes the line out', async () => {
  await add('USB-C cable');
  await press('Remove USB-C cable');
  await waitFor(() => expect(emptyShown()).toBe(true));
  expect(lines()).toEqual([]);
});

test('the total is exact (computed in cents)', async () => {
  await add('USB-C cable');
  await add('Wireless mouse');
  await add('Mechanical keyboard');
  await waitFor(() => expect(total()).toBe('$124.59'));
  expect(count()).toBe('3 items');
});

test('the whole cart at every stock limit', async () => {
  await add('Mechanical keyboard');
  await press('Increase Mechanical keyboard');
  await press('Increase Mechanical keyboard');
  for (let i = 0; i < 5; i += 1) await add('Wireless mouse');
  await add('USB-C cable');
  await press('Increase USB-C cable');
  await waitFor(() => expect(total()).toBe('$412.67'));
  expect(count()).toBe('10 items');
});

test('lines keep the order of first adding', async () => {
  await add('USB-C cable');
  await add('Mechanical keyboard');
  await add('USB-C cable');
  await waitFor(() => expect(lines()).toEqual([['USB-C cable', 2], ['Mechanical keyboard', 1]]));
});

test('the quantity stops at the stock', async () => {
  await add('USB-C cable');
  await press('Increase USB-C cable');
  await waitFor(() => expect(lines()).toEqual([['USB-C cable', 2]]));
  expect(screen.getByRole('button', { name: 'Increase USB-C cable' }).disabled).toBe(true);
  expect(screen.getByRole('button', { name: 'Add USB-C cable to cart' }).disabled).toBe(true);
});

test('decreasing from 1 removes the line', async () => {
  await add('Wireless mouse');
  await add('USB-C cable');
  await press('Decrease Wireless mouse');
  await waitFor(() => expect(lines()).toEqual([['USB-C cable', 1]]));
});

test('line totals follow the quantity', async () => {
  await add('Wireless mouse');
  await press('Increase Wireless mouse');
  await press('Increase Wireless mouse');
  await waitFor(() => expect(screen.getByTestId('line-total').textContent.trim()).toBe('$73.50'));
});

test('Checkout is enabled with something in the cart', async () => {
  await add('USB-C cable');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' }).disabled).toBe(false));
});

test('removing the last line brings the empty state back', async () => {
  await add('Mechanical keyboard');
  await press('Remove Mechanical keyboard');
  await waitFor(() => expect(count()).toBe('0 items'));
  expect(total()).toBe('$0.00');
  expect(emptyShown()).toBe(true);
  expect(screen.getByRole('button', { name: 'Checkout' }).disabled).toBe(true);
});

test('Add to cart is enabled again after removing at the stock limit', async () => {
  await add('USB-C cable');
  await add('USB-C cable');
  await press('Remove USB-C cable');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add USB-C cable to cart' }).disabled).toBe(false));
});

test('the line buttons are named for their product', async () => {
  await add('Mechanical keyboard');
  for (const action of ['Increase', 'Decrease', 'Remove']) {
    expect(screen.getByRole('button', { name: `${action} Mechanical keyboard` })).toBeTruthy();
  }
});

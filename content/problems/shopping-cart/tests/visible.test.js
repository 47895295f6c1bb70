// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

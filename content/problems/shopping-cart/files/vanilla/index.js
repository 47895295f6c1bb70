const PRODUCTS = [
  { id: 'keyboard', name: 'Mechanical keyboard', priceCents: 8999, stock: 3 },
  { id: 'mouse', name: 'Wireless mouse', priceCents: 2450, stock: 5 },
  { id: 'cable', name: 'USB-C cable', priceCents: 1010, stock: 2 },
];
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const lines = document.querySelector('[data-testid="lines"]');
const empty = document.querySelector('[data-testid="empty"]');
const countText = document.querySelector('[data-testid="count"]');
const totalText = document.querySelector('[data-testid="total"]');
const checkout = document.querySelector('[data-testid="checkout"]');

const addButtons = {};
for (const product of PRODUCTS) {
  const li = document.createElement('li');
  const name = document.createElement('span');
  name.textContent = product.name;
  const price = document.createElement('span');
  price.textContent = money.format(product.priceCents / 100);
  const add = document.createElement('button');
  add.type = 'button';
  add.textContent = 'Add to cart';
  add.setAttribute('aria-label', `Add ${product.name} to cart`);
  addButtons[product.id] = add;
  li.append(name, price, add);
  document.querySelector('[data-testid="products"]').append(li);
}

// TODO:
// - keep the cart as [{ id, quantity }] (order of first adding)
// - Add to cart / Increase / Decrease / Remove, never above the product's stock
//   (disable Increase and Add to cart at the limit; decreasing from 1 removes the line)
// - "N items" and the total in cents, shown with money.format(cents / 100)
// - the empty state (hide it when there are lines); Checkout disabled while empty

import React from 'react';

const PRODUCTS = [
  { id: 'keyboard', name: 'Mechanical keyboard', priceCents: 8999, stock: 3 },
  { id: 'mouse', name: 'Wireless mouse', priceCents: 2450, stock: 5 },
  { id: 'cable', name: 'USB-C cable', priceCents: 1010, stock: 2 },
];
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function App() {
  // TODO:
  // - keep the cart as [{ id, quantity }] in state (order of first adding)
  // - Add to cart / Increase / Decrease / Remove, never above the product's stock
  //   (disable Increase and Add to cart at the limit; decreasing from 1 removes the line)
  // - "N items" and the total in cents, shown with money.format(cents / 100)
  // - the empty state; Checkout disabled while empty
  return (
    <main className="shop">
      <section className="products">
        <h1>Products</h1>
        <ul>
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <span>{money.format(product.priceCents / 100)}</span>
              <button type="button" aria-label={`Add ${product.name} to cart`}>
                Add to cart
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="cart" aria-labelledby="cart-title">
        <h2 id="cart-title">Cart</h2>
        <p>Your cart is empty</p>
        <p>
          <span data-testid="count">0 items</span> · <strong data-testid="total">$0.00</strong>
        </p>
        <button type="button">Checkout</button>
      </section>
    </main>
  );
}

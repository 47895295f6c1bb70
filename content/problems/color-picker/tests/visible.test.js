// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const NAMES = ['Crimson', 'Tangerine', 'Fern', 'Ocean', 'Plum', 'Slate'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a page that never reacts fails fast
const until = (check) => waitFor(check, { timeout: 400 });
const radios = () => screen.getAllByRole('radio');
const radio = (name) => screen.getByRole('radio', { name });
const checked = () => radios().filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.getAttribute('aria-label'));
const input = () => screen.getByLabelText('Hex value');
const status = () => screen.getByTestId('colour-status').textContent.trim();
/** the error's text while it is shown, null otherwise */
const errorText = () => {
  const el = document.getElementById('hex-error');
  return el && !el.hasAttribute('hidden') ? el.textContent.trim() : null;
};
const type = async (value) => {
  input().focus();
  fireEvent.input(input(), { target: { value } });
  await settle();
};
const press = async (el, key) => {
  el.focus();
  const notPrevented = fireEvent.keyDown(el, { key });
  await settle();
  return notPrevented;
};

test('the first swatch is selected at first', () => {
  expect(screen.getByRole('radiogroup', { name: 'Swatches' })).toBeTruthy();
  expect(checked()).toEqual(['Crimson']);
  expect(input().value).toBe('#dc143c');
  expect(status()).toBe('Crimson (#dc143c)');
});

test('clicking a swatch selects it and fills the input', async () => {
  fireEvent.click(radio('Ocean'));
  await until(() => expect(checked()).toEqual(['Ocean']));
  expect(input().value).toBe('#0077be');
  expect(status()).toBe('Ocean (#0077be)');
});

test('typing a six-digit hex applies it as a custom colour', async () => {
  await type('#12ab34');
  await until(() => expect(status()).toBe('Custom colour (#12ab34)'));
  expect(checked()).toEqual([]);
});

test('invalid input shows the error and keeps the colour', async () => {
  await type('#12ab3');
  await until(() => expect(errorText()).toBe('Enter a colour as #rgb or #rrggbb'));
  expect(status()).toBe('Crimson (#dc143c)');
  expect(checked()).toEqual(['Crimson']);
});

test('ArrowRight selects and focuses the next swatch', async () => {
  await press(radio('Crimson'), 'ArrowRight');
  await until(() => expect(checked()).toEqual(['Tangerine']));
  expect(document.activeElement).toBe(radio('Tangerine'));
  expect(input().value).toBe('#f28500');
});

// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
  expect(radios().map((r) => r.getAttribute('aria-label'))).toEqual(NAMES);
  expect(checked()).toEqual(['Crimson']);
  expect(input().value).toBe('#dc143c');
  expect(status()).toBe('Crimson (#dc143c)');
  expect(errorText()).toBeNull();
});

test('clicking a swatch selects it and fills the input', async () => {
  fireEvent.click(radio('Ocean'));
  await until(() => expect(checked()).toEqual(['Ocean']));
  expect(input().value).toBe('#0077be');
  expect(status()).toBe('Ocean (#0077be)');
});

test('only the selected swatch is in the Tab order', async () => {
  fireEvent.click(radio('Plum'));
  await until(() => expect(radios().map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1', '0', '-1']));
});

test('the preview shows the colour', async () => {
  fireEvent.click(radio('Ocean'));
  await until(() => expect(screen.getByTestId('preview').getAttribute('style')).toMatch(/#0077be|rgb\(0, 119, 190\)/i));
});

test('typing a six-digit hex applies it as a custom colour', async () => {
  await type('#12ab34');
  await until(() => expect(status()).toBe('Custom colour (#12ab34)'));
  expect(checked()).toEqual([]);
  expect(errorText()).toBeNull();
});

test('a three-digit hex is expanded and can match a swatch', async () => {
  await type('#345');
  await until(() => expect(status()).toBe('Slate (#334455)'));
  expect(checked()).toEqual(['Slate']);
});

test('upper case is normalised to lower case', async () => {
  await type('#0077BE');
  await until(() => expect(status()).toBe('Ocean (#0077be)'));
  expect(checked()).toEqual(['Ocean']);
  await type('#ABC');
  await until(() => expect(status()).toBe('Custom colour (#aabbcc)'));
});

test('surrounding spaces are ignored', async () => {
  await type('  #8E4585 ');
  await until(() => expect(status()).toBe('Plum (#8e4585)'));
});

test('invalid input shows the error and keeps the colour', async () => {
  await type('#12ab3');
  await until(() => expect(errorText()).toBe('Enter a colour as #rgb or #rrggbb'));
  expect(status()).toBe('Crimson (#dc143c)');
  expect(checked()).toEqual(['Crimson']);
});

test('the invalid input is marked and described by the error', async () => {
  await type('#ggg');
  await until(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
  expect(input().getAttribute('aria-describedby')).toBe('hex-error');
  expect(document.getElementById('hex-error').getAttribute('role')).toBe('alert');
});

test('a missing #, four digits or an empty field are all invalid', async () => {
  for (const value of ['abc', '#abcd', '', '#1234567']) {
    await type(value);
    await until(() => expect(errorText()).toBe('Enter a colour as #rgb or #rrggbb'));
    expect(status()).toBe('Crimson (#dc143c)');
  }
});

test('fixing the input clears the error', async () => {
  await type('#12');
  await until(() => expect(errorText()).not.toBeNull());
  await type('#123');
  await until(() => expect(errorText()).toBeNull());
  expect(status()).toBe('Custom colour (#112233)');
  expect(input().getAttribute('aria-invalid')).not.toBe('true');
});

test('choosing a swatch after an error clears it and replaces the text', async () => {
  await type('oops');
  await until(() => expect(errorText()).not.toBeNull());
  fireEvent.click(radio('Fern'));
  await until(() => expect(errorText()).toBeNull());
  expect(input().value).toBe('#4f7942');
  expect(status()).toBe('Fern (#4f7942)');
});

test('ArrowRight selects and focuses the next swatch', async () => {
  await press(radio('Crimson'), 'ArrowRight');
  await until(() => expect(checked()).toEqual(['Tangerine']));
  expect(document.activeElement).toBe(radio('Tangerine'));
  expect(input().value).toBe('#f28500');
});

test('ArrowLeft on the first swatch wraps to the last and prevents the default', async () => {
  expect(await press(radio('Crimson'), 'ArrowLeft')).toBe(false);
  await until(() => expect(checked()).toEqual(['Slate']));
  expect(document.activeElement).toBe(radio('Slate'));
  expect(status()).toBe('Slate (#334455)');
});

test('ArrowDown and ArrowUp move like ArrowRight and ArrowLeft', async () => {
  fireEvent.click(radio('Slate'));
  await until(() => expect(checked()).toEqual(['Slate']));
  expect(await press(radio('Slate'), 'ArrowDown')).toBe(false);
  await until(() => expect(checked()).toEqual(['Crimson']));
  await press(radio('Crimson'), 'ArrowUp');
  await until(() => expect(checked()).toEqual(['Slate']));
});

test('other keys do nothing', async () => {
  expect(await press(radio('Crimson'), 'x')).toBe(true);
  expect(checked()).toEqual(['Crimson']);
});

test('with a custom colour the first swatch is the Tab stop', async () => {
  await type('#010203');
  await until(() => expect(checked()).toEqual([]));
  expect(radios().map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1', '-1']);
});

// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));
/** the six boxes as one string, "_" for an empty box: "12____" */
const code = () => boxes().map((box) => box.value || '_').join('');
const focused = () => boxes().indexOf(document.activeElement);
const verify = () => screen.getByRole('button', { name: 'Verify' });
/** an attribute by its name in any letter case, as HTML treats attribute names */
const attr = (el, name) => {
  const found = Array.from(el.attributes).find((a) => a.name.toLowerCase() === name);
  return found ? found.value : null;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** what the box holds after the user typed: its old value followed by `text` */
async function type(index, text) {
  const box = boxes()[index];
  box.focus();
  fireEvent.input(box, { target: { value: box.value + text } });
  await settle();
}
async function key(index, name) {
  const box = boxes()[index];
  box.focus();
  const notPrevented = fireEvent.keyDown(box, { key: name });
  await settle();
  return notPrevented;
}
async function paste(index, text) {
  const box = boxes()[index];
  box.focus();
  const notPrevented = fireEvent.paste(box, { clipboardData: { getData: () => text } });
  await settle();
  return notPrevented;
}

test('six labelled boxes, Verify disabled, the first one offers the SMS code', () => {
  expect(code()).toBe('______');
  expect(attr(boxes()[0], 'autocomplete')).toBe('one-time-code');
  expect(verify().disabled).toBe(true);
});

test('typing a digit fills the box and moves focus to the next one', async () => {
  await type(0, '4');
  await waitFor(() => expect(code()).toBe('4_____'));
  expect(focused()).toBe(1);
});

test('typing all six digits enables Verify', async () => {
  const digits = '135790';
  for (let i = 0; i < 6; i += 1) await type(i, digits[i]);
  await waitFor(() => expect(code()).toBe('135790'));
  expect(verify().disabled).toBe(false);
  expect(focused()).toBe(5);
});

test('a letter is ignored', async () => {
  await type(0, 'a');
  await waitFor(() => expect(boxes()[0].value).toBe(''));
  expect(focused()).toBe(0);
});

test('Backspace on an empty box clears the previous one and moves there', async () => {
  await type(0, '1');
  await type(1, '2');
  await waitFor(() => expect(focused()).toBe(2));
  await key(2, 'Backspace');
  await waitFor(() => expect(code()).toBe('1_____'));
  expect(focused()).toBe(1);
});

test('pasting a 6-digit code fills every box', async () => {
  expect(await paste(0, '123456')).toBe(false);
  await waitFor(() => expect(code()).toBe('123456'));
  expect(verify().disabled).toBe(false);
});

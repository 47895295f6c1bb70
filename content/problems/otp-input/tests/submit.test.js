// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in
// React, Vue or Vanilla JS alike: each test mounts your app afresh and uses it as a user would.
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

test('every box asks for the numeric keyboard; only the first autocompletes', () => {
  expect(boxes().map((box) => attr(box, 'inputmode'))).toEqual(Array(6).fill('numeric'));
  expect(boxes().slice(1).some((box) => attr(box, 'autocomplete') === 'one-time-code')).toBe(false);
});

test('Backspace on a filled box clears it and stays', async () => {
  await type(0, '1');
  await type(1, '2');
  expect(await key(1, 'Backspace')).toBe(false);
  await waitFor(() => expect(code()).toBe('1_____'));
  expect(focused()).toBe(1);
});

test('Backspace on the first, empty box does nothing', async () => {
  await key(0, 'Backspace');
  expect(code()).toBe('______');
  expect(focused()).toBe(0);
});

test('ArrowLeft and ArrowRight move between boxes and stop at the ends', async () => {
  expect(await key(0, 'ArrowRight')).toBe(false);
  await waitFor(() => expect(focused()).toBe(1));
  await key(1, 'ArrowRight');
  await waitFor(() => expect(focused()).toBe(2));
  await key(2, 'ArrowLeft');
  await waitFor(() => expect(focused()).toBe(1));
  await key(0, 'ArrowLeft');
  expect(focused()).toBe(0);
  await key(5, 'ArrowRight');
  expect(focused()).toBe(5);
  expect(await key(3, 'x')).toBe(true);
});

test('a pasted code may contain spaces or dashes', async () => {
  await paste(0, ' 123-456 ');
  await waitFor(() => expect(code()).toBe('123456'));
});

test('pasting fills from the box pasted into, and focus follows', async () => {
  await paste(2, '98');
  await waitFor(() => expect(code()).toBe('__98__'));
  expect(focused()).toBe(4);
});

test('digits that do not fit are dropped; a paste without digits is ignored', async () => {
  await paste(3, '12345');
  await waitFor(() => expect(code()).toBe('___123'));
  expect(focused()).toBe(5);
  await paste(0, 'abc');
  expect(code()).toBe('___123');
});

test('a whole code arriving in the first box at once (autofill) is spread', async () => {
  await type(0, '246810');
  await waitFor(() => expect(code()).toBe('246810'));
  expect(focused()).toBe(5);
  expect(verify().disabled).toBe(false);
});

test('typing into a filled box replaces its digit', async () => {
  await type(0, '1');
  await waitFor(() => expect(code()).toBe('1_____'));
  await type(0, '7');
  await waitFor(() => expect(code()).toBe('7_____'));
  expect(focused()).toBe(1);
});

test('a letter typed into a filled box keeps the digit', async () => {
  await paste(0, '123456');
  await waitFor(() => expect(code()).toBe('123456'));
  await type(2, 'x');
  await waitFor(() => expect(boxes()[2].value).toBe('3'));
  expect(code()).toBe('123456');
});

test('clearing a box disables Verify again', async () => {
  await paste(0, '123456');
  await waitFor(() => expect(verify().disabled).toBe(false));
  await key(5, 'Backspace');
  await waitFor(() => expect(verify().disabled).toBe(true));
  expect(code()).toBe('12345_');
});

test('the last digit keeps focus on the last box', async () => {
  await paste(0, '12345');
  await waitFor(() => expect(focused()).toBe(5));
  await type(5, '6');
  await waitFor(() => expect(code()).toBe('123456'));
  expect(focused()).toBe(5);
});

test('Verify submits the code', async () => {
  await paste(0, '424242');
  await waitFor(() => expect(verify().disabled).toBe(false));
  fireEvent.click(verify());
  await waitFor(() => expect(screen.getByRole('status').textContent.trim()).toBe('Submitted code 424242'));
});

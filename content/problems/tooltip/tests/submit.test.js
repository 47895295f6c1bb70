// The hidden tests: the visible ones and the edge cases, on fake timers (your setTimeout follows
// jest.advanceTimersByTime). Each test mounts your app afresh, in React, Vue or Vanilla JS alike.
const realSetTimeout = setTimeout; // taken before the timers are faked: lets React and Vue render

beforeEach(async () => {
  await mountApp();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
};
async function advance(ms) {
  jest.advanceTimersByTime(ms);
  await flush();
}
const button = (name) => screen.getByRole('button', { name });
/** the visible tooltips' texts */
const tips = () => screen.queryAllByRole('tooltip').map((tip) => tip.textContent.trim());
/** what a pointer entering and leaving does (React listens to mouseover/out, others to mouseenter/leave) */
async function hover(el) {
  fireEvent.mouseOver(el);
  fireEvent.mouseEnter(el);
  await flush();
}
async function unhover(el) {
  fireEvent.mouseOut(el);
  fireEvent.mouseLeave(el);
  await flush();
}
async function focus(el) {
  el.focus();
  await flush();
}
async function blur(el) {
  el.blur();
  await flush();
}
async function escape(el) {
  const notPrevented = fireEvent.keyDown(el, { key: 'Escape' });
  await flush();
  return notPrevented;
}
const note = () => screen.queryByRole('dialog', { name: 'Edit note' });

test('no tooltip is visible at first', () => {
  expect(tips()).toEqual([]);
  expect(note()).not.toBeNull();
});

test('hovering a button shows its tooltip after 500 ms', async () => {
  await hover(button('Bold'));
  await advance(499);
  expect(tips()).toEqual([]);
  await advance(1);
  expect(tips()).toEqual(['Shortcut: Ctrl+B']);
});

test('the pointer leaving hides the tooltip', async () => {
  await hover(button('Italic'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+I']);
  await unhover(button('Italic'));
  expect(tips()).toEqual([]);
});

test('keyboard focus shows the tooltip and blur hides it', async () => {
  await focus(button('Underline'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+U']);
  await blur(button('Underline'));
  expect(tips()).toEqual([]);
});

test('the button is described by the visible tooltip', async () => {
  await hover(button('Bold'));
  await advance(500);
  const tip = screen.getByRole('tooltip');
  expect(tip.id).not.toBe('');
  expect(button('Bold').getAttribute('aria-describedby')).toBe(tip.id);
});

test('leaving before the delay cancels the tooltip', async () => {
  await hover(button('Bold'));
  await advance(300);
  await unhover(button('Bold'));
  await advance(1000);
  expect(tips()).toEqual([]);
});

test('a blur before the delay cancels the tooltip', async () => {
  await focus(button('Italic'));
  await advance(200);
  await blur(button('Italic'));
  await advance(1000);
  expect(tips()).toEqual([]);
});

test('Escape hides the tooltip and leaves the note open', async () => {
  await focus(button('Bold'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+B']);
  await escape(button('Bold'));
  expect(tips()).toEqual([]);
  expect(note()).not.toBeNull();
  await advance(1000);
  expect(tips()).toEqual([]);
});

test('Escape with no tooltip showing still closes the note', async () => {
  await focus(button('Bold'));
  await advance(500);
  await escape(button('Bold'));
  expect(tips()).toEqual([]);
  expect(note()).not.toBeNull();
  await escape(button('Bold'));
  expect(note()).toBeNull();
  expect(screen.getByText('The note is closed.')).toBeTruthy();
});

test('the tooltip shows again after Escape on a new hover', async () => {
  await hover(button('Italic'));
  await advance(500);
  await escape(button('Italic'));
  expect(tips()).toEqual([]);
  await unhover(button('Italic'));
  await hover(button('Italic'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+I']);
});

test('moving the pointer to another button swaps the tooltips', async () => {
  await hover(button('Bold'));
  await advance(500);
  await unhover(button('Bold'));
  await hover(button('Underline'));
  expect(tips()).toEqual([]);
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+U']);
  expect(button('Underline').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
});

test('only one tooltip shows at a time: hovering another button replaces the focused one', async () => {
  await focus(button('Bold'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+B']);
  await hover(button('Italic'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+I']);
});

test('the tooltip stays while its button keeps focus after the pointer leaves', async () => {
  await focus(button('Underline'));
  await advance(500);
  await hover(button('Underline'));
  await unhover(button('Underline'));
  await advance(500);
  expect(tips()).toEqual(['Shortcut: Ctrl+U']);
  await blur(button('Underline'));
  expect(tips()).toEqual([]);
});

test('the tooltip stays while the pointer is on its button after a blur', async () => {
  await hover(button('Bold'));
  await focus(button('Bold'));
  await advance(500);
  await blur(button('Bold'));
  expect(tips()).toEqual(['Shortcut: Ctrl+B']);
  await unhover(button('Bold'));
  expect(tips()).toEqual([]);
});

test('every button keeps its own tooltip text', async () => {
  for (const [name, text] of [
    ['Bold', 'Shortcut: Ctrl+B'],
    ['Italic', 'Shortcut: Ctrl+I'],
    ['Underline', 'Shortcut: Ctrl+U'],
  ]) {
    await hover(button(name));
    await advance(500);
    expect(tips()).toEqual([text]);
    expect(button(name).getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await unhover(button(name));
  }
  expect(tips()).toEqual([]);
});

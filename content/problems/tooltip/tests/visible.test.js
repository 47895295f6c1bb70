// Runs against your files in the judge, in React, Vue or Vanilla JS alike, on fake timers (your
// setTimeout follows jest.advanceTimersByTime): each test mounts your app afresh.
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

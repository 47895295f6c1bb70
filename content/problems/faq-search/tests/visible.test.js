// Runs against your files in the judge, in React, Vue or Vanilla JS alike, on fake timers (your
// setTimeout follows jest.advanceTimersByTime): each test mounts your app afresh and uses it as a
// user would (Testing Library).
const realSetTimeout = setTimeout; // taken before the timers are faked: lets React and Vue render

beforeEach(async () => {
  await mountApp();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const QUESTIONS = [
  'How do I get a refund?',
  'How long does shipping take?',
  'Can I change my delivery address?',
  'I forgot my password. What now?',
  'Do you sell gift cards?',
  'How do I cancel my subscription?',
];
const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
};
async function advance(ms) {
  jest.advanceTimersByTime(ms);
  await flush();
}
async function type(text) {
  fireEvent.input(screen.getByLabelText('Search questions'), { target: { value: text } });
  await flush();
}
/** types and waits out the debounce */
async function search(text) {
  await type(text);
  await advance(300);
}
const questionButtons = () => screen.queryAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
const questions = () => questionButtons().map((b) => b.textContent.trim());
const question = (text) => questionButtons().find((b) => b.textContent.trim() === text);
const panelOf = (button) => document.getElementById(button.getAttribute('aria-controls'));
const expanded = () => questionButtons().map((b) => b.getAttribute('aria-expanded'));
const open = () => questionButtons().filter((b) => b.getAttribute('aria-expanded') === 'true').map((b) => b.textContent.trim());
const marks = (el) => [...el.querySelectorAll('mark')].map((m) => m.textContent);
/** the "No questions match" message while it is shown (hidden with the attribute counts as not shown) */
const noMatch = () => {
  const el = screen.queryByText('No questions match');
  return el && !el.closest('[hidden]') ? el : null;
};
async function click(el) {
  fireEvent.click(el);
  await flush();
}

test('lists every question, all collapsed', () => {
  expect(questions()).toEqual(QUESTIONS);
  expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
});

test('a question toggles its answer', async () => {
  const button = question('Do you sell gift cards?');
  await click(button);
  expect(question('Do you sell gift cards?').getAttribute('aria-expanded')).toBe('true');
  expect(panelOf(question('Do you sell gift cards?')).hasAttribute('hidden')).toBe(false);
  await click(question('Do you sell gift cards?'));
  expect(panelOf(question('Do you sell gift cards?')).hasAttribute('hidden')).toBe(true);
});

test('the search waits 300 ms after typing', async () => {
  await type('refund');
  await advance(299);
  expect(questions()).toHaveLength(6);
  await advance(1);
  expect(questions()).toEqual(['How do I get a refund?']);
});

test('matches are highlighted with <mark>', async () => {
  await search('refund');
  expect(marks(question('How do I get a refund?'))).toEqual(['refund']);
});

test('no match says so', async () => {
  await search('zebra');
  expect(questions()).toEqual([]);
  expect(noMatch()).not.toBeNull();
});

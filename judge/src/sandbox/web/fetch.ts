// `fetch` in the sandbox: the judge has no network, so calling it throws at once with a message
// that tells the learner to mock it. It is an ordinary writable global, so
// `global.fetch = jest.fn(…)` and `jest.spyOn(global, 'fetch')` work as in Jest.
export const NO_NETWORK =
  'fetch is not available in the judge: tests run without a network. Mock it in the test, for example ' +
  'global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(data) })).';

export function fetch(): never {
  throw new TypeError(NO_NETWORK);
}

// Wrong: uses outcomes.length to decide it is done; writing outcomes[1] before outcomes[0]
// already makes the length 2, so it resolves before every item has settled.
// It also always sets both value and reason.
function promiseAllSettled(iterable) {
  return new Promise((resolve) => {
    const items = Array.from(iterable);
    const outcomes = [];
    if (items.length === 0) return resolve(outcomes);
    items.forEach((item, index) => {
      Promise.resolve(item)
        .then(
          (value) => ({ status: 'fulfilled', value, reason: undefined }),
          (reason) => ({ status: 'rejected', value: undefined, reason }),
        )
        .then((outcome) => {
          outcomes[index] = outcome;
          if (outcomes.length === items.length) resolve(outcomes);
        });
    });
  });
}

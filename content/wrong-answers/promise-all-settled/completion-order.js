// Wrong: pushes outcomes in the order the items settle, not in input order.
function promiseAllSettled(iterable) {
  return new Promise((resolve) => {
    const items = [...iterable];
    const outcomes = [];
    if (items.length === 0) return resolve(outcomes);
    const done = (outcome) => {
      outcomes.push(outcome);
      if (outcomes.length === items.length) resolve(outcomes);
    };
    items.forEach((item) => {
      Promise.resolve(item).then(
        (value) => done({ status: 'fulfilled', value }),
        (reason) => done({ status: 'rejected', reason }),
      );
    });
  });
}

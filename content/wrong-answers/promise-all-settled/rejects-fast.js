// Wrong: copied from Promise.all, so the first rejection rejects the whole result
// instead of becoming a { status: 'rejected' } outcome.
function promiseAllSettled(iterable) {
  return new Promise((resolve, reject) => {
    const items = [...iterable];
    const outcomes = new Array(items.length);
    let remaining = items.length;
    if (remaining === 0) return resolve(outcomes);
    items.forEach((item, index) => {
      Promise.resolve(item).then((value) => {
        outcomes[index] = { status: 'fulfilled', value };
        remaining -= 1;
        if (remaining === 0) resolve(outcomes);
      }, reject);
    });
  });
}

// Wrong: waits baseDelay before every retry instead of doubling it.
function retryWithBackoff(fn, retries = 3, baseDelay = 100) {
  return new Promise((resolve, reject) => {
    let attempt = 0;
    const run = () => {
      Promise.resolve()
        .then(fn)
        .then(resolve, (error) => {
          if (attempt >= retries) return reject(error);
          attempt += 1;
          setTimeout(run, baseDelay);
        });
    };
    run();
  });
}

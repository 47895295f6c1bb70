// Wrong: sleeps after every failure, including the last one, so the caller gets
// the error one (long) delay too late. It also rejects with the first error.
async function retryWithBackoff(fn, retries = 3, baseDelay = 100) {
  let firstError;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt === 0) firstError = error;
      await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** attempt));
    }
  }
  throw firstError;
}

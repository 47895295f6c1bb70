// Wrong: counts attempts instead of retries, so it calls fn `retries` times in total
// (one too few) and retries = 0 never calls it at all.
async function retryWithBackoff(fn, retries = 3, baseDelay = 100) {
  let lastError = new Error('no attempts');
  for (let attempt = 0; attempt < retries; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (attempt < retries - 1) {
        await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** attempt));
      }
    }
  }
  throw lastError;
}

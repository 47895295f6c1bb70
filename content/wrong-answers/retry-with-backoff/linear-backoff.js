// Wrong: the delay grows linearly (baseDelay, 2×, 3×…) instead of doubling (1×, 2×, 4×…).
async function retryWithBackoff(fn, retries = 3, baseDelay = 100) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt > retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelay * attempt));
    }
  }
}

// Polls a URL until it answers 2xx, the time-out passes, or the caller stops.
export async function waitForHttp(
  url,
  { timeoutMs = 60_000, intervalMs = 500, isStopped = () => false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isStopped()) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/**
 * Polls `condition` until it holds: a test waits for an outcome (a job completed, a notification
 * written), never for a fixed time. Fails naming what it waited for.
 */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Condition waits with a bounded deadline: tests never sleep for a fixed time.
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export type PollOptions = {
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
  /** Checked before every attempt; a returned error ends the wait at once (e.g. the server exited). */
  abort?: () => Error | undefined;
};

/** Calls `probe` until it returns a value other than undefined, or fails once the deadline passes. */
export async function pollUntil<T>(probe: () => Promise<T | undefined>, options: PollOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const aborted = options.abort?.();
    if (aborted) throw aborted;
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    // A polling interval, not a wait for an outcome: the deadline above bounds the whole wait.
    await delay(options.intervalMs ?? 200);
  }
  const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${options.what}${reason}`);
}

/** Resolves with the HTTP status once `url` answers with one of `statuses`. */
export async function waitForHttp(
  url: string,
  options: Omit<PollOptions, 'what'> & { statuses?: number[] } = {},
): Promise<number> {
  const statuses = options.statuses ?? [200];
  return pollUntil(
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return statuses.includes(response.status) ? response.status : undefined;
    },
    { ...options, what: `${url} to answer ${statuses.join('/')}` },
  );
}

/** True when something accepts TCP connections on the port. */
export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on: bound once by us, then released. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

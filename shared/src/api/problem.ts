import type { AxiosError } from 'axios';
import type { Problem } from '../contract/common';

/** Narrows a caught rejection of the API client to the problem+json shape it always has. */
export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  typeof (value as { title?: unknown }).title === 'string';

const readBody = async (data: unknown): Promise<unknown> => {
  // Download calls ask for a Blob, so an error body arrives as one too.
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const text = await data.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return data;
};

/**
 * Turns any failure into the value callers receive (SPEC §8): the server's problem+json body
 * unchanged when there is one, otherwise a problem built from what is known (status 0 = no answer).
 */
// axios.isAxiosError's own test, without importing axios (fetched on the first call, api-client.ts).
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export const toProblem = async (error: unknown): Promise<Problem> => {
  if (!isAxiosError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { type: 'about:blank', title: 'Error', status: 0, detail };
  }
  const status = error.response?.status ?? 0;
  const body = await readBody(error.response?.data);
  const fallback: Problem = {
    type: 'about:blank',
    title: error.response?.statusText || error.message,
    status,
    detail: typeof body === 'string' && body.length > 0 ? body : error.message,
  };
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return { ...fallback, ...(body as Partial<Problem>) };
  }
  return fallback;
};

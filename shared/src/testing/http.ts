// The edge tests mock: a real HTTP server on a random local port that records every request, from
// the shared package's own test tooling.
export {
  json,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../../jest/test-server';

/** A 422 problem+json with field errors, as the API answers invalid bodies. */
export const problem422 = (
  errors: Array<{ path: string; message: string; code?: string; params?: Record<string, string | number> }>,
) => ({
  type: 'about:blank',
  title: 'Unprocessable Entity',
  status: 422,
  detail: 'Some fields are not valid',
  errors,
});

/** Path and parsed query of a recorded request URL. */
export const parseUrl = (url: string) => {
  const parsed = new URL(url, 'http://test');
  return { path: parsed.pathname, query: parsed.searchParams };
};

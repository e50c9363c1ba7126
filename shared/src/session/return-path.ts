// Where the user wanted to go before the sign-in flow took over. It travels in the URL of every step
// (login → data-protection document → workspace choice: `?redirect=/stakeholders/list`), so a reload
// or a new tab in the middle of the flow keeps it; being in the URL, it is checked before use.

/** The query parameter every sign-in step carries the wanted page in. */
export const RETURN_PARAM = 'redirect';

const ORIGIN = 'http://conexoes.invalid';

/**
 * The wanted page if it is a path of this site, else null: only a relative path starting with one
 * `/` is accepted (no `//host`, `/\host`, scheme or control characters), and never a page of the
 * sign-in flow itself, so a crafted link cannot send anyone elsewhere or round in circles.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The wanted page carried by a sign-in step's query string (`location.search`), checked. */
export const returnPathFrom = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));

/** `path` with the wanted page carried on (`path?redirect=…`), or `path` alone when there is none. */
export function withReturnPath(path: string, returnPath: string | null): string {
  if (!returnPath) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_PARAM}=${encodeURIComponent(returnPath)}`;
}

// Where the user wanted to go before the sign-in flow took over. Session storage: it outlives the
// flow's page changes (and a reload in the middle of it) but not the tab.
const RETURN_PATH_KEY = 'conexoes.returnTo';

export const rememberReturnPath = (path: string): void => {
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage unavailable: after sign-in the user lands on the home page instead.
  }
};

export const readReturnPath = (): string | null => {
  try {
    return window.sessionStorage.getItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
};

export const forgetReturnPath = (): void => {
  try {
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // nothing remembered then
  }
};

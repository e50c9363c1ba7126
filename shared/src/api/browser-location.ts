/**
 * The one place shared code leaves the page. Tests replace `assign` because jsdom makes
 * `window.location` unforgeable (no spying on it), as the jest maintainers recommend.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

import { setToastHandler, type ToastRequest } from '../toast';

/**
 * What a page test sees of a download: the file names the browser would save (the API client's
 * download helper clicks a link carrying `download`) and every toast the page asked for, in order.
 * Call in `beforeEach`, `restore` in `afterEach`.
 */
export function watchDownloads() {
  const saved: string[] = [];
  const toasts: ToastRequest[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const { createObjectURL, revokeObjectURL } = URL;
  HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  Object.assign(URL, { createObjectURL: () => 'blob:download', revokeObjectURL: () => undefined });
  const stopToasts = setToastHandler((request) => toasts.push(request));
  return {
    saved,
    toasts,
    restore: () => {
      stopToasts();
      HTMLAnchorElement.prototype.click = click;
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    },
  };
}

import { preloadToaster } from './lazy-toaster';

/**
 * What a failure draws, fetched once signed in: the toasts, antd's Alert (a form's problem) and its
 * Result (the error page). In the field a save can fail for want of a connection, and then nothing
 * more can be fetched to say so. These are the same modules the antd facade fetches on first render
 * (the host provides it), so its parts find them loaded.
 */
export const preloadFailureParts = (): Promise<unknown> =>
  Promise.all([preloadToaster(), import('antd/es/alert/index.js'), import('antd/es/result/index.js')]);

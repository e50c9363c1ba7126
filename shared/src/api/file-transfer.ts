import type { AxiosInstance } from 'axios';
import { toProblem } from './problem';

// Its own instance: arbitrary URLs (e.g. pre-signed storage links) get neither the API base path
// nor the session token, and their 403s are not a session problem, so no redirect either.
// Made on first use, like the API client (axios is fetched then).
let client: Promise<AxiosInstance> | undefined;
const fileClient = (): Promise<AxiosInstance> =>
  (client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create();
    instance.interceptors.response.use(undefined, async (error: unknown) => {
      throw await toProblem(error);
    });
    return instance;
  }));

/** What an upload may add: progress 0–100 (when the size is known) and the headers a signed URL asks for. */
export type FileUploadOptions = {
  onProgress?: (percent: number) => void;
  headers?: Record<string, string>;
};

/** PUTs a file to an arbitrary URL (e.g. a signed upload link), without base path and without Authorization. */
export const uploadFile = async (
  url: string,
  file: Blob,
  signal?: AbortSignal,
  options: FileUploadOptions = {},
): Promise<void> => {
  const { onProgress, headers } = options;
  await (
    await fileClient()
  ).put(url, file, {
    signal,
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...headers },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
};

/** GETs an arbitrary URL as a Blob, without base path and without Authorization. */
export const downloadFile = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  const response = await (await fileClient()).get<Blob>(url, { responseType: 'blob', signal });
  return response.data;
};

/** Offers a file from the API to the user under the server's name for it (else `fallbackName`). */
export const saveDownload = (file: { blob: Blob; fileName: string | null }, fallbackName: string): void =>
  saveBlob(file.blob, file.fileName ?? fallbackName);

/** Offers a downloaded Blob to the user as a file. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
};

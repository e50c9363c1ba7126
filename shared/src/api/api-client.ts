import type { AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import { i18n } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth.store';
import { useSettingsStore } from '../stores/settings.store';
import { browserLocation } from './browser-location';
import { toProblem } from './problem';

export const API_BASE_PATH = '/manager/api/v1/';
export const LOGIN_PATH = '/auth/login';
export const FORBIDDEN_STATUS = 403;
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export type RequestOptions = {
  /** Overrides the session token (e.g. the login-stage token); `null` sends no Authorization. */
  token?: string | null;
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

export type UploadOptions = RequestOptions & {
  /** 0–100 while the body is sent (only when the browser knows the total size). */
  onProgress?: (percent: number) => void;
  /** Extra headers, e.g. `Prefer: respond-async`. */
  headers?: Record<string, string>;
};

export type DownloadOptions = RequestOptions & {
  /** 0–100 while the file arrives (only when the server says its size). */
  onProgress?: (percent: number) => void;
};

/** A downloaded file and the name the server gave it (Content-Disposition), when it gave one. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8) before
 * `filename`; null without one.
 */
export const fileNameOf = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A badly encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || null;
};

let client: Promise<AxiosInstance> | undefined;

/**
 * The product's axios instance (SPEC §7), made on the first call: axios is fetched then, so a first
 * visit that calls nothing (the sign-in page) does not download it (docs/decisions/0010).
 */
export const getApiClient = (): Promise<AxiosInstance> =>
  (client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: API_BASE_PATH,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, Accept: 'application/json, application/problem+json' },
      // `tenants=a&tenants=b`, the repeated-key form Fastify's query parser reads as an array.
      paramsSerializer: { indexes: null },
    });
    instance.interceptors.response.use(undefined, async (error: unknown) => {
      if (axios.isAxiosError(error) && error.response?.status === FORBIDDEN_STATUS) {
        // SPEC §6/§8: re-authenticate with a full page load; the caller still gets the rejection.
        browserLocation.assign(LOGIN_PATH);
      }
      throw await toProblem(error);
    });
    return instance;
  }));

/** The device's zone, the one every screen shows times in (undefined where the runtime has none). */
const deviceTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * Authorization, Accept-Language, X-Time-Zone and X-Date-Format for one call. The API picks option-list
 * labels by Accept-Language, so it must be the app's language, not the browser's (which the browser would
 * send); it writes and reads the times of files (exports, imports, the PDF report) on the screens' clock,
 * and writes their dates the way the person chose to read dates (display settings).
 */
const productHeaders = (options: RequestOptions): Record<string, string> => {
  const token = options.token === undefined ? useAuthStore.getState().token : options.token;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = deviceTimeZone();
  return {
    ...(language ? { 'Accept-Language': language } : {}),
    ...(timeZone ? { 'X-Time-Zone': timeZone } : {}),
    'X-Date-Format': useSettingsStore.getState().dateFormat,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
};

const request = async <T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
  extra: AxiosRequestConfig = {},
): Promise<T> => {
  const response = await (
    await getApiClient()
  ).request<T>({
    method,
    url,
    params: options.params,
    signal: options.signal,
    headers: productHeaders(options),
    ...extra,
  });
  return response.data;
};

const download = async (
  method: Method,
  url: string,
  body: unknown,
  options: DownloadOptions = {},
): Promise<DownloadedFile> => {
  const { onProgress } = options;
  const response = await (
    await getApiClient()
  ).request<Blob>({
    method,
    url,
    data: body,
    params: options.params,
    signal: options.signal,
    headers: productHeaders(options),
    responseType: 'blob',
    onDownloadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  const disposition = response.headers['content-disposition'] as unknown;
  return { blob: response.data, fileName: fileNameOf(typeof disposition === 'string' ? disposition : null) };
};

const upload = async <T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> => {
  const { onProgress } = options;
  const response = await (
    await getApiClient()
  ).request<T>({
    method: 'POST',
    url,
    data: form,
    params: options.params,
    signal: options.signal,
    // Under the instance's JSON content type axios would serialise the FormData as JSON; multipart
    // keeps it a form and the browser adds the boundary.
    headers: { ...options.headers, 'Content-Type': 'multipart/form-data', ...productHeaders(options) },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data;
};

/**
 * Calls under `/manager/api/v1/`. `url` is relative to the base path (`'auth/login'`).
 * Every method rejects with a `Problem` (problem+json).
 */
export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, options, { data: body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, options, { data: body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, options, { data: body }),
  delete: <T = void>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
  /** File-download POST (SPEC §7): the file and the server's name for it. */
  downloadPost: (url: string, body?: unknown, options?: DownloadOptions) =>
    download('POST', url, body, options),
  /** Exports (`<area>/export?...`) are GET downloads: the file and the server's name for it. */
  downloadGet: (url: string, options?: DownloadOptions) => download('GET', url, undefined, options),
  /** Multipart POST of a form (file uploads) with upload progress; answers the JSON body. */
  upload: <T>(url: string, form: FormData, options?: UploadOptions) => upload<T>(url, form, options),
};

export type Api = typeof api;

import axios, { type AxiosRequestConfig, type Method } from 'axios';
import { useAuthStore } from '../stores/auth.store';
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

/** The product's axios instance (SPEC §7). Exported for tests and rare low-level needs. */
export const apiClient = axios.create({
  baseURL: API_BASE_PATH,
  headers: { 'Content-Type': JSON_CONTENT_TYPE, Accept: 'application/json, application/problem+json' },
  // `tenants=a&tenants=b`, the repeated-key form Fastify's query parser reads as an array.
  paramsSerializer: { indexes: null },
});

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === FORBIDDEN_STATUS) {
    // SPEC §6/§8: re-authenticate with a full page load; the caller still gets the rejection.
    browserLocation.assign(LOGIN_PATH);
  }
  throw await toProblem(error);
});

const request = async <T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
  extra: AxiosRequestConfig = {},
): Promise<T> => {
  const token = options.token === undefined ? useAuthStore.getState().token : options.token;
  const response = await apiClient.request<T>({
    method,
    url,
    params: options.params,
    signal: options.signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...extra,
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
  /** File-download POST (SPEC §7): answers the body as a Blob. */
  downloadPost: (url: string, body?: unknown, options?: RequestOptions) =>
    request<Blob>('POST', url, options, { data: body, responseType: 'blob' }),
  /** Exports (`<area>/export?...`) are GET downloads. */
  downloadGet: (url: string, options?: RequestOptions) =>
    request<Blob>('GET', url, options, { responseType: 'blob' }),
};

export type Api = typeof api;

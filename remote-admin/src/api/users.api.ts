import {
  api,
  type Page,
  type QueryValue,
  type User,
  type UserCreate,
  type UserPassword,
  type UserProfile,
  type UserSummary,
  type UserUpdate,
} from '@conexoes/shared';

const path = (id: string) => `users/${encodeURIComponent(id)}`;

/** SPEC §7 "Users". */
export const usersApi = {
  search: (params: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<Page<UserSummary>>('users/search', { params, signal }),
  get: (id: string) => api.get<User>(path(id)),
  /** The signed-in user's own record. */
  me: () => api.get<User>('users/detail'),
  create: (body: UserCreate) => api.post<User>('users', body),
  update: (id: string, body: UserUpdate) => api.put<User>(path(id), body),
  updateProfile: (id: string, body: UserProfile) => api.put<User>(`${path(id)}/profile`, body),
  changePassword: (id: string, body: UserPassword) => api.put<void>(`${path(id)}/password`, body),
  resetPassword: (id: string) => api.post<void>('users/reset/password', { id }),
};

export type UsersApi = typeof usersApi;

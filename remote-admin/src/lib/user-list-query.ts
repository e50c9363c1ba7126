import { defineListQuery, type ListQuery } from '@conexoes/shared';

// The user list's query (search and page) lives in the URL, read and written by @conexoes/shared's
// `defineListQuery` as every list's is: a reload, Back and a shared link all show the same page.

export type UserQuery = ListQuery<Record<string, never>>;

export const { parseQuery, toSearchParams, toApiParams } = defineListQuery<Record<string, never>>({
  filters: {},
  // The API's own order (by name).
  sortable: [],
});

import { defineListQuery, type ListQuery } from '@conexoes/shared';

// The topic list's query lives in the URL, read and written by @conexoes/shared's `defineListQuery`
// as every list's is.

export const ACTIVE_STATES = ['true', 'false'] as const;

export type TopicFilters = {
  /** The topic category's id. */
  category?: string;
  /** Only active (`true`) or only inactive (`false`) topics; absent: both. */
  active?: (typeof ACTIVE_STATES)[number];
};

export type TopicQuery = ListQuery<TopicFilters>;

export const { parseQuery, toSearchParams, toApiParams } = defineListQuery<TopicFilters>({
  filters: { category: 'uuid', active: ACTIVE_STATES },
  // The API's own order (by name).
  sortable: [],
});

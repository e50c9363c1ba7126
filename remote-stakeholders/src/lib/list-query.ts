import { defineListQuery, type ListQuery, type StakeholderKind } from '@conexoes/shared';

// The stakeholder list's query lives in the URL (shareable, survives reload, and the dashboard links
// into it). The mapping between URL, screen and API is @conexoes/shared's `defineListQuery`; this
// module declares the list's filters and sortable fields.

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@conexoes/shared';

export const KINDS: readonly StakeholderKind[] = ['person', 'organization'];
/**
 * The fields the API sorts stakeholders by: the contract's `stakeholderSortFields`, written out because
 * the contract's stakeholder module brings zod and every municipality with it (a test keeps them equal).
 */
export const SORT_FIELDS = [
  'name',
  'createdAt',
  'updatedAt',
  'influence',
  'interest',
  'state',
  'municipality',
  'category',
  'kind',
];

export type StakeholderFilters = {
  /** People or organisations only. */
  kind?: StakeholderKind;
  category?: string;
  scope?: string;
  state?: string;
  municipality?: string;
  topic?: string;
  entityType?: string;
  influence?: number;
  interest?: number;
  /** The user responsible for the records (the overview's "in your care" links here). */
  responsibleId?: string;
};

export type StakeholderQuery = ListQuery<StakeholderFilters>;

export const stakeholderQuery = defineListQuery<StakeholderFilters>({
  // In the order they are written to the URL. Text filters go as written (the API checks them).
  filters: {
    kind: KINDS,
    category: 'text',
    scope: 'text',
    state: 'text',
    municipality: 'text',
    topic: 'text',
    entityType: 'text',
    influence: { min: 1, max: 5 },
    interest: { min: 1, max: 5 },
    responsibleId: 'uuid',
  },
  sortable: SORT_FIELDS,
});

export const { parseQuery, toSearchParams, toApiParams, filterCount, hasFilters } = stakeholderQuery;

/** A link to the list with these filters (the dashboard's drill-down). */
export const listPath = ({ q, ...filters }: StakeholderFilters & { q?: string }): string =>
  stakeholderQuery.href('/stakeholders/list', { q, filters });

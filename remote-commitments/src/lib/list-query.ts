import {
  defineListQuery,
  commitmentSortFields,
  commitmentStatusFilters,
  negotiationPlanSortFields,
  negotiationPlanStatuses,
} from '@conexoes/shared';

// A list's query lives in the URL (shareable, survives a reload, and dashboards link into it). The
// mapping between URL, screen and API is @conexoes/shared's `defineListQuery`; this module declares
// the filters and sorts of this area's two lists.

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListQuery, type ListQueryFunctions } from '@conexoes/shared';

/** The commitment register (management list). */
export const commitmentListQuery = defineListQuery({
  // In the order they are written to the URL.
  filters: {
    status: commitmentStatusFilters,
    source: 'code',
    priority: 'code',
    risk: 'code',
    ownerId: 'uuid',
    stakeholderId: 'uuid',
    topicId: 'uuid',
    negotiationPlanId: 'uuid',
    interactionId: 'uuid',
    dueFrom: 'date',
    dueTo: 'date',
    // Registration days: the dashboard's period, carried into the list it opens.
    createdFrom: 'date',
    createdTo: 'date',
  },
  sortable: commitmentSortFields,
  defaultSort: 'dueDate,asc',
});

/** The negotiation plans. */
export const planListQuery = defineListQuery({
  filters: {
    status: negotiationPlanStatuses,
    stakeholderId: 'uuid',
    topicId: 'uuid',
    responsibleId: 'uuid',
    from: 'date',
    to: 'date',
  },
  sortable: negotiationPlanSortFields,
  defaultSort: 'startDate,desc',
});

import {
  defineListQuery,
  type InteractionDirection,
  type ListQuery,
  type Perception,
} from '@conexoes/shared';
import { GRIEVANCE_FILTERS, type GrievanceFilter } from './grievance';

// The interaction list's query lives in the URL (shareable, survives reload, and the stakeholder
// timeline links into it). The mapping between URL, screen and API is @conexoes/shared's
// `defineListQuery`; this module declares the list's filters and sortable fields.

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@conexoes/shared';

export const PERCEPTIONS: readonly Perception[] = ['positive', 'neutral', 'negative'];
export const DIRECTIONS: readonly InteractionDirection[] = ['inbound', 'outbound'];
export const FOLLOW_UPS = ['open', 'overdue'] as const;
export type FollowUpFilter = (typeof FOLLOW_UPS)[number];
/** The 17 ODS (Sustainable Development Goals), by number, as the filter writes them. */
const ODS_NUMBERS = Array.from({ length: 17 }, (_, i) => String(i + 1));
/** The contract's `interactionSortFields` (a test keeps them equal): the contract module brings zod. */
export const SORTABLE = ['startsAt', 'code', 'subject', 'createdAt', 'updatedAt', 'followUpDue'];
/** Newest first unless another sort is chosen. */
export const DEFAULT_SORT = 'startsAt,desc';

export type InteractionFilters = {
  /** Start date range, `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
  type?: string;
  channel?: string;
  classification?: string;
  status?: string;
  perception?: Perception;
  direction?: InteractionDirection;
  followUp?: FollowUpFilter;
  /** Grievances not closed, or past their acknowledgement or resolution target (either, or the one named). */
  grievance?: GrievanceFilter;
  stakeholderId?: string;
  /** A user of the company who took part. */
  participantId?: string;
  topicId?: string;
  /** ODS number, 1–17, as text (chosen directly or through a topic's category). */
  ods?: string;
  /** UF and IBGE municipality name. */
  state?: string;
  municipality?: string;
  /** The workspace and those under it. */
  workspaceId?: string;
};

export type InteractionQuery = ListQuery<InteractionFilters>;

export const interactionQuery = defineListQuery<InteractionFilters>({
  // In the order they are written to the URL.
  filters: {
    from: 'date',
    to: 'date',
    type: 'code',
    channel: 'code',
    classification: 'code',
    status: 'code',
    perception: PERCEPTIONS,
    direction: DIRECTIONS,
    followUp: FOLLOW_UPS,
    grievance: GRIEVANCE_FILTERS,
    stakeholderId: 'uuid',
    participantId: 'uuid',
    topicId: 'uuid',
    ods: ODS_NUMBERS,
    state: 'uf',
    municipality: { maxLength: 120 },
    workspaceId: 'uuid',
  },
  sortable: SORTABLE,
  defaultSort: DEFAULT_SORT,
});

export const { parseQuery, toSearchParams, toApiParams, filterCount, hasFilters } = interactionQuery;

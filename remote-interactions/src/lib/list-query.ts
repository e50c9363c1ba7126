import type { InteractionDirection, Perception, QueryValue } from '@conexoes/shared';

// The interaction list's query lives in the URL (shareable, survives reload, and the stakeholder
// timeline links into it); these functions are the one mapping between URL, screen and API.

export const FILTER_KEYS = [
  'from',
  'to',
  'type',
  'channel',
  'classification',
  'status',
  'perception',
  'direction',
  'followUp',
  'stakeholderId',
  'topicId',
  'ods',
  'state',
  'municipality',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PERCEPTIONS: readonly Perception[] = ['positive', 'neutral', 'negative'];
export const DIRECTIONS: readonly InteractionDirection[] = ['inbound', 'outbound'];
export const FOLLOW_UPS = ['open', 'overdue'] as const;
export type FollowUpFilter = (typeof FOLLOW_UPS)[number];

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
  stakeholderId?: string;
  topicId?: string;
  /** ODS number, 1–17, as text (chosen directly or through a topic's category). */
  ods?: string;
  /** UF and IBGE municipality name. */
  state?: string;
  municipality?: string;
};

export type InteractionQuery = InteractionFilters & {
  q?: string;
  page: number;
  size: number;
  /** `field,asc|desc` */
  sort?: string;
};

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
export const SORTABLE = ['startsAt', 'code', 'subject', 'createdAt', 'updatedAt'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/;

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const oneOf = <T extends string>(values: readonly T[], raw: string): T | undefined =>
  values.find((v) => v === raw);

/** Reads the query from the URL; unknown or malformed values are dropped, not sent. */
export const parseQuery = (params: URLSearchParams): InteractionQuery => {
  const query: InteractionQuery = {
    page: positiveInt(params.get('page'), 1),
    size: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE, 100),
  };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const sort = params.get('sort');
  if (sort) {
    const [field, dir] = sort.split(',');
    if (SORTABLE.includes(field) && (dir === 'asc' || dir === 'desc')) query.sort = sort;
  }
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    switch (key) {
      case 'from':
      case 'to':
        if (DATE.test(raw)) query[key] = raw;
        break;
      case 'perception':
        query.perception = oneOf(PERCEPTIONS, raw);
        break;
      case 'direction':
        query.direction = oneOf(DIRECTIONS, raw);
        break;
      case 'followUp':
        query.followUp = oneOf(FOLLOW_UPS, raw);
        break;
      case 'stakeholderId':
      case 'topicId':
        if (UUID.test(raw)) query[key] = raw;
        break;
      case 'ods':
        if (/^\d{1,2}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 17) query.ods = raw;
        break;
      case 'state':
        if (/^[A-Za-z]{2}$/.test(raw)) query.state = raw.toUpperCase();
        break;
      case 'municipality':
        if (raw.trim().length <= 120) query.municipality = raw.trim();
        break;
      default:
        if (CODE.test(raw)) query[key] = raw;
    }
    if (query[key] === undefined) delete query[key];
  }
  return query;
};

/** Writes the query to the URL, leaving out defaults so links stay short. */
export const toSearchParams = (query: Partial<InteractionQuery>): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.size && query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
};

/** The API's parameters for the same query (newest first unless another sort is chosen). */
export const toApiParams = (query: InteractionQuery): Record<string, QueryValue> => {
  const params: Record<string, QueryValue> = {
    q: query.q || undefined,
    sort: query.sort ?? 'startsAt,desc',
    page: query.page,
    size: query.size,
  };
  for (const key of FILTER_KEYS) params[key] = query[key];
  return params;
};

export const filterCount = (query: InteractionQuery): number =>
  FILTER_KEYS.filter((key) => query[key] !== undefined).length;

export const hasFilters = (query: InteractionQuery): boolean => Boolean(query.q) || filterCount(query) > 0;

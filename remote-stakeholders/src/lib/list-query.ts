import type { QueryValue, StakeholderKind } from '@conexoes/shared';

// The stakeholder list's query lives in the URL (shareable, survives reload, and the dashboard links
// into it); these functions are the one mapping between URL, screen state and API parameters.

export const FILTER_KEYS = [
  'kind',
  'category',
  'scope',
  'state',
  'municipality',
  'topic',
  'entityType',
  'influence',
  'interest',
  'responsibleId',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

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

export type StakeholderQuery = StakeholderFilters & {
  q?: string;
  page: number;
  size: number;
  /** `field,asc|desc` */
  sort?: string;
};

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC: readonly FilterKey[] = ['influence', 'interest'];
export const KINDS: readonly StakeholderKind[] = ['person', 'organization'];

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const scale = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
};

/** Reads the query from the URL; unknown or malformed values are dropped, not sent. */
export const parseQuery = (params: URLSearchParams): StakeholderQuery => {
  const query: StakeholderQuery = {
    page: positiveInt(params.get('page'), 1),
    size: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE, 100),
  };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const sort = params.get('sort');
  if (sort && /^[A-Za-z]+,(asc|desc)$/.test(sort)) query.sort = sort;
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if (key === 'kind') {
      const kind = KINDS.find((k) => k === raw);
      if (kind) query.kind = kind;
    } else if (NUMERIC.includes(key)) {
      const n = scale(raw);
      if (n !== undefined) (query as Record<string, unknown>)[key] = n;
    } else if (key === 'responsibleId') {
      if (UUID.test(raw)) query.responsibleId = raw;
    } else {
      (query as Record<string, unknown>)[key] = raw;
    }
  }
  return query;
};

/** Writes the query to the URL, leaving out defaults so links stay short. */
export const toSearchParams = (query: Partial<StakeholderQuery>): URLSearchParams => {
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

/** The API's parameters for the same query; `paged: false` for exports (the whole result). */
export const toApiParams = (query: StakeholderQuery, paged = true): Record<string, QueryValue> => {
  const params: Record<string, QueryValue> = { q: query.q || undefined, sort: query.sort };
  for (const key of FILTER_KEYS) params[key] = query[key];
  if (paged) {
    params.page = query.page;
    params.size = query.size;
  }
  return params;
};

export const hasFilters = (query: StakeholderQuery): boolean =>
  Boolean(query.q) || FILTER_KEYS.some((key) => query[key] !== undefined);

/** A link to the list with these filters (the dashboard's drill-down). */
export const listPath = (filters: StakeholderFilters & { q?: string }): string => {
  const search = toSearchParams(filters).toString();
  return search ? `/stakeholders/list?${search}` : '/stakeholders/list';
};

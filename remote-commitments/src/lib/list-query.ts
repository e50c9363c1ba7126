import type { QueryValue } from '@conexoes/shared';

// A list's query lives in the URL (shareable, survives a reload, and dashboards link into it); these
// functions are the one mapping between URL, screen and API for both lists of this area.

/** How a filter's value is checked when read from the URL (a malformed one is dropped, not sent). */
export type FilterKind = 'date' | 'uuid' | 'code' | 'bool' | readonly string[];
export type FilterSpec = Readonly<Record<string, FilterKind>>;

export type ListQuery = {
  q?: string;
  page: number;
  size: number;
  /** `field,asc|desc` */
  sort?: string;
  filters: Record<string, string>;
};

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/;

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const valid = (kind: FilterKind, raw: string): boolean => {
  if (Array.isArray(kind)) return kind.includes(raw);
  if (kind === 'date') return DATE.test(raw);
  if (kind === 'uuid') return UUID.test(raw);
  if (kind === 'bool') return raw === 'true';
  return CODE.test(raw);
};

/** Reads the query from the URL; unknown or malformed values are dropped. */
export const parseQuery = (
  params: URLSearchParams,
  spec: FilterSpec,
  sortable: readonly string[],
): ListQuery => {
  const query: ListQuery = {
    page: positiveInt(params.get('page'), 1),
    size: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE, 100),
    filters: {},
  };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const sort = params.get('sort');
  if (sort) {
    const [field, dir] = sort.split(',');
    if (field && sortable.includes(field) && (dir === 'asc' || dir === 'desc')) query.sort = sort;
  }
  for (const [key, kind] of Object.entries(spec)) {
    const raw = params.get(key);
    if (raw && valid(kind, raw)) query.filters[key] = raw;
  }
  return query;
};

/** Writes the query to the URL, leaving out defaults so links stay short. */
export const toSearchParams = (query: Partial<ListQuery>): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const [key, value] of Object.entries(query.filters ?? {})) if (value) params.set(key, value);
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.size && query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
};

/** The API's parameters for the same query. */
export const toApiParams = (query: ListQuery, defaultSort: string): Record<string, QueryValue> => ({
  q: query.q || undefined,
  sort: query.sort ?? defaultSort,
  page: query.page,
  size: query.size,
  ...query.filters,
});

export const filterCount = (query: ListQuery): number => Object.keys(query.filters).length;
export const hasFilters = (query: ListQuery): boolean => Boolean(query.q) || filterCount(query) > 0;

/** A list's URL with these filters (the dashboards' click-through). */
export const listHref = (base: string, filters: Record<string, string | undefined>): string => {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  const params = toSearchParams({ filters: clean });
  const text = params.toString();
  return text ? `${base}?${text}` : base;
};

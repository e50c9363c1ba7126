import type { QueryValue } from './api-client';

// A list's query lives in the URL (shareable, survives a reload, and dashboards link into it). A list
// declares its filters, sortable fields and default sort once with `defineListQuery`; the functions it
// gets back are the one mapping between URL, screen and API parameters, for every list of every area.

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
const MAX_PAGE_SIZE = 100;

/** A whole number from `min` to `max`, read as a number. */
export type IntegerRange = { readonly min: number; readonly max: number };
/** Free text, trimmed, at most `maxLength` characters once trimmed. */
export type TrimmedText = { readonly maxLength: number };

/**
 * How a filter's value is checked when read from the URL (a malformed one is dropped, not sent):
 * - `date`: `YYYY-MM-DD`;
 * - `uuid`;
 * - `code`: an option code (letters, digits, `_` and `-`, not starting with either of those two);
 * - `bool`: only `true` (a flag is on or absent);
 * - `uf`: two letters, upper-cased;
 * - `text`: any non-empty value, as written;
 * - a list of values: one of them;
 * - `{ min, max }`: a whole number in that range (the filter's value is a number);
 * - `{ maxLength }`: free text, trimmed, dropped when blank or longer.
 */
export type FilterKind =
  'date' | 'uuid' | 'code' | 'bool' | 'uf' | 'text' | readonly string[] | IntegerRange | TrimmedText;

/** A list's filter values (each optional: absent = not filtered). */
export type FilterValues = Record<string, string | number | undefined>;

/** The kinds a filter of type V can have: a number is a range; a string any kind but that; a union of
 * literals, one of them. */
type KindOf<V> = [V] extends [number]
  ? IntegerRange
  : string extends V
    ? Exclude<FilterKind, IntegerRange>
    : readonly V[];

/** Each filter of `F`, in the order its parameters are written to the URL, with its kind. */
export type FilterSpec<F extends FilterValues = Record<string, string>> = {
  readonly [K in keyof F]-?: KindOf<NonNullable<F[K]>>;
};

export type ListQuery<F extends FilterValues = Record<string, string>> = {
  q?: string;
  page: number;
  size: number;
  /** `field,asc|desc` */
  sort?: string;
  filters: F;
};

/** A query to write (to the URL or a link): any part of one, filters possibly unset. */
export type ListQueryInput<F extends FilterValues = Record<string, string>> = Partial<
  Omit<ListQuery<F>, 'filters'>
> & { filters?: Partial<F> };

export type ListQueryDefinition<F extends FilterValues = Record<string, string>> = {
  filters: FilterSpec<F>;
  /** The fields the API sorts by; a `sort` on any other field is dropped. */
  sortable: readonly string[];
  /** Sent to the API when the URL has no sort (none: the API's own order). */
  defaultSort?: string;
};

export type ListQueryFunctions<F extends FilterValues = Record<string, string>> = ListQueryDefinition<F> & {
  /** Reads the query from the URL; unknown or malformed values are dropped, not sent. */
  parseQuery: (params: URLSearchParams) => ListQuery<F>;
  /** Writes the query to the URL, leaving out defaults and empty filters so links stay short. */
  toSearchParams: (query: ListQueryInput<F>) => URLSearchParams;
  /** The API's parameters for the same query; `paged: false` for exports (the whole result). */
  toApiParams: (query: ListQuery<F>, paged?: boolean) => Record<string, QueryValue>;
  /** How many filters are set (the search text is not one). */
  filterCount: (query: ListQuery<F>) => number;
  /** Whether anything narrows the list: a search text or a filter. */
  hasFilters: (query: ListQuery<F>) => boolean;
  /** A link to the list at `path` with this query (a dashboard's click-through). */
  href: (path: string, query: ListQueryInput<F>) => string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/;
const UF = /^[A-Za-z]{2}$/;
const SORT = /^([^,]+),(asc|desc)$/;

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const isOneOf = (kind: FilterKind): kind is readonly string[] => Array.isArray(kind);

/** The filter's value read from a non-empty URL parameter, or undefined when it is malformed. */
const readFilter = (kind: FilterKind, raw: string): string | number | undefined => {
  if (isOneOf(kind)) return kind.includes(raw) ? raw : undefined;
  if (typeof kind === 'object') {
    if ('maxLength' in kind) {
      const text = raw.trim();
      return text && text.length <= kind.maxLength ? text : undefined;
    }
    const n = Number(raw);
    return Number.isInteger(n) && n >= kind.min && n <= kind.max ? n : undefined;
  }
  switch (kind) {
    case 'date':
      return DATE.test(raw) ? raw : undefined;
    case 'uuid':
      return UUID.test(raw) ? raw : undefined;
    case 'code':
      return CODE.test(raw) ? raw : undefined;
    case 'bool':
      return raw === 'true' ? raw : undefined;
    case 'uf':
      return UF.test(raw) ? raw.toUpperCase() : undefined;
    case 'text':
      return raw;
  }
};

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** One list's query functions, from its filters, sortable fields and default sort. */
export const defineListQuery = <F extends FilterValues = Record<string, string>>(
  definition: ListQueryDefinition<NoInfer<F>>,
): ListQueryFunctions<F> => {
  const { filters: spec, sortable, defaultSort } = definition;
  const keys = Object.keys(spec) as (keyof F & string)[];

  const parseQuery = (params: URLSearchParams): ListQuery<F> => {
    const filters: FilterValues = {};
    const query: ListQuery<F> = {
      page: positiveInt(params.get('page'), 1),
      size: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      filters: filters as F,
    };
    const q = params.get('q')?.trim();
    if (q) query.q = q;
    const sort = SORT.exec(params.get('sort') ?? '');
    if (sort && sortable.includes(sort[1])) query.sort = sort[0];
    for (const key of keys) {
      const raw = params.get(key);
      if (raw === null || raw === '') continue;
      const value = readFilter(spec[key] as FilterKind, raw);
      if (value !== undefined) filters[key] = value;
    }
    return query;
  };

  const toSearchParams = (query: ListQueryInput<F>): URLSearchParams => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    for (const key of keys) {
      const value = query.filters?.[key];
      if (isSet(value)) params.set(key, String(value));
    }
    if (query.sort) params.set('sort', query.sort);
    if (query.page && query.page > 1) params.set('page', String(query.page));
    if (query.size && query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
    return params;
  };

  const toApiParams = (query: ListQuery<F>, paged = true): Record<string, QueryValue> => {
    const params: Record<string, QueryValue> = { q: query.q || undefined, sort: query.sort ?? defaultSort };
    if (paged) {
      params.page = query.page;
      params.size = query.size;
    }
    for (const key of keys) params[key] = query.filters[key];
    return params;
  };

  const filterCount = (query: ListQuery<F>): number => keys.filter((key) => isSet(query.filters[key])).length;

  const hasFilters = (query: ListQuery<F>): boolean => Boolean(query.q) || filterCount(query) > 0;

  const href = (path: string, query: ListQueryInput<F>): string => {
    const search = toSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };

  return { ...definition, parseQuery, toSearchParams, toApiParams, filterCount, hasFilters, href };
};

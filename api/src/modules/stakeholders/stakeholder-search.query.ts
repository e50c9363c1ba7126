import { like, or, and, sql, type SQL } from 'drizzle-orm';
import {
  normaliseDocument,
  stakeholderTotalCap,
  type StakeholderSearchQuery,
} from '@conexoes/shared/contract';
import { stakeholders } from '../../db/schema';
import type { RequestScope } from '../../lib/scope';
import { foldedSql, foldText, likePattern } from '../../lib/text';

/*
 * The search's query parts (issue 9: split out of stakeholder.repository.ts so each is testable alone):
 * how q matches, the values of the prepared statements and their shapes, the sort keys.
 */

/**
 * How a filter takes its value: as it is (`literal`, the statement is built per call) or as a named
 * placeholder of a statement built once per query shape and prepared (the search, docs/decisions/0022).
 * The names are the keys of `searchValues`.
 */
export type BindOf<Name extends string> = <T>(name: Name, value: T) => T;
export type Bind = BindOf<keyof SearchValues>;
export const literal = <T>(_name: string, value: T): T => value;
// A Placeholder stands where the value would: drizzle renders it as $n and fills it at execute.
export const placeholder = <T>(name: string, _value: T): T => sql.placeholder(name) as never;

export const looksLikeDocument = (q: string) => /^[\d.\-/\s]+$/.test(q);

/** At most this many words of a query are matched (the longest ones): a bounded number of statement shapes. */
const MAX_WORDS = 6;
/** The placeholders of q's words, one per word wordPatterns keeps (the commitments' search uses them too). */
export const wordNames = ['q0', 'q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type WordName = (typeof wordNames)[number];

/**
 * The values every register search (commitments, interactions; lib/search-paths) takes besides its
 * filters: the caller's reach, q's words, the page, the total's cap past its start and the probe's rows
 * (enough for a word on one row in twenty).
 */
export const registerSearchValues = (
  scope: RequestScope,
  query: { q?: string; page?: number; size?: number },
  totalCap: number,
) => {
  const words = query.q ? wordPatterns(query.q) : [];
  const size = query.size ?? 20;
  const offset = ((query.page ?? 1) - 1) * size;
  return {
    tenantId: scope.tenantId,
    workspaceIds: scope.workspaceIds,
    ...(Object.fromEntries(wordNames.map((name, i) => [name, words[i] ?? null])) as Record<
      WordName,
      string | null
    >),
    size,
    offset,
    firstLimit: offset + totalCap + 1,
    probe: Math.min(2_000, 20 * (offset + size)),
  };
};

/** The folded words of a query as LIKE patterns, longest first (the most selective leads the index). */
export const wordPatterns = (q: string): string[] =>
  foldText(q)
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS)
    .map(likePattern);

/**
 * search_text without its trailing document: what an onlyBasicInfo caller may search (they never see
 * the CPF/CNPJ, so it must not find a record either). search_text ends with the folded document, which
 * has the stored document's length (stakeholderSearchText).
 */
const basicSearchText = sql`left(${stakeholders.searchText}, length(${stakeholders.searchText}) - coalesce(length(${stakeholders.document}), 0))`;

/**
 * Every word of q, in any order, case and accents ignored ("adriana vieira" finds "Adriana Andrade
 * Vieira"); a masked CPF/CNPJ ("123.456.789-09") also matches its stored unmasked form — except for
 * onlyBasicInfo callers, who cannot search by document at all.
 */
export const textMatch = (q: string, restricted: boolean, bind: Bind = literal): SQL => {
  const words = wordPatterns(q);
  const filters: SQL[] = words.map((word, i) =>
    like(stakeholders.searchText, bind(wordNames[i] as WordName, word)),
  );
  if (restricted) {
    // The plain LIKEs above keep the trigram index usable; these drop matches found only in the document.
    filters.push(
      ...words.map((word, i) => sql`${basicSearchText} like ${bind(wordNames[i] as WordName, word)}`),
    );
    return and(...filters) as SQL;
  }
  const folded = and(...filters) as SQL;
  if (!looksLikeDocument(q)) return folded;
  return or(
    folded,
    like(stakeholders.searchText, bind('qDocument', likePattern(normaliseDocument(q).toLowerCase()))),
  ) as SQL;
};

/**
 * The pickers' order for q (POST stakeholders/options), before the name: 0 the name starts with what
 * was typed, 1 the name holds it as typed, 2 the name holds all its words, 3 the rest (matched by the
 * municipality, or the document, in search_text). Only the name is read, so it tells an onlyBasicInfo
 * caller nothing textMatch did not let them find.
 */
export const nameFirst = (q: string): SQL => {
  const phrase = likePattern(foldText(q).replace(/\s+/g, ' '));
  const name = foldedSql(sql`${stakeholders.name}`);
  const words = wordPatterns(q).map((word) => sql`${name} like ${word}`);
  const allWords = words.length > 0 ? (and(...words) as SQL) : sql`false`;
  return sql`case when ${name} like ${phrase.slice(1)} then 0 when ${name} like ${phrase} then 1 when ${allWords} then 2 else 3 end`;
};

/** Every value a search statement may take, by placeholder name (unused ones are ignored). */
export const searchValues = (scope: RequestScope, query: StakeholderSearchQuery) => ({
  tenantId: scope.tenantId,
  workspaceIds: scope.workspaceIds,
  ...(Object.fromEntries(
    wordNames.map((name, i) => [name, query.q ? (wordPatterns(query.q)[i] ?? null) : null]),
  ) as Record<WordName, string | null>),
  qDocument: query.q ? likePattern(normaliseDocument(query.q).toLowerCase()) : null,
  kind: query.kind ?? null,
  category: query.category ?? null,
  scope: query.scope ?? null,
  entityType: query.entityType ?? null,
  state: query.state ?? null,
  municipality: query.municipality?.toLowerCase() ?? null,
  // search_text holds the folded municipality: this pattern lets the trigram index find its rows.
  municipalityText: query.municipality
    ? likePattern(foldText(query.municipality).trim().replace(/\s+/g, ' '))
    : null,
  influence: query.influence ?? null,
  interest: query.interest ?? null,
  parentId: query.parentId ?? null,
  workspaceId: query.workspaceId ?? null,
  responsibleId: query.responsibleId ?? null,
  topic: query.topic ?? null,
  size: query.size,
  offset: (query.page - 1) * query.size,
  countLimit: (query.page - 1) * query.size + stakeholderTotalCap + 1,
});
export type SearchValues = ReturnType<typeof searchValues>;

/** The filters present, the sort and whether q may be a document: one prepared statement pair each. */
export const shapeOf = (query: StakeholderSearchQuery, restricted: boolean): string =>
  [
    query.sort ?? 'name,asc',
    restricted ? 'basic' : '',
    query.q ? `${looksLikeDocument(query.q) ? 'qd' : 'q'}${wordPatterns(query.q).length}` : '',
    ...(
      ['kind', 'category', 'scope', 'entityType', 'state', 'municipality', 'influence', 'interest'] as const
    )
      .filter((field) => query[field] !== undefined && query[field] !== '')
      .map((field) => field),
    query.parentId ? 'parentId' : '',
    query.workspaceId ? 'workspaceId' : '',
    query.responsibleId ? 'responsibleId' : '',
    query.topic ? 'topic' : '',
  ].join(' ');

export const sortColumns = {
  name: stakeholders.name,
  createdAt: stakeholders.createdAt,
  updatedAt: stakeholders.updatedAt,
  influence: stakeholders.influence,
  interest: stakeholders.interest,
  state: stakeholders.state,
  municipality: stakeholders.municipality,
  category: stakeholders.categoryCode,
  kind: stakeholders.kind,
} as const;

/**
 * The sort keys as expressions equal to the column (same type, collation and NULLs) that no index
 * matches: ordering by one makes PostgreSQL filter first and sort the matches (see `prepareSearch`).
 */
export const sortExpressions: Record<keyof typeof sortColumns, SQL> = {
  name: sql`(${stakeholders.name} || '')`,
  createdAt: sql`(${stakeholders.createdAt} + interval '0 s')`,
  updatedAt: sql`(${stakeholders.updatedAt} + interval '0 s')`,
  influence: sql`(${stakeholders.influence} + 0)`,
  interest: sql`(${stakeholders.interest} + 0)`,
  state: sql`(${stakeholders.state} || '')`,
  municipality: sql`(${stakeholders.municipality} || '')`,
  category: sql`(${stakeholders.categoryCode} || '')`,
  kind: sql`(${stakeholders.kind} || '')`,
};

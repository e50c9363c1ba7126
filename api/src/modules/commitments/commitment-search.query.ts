import { commitmentTotalCap, type CommitmentSearchQuery } from '@conexoes/shared/contract';
import type { RequestScope } from '../../lib/scope';
import { readsInteractions } from '../interactions/interaction-basic-info';
import { type BindOf, registerSearchValues, wordPatterns } from '../stakeholders/stakeholder-search.query';
import { dayAfter, dayStart, todayInSaoPaulo } from './commitment.fields';

/*
 * The register search's values and shapes: as the stakeholders' (docs/decisions/0022), each shape (the
 * filters present and the sort) is built once with placeholders and prepared, and a search only fills
 * in these values. Building the SQL per request cost the API more CPU than PostgreSQL spent (0037).
 */

/** Every value a search statement may take, by placeholder name (unused ones are ignored). */
export const commitmentSearchValues = (scope: RequestScope, query: Partial<CommitmentSearchQuery>) => {
  const base = registerSearchValues(scope, query, commitmentTotalCap);
  return {
    ...base,
    status: query.status && query.status !== 'overdue' ? query.status : null,
    today: query.status === 'overdue' ? todayInSaoPaulo() : null,
    source: query.source ?? null,
    ownerId: query.ownerId ?? null,
    workspaceId: query.workspaceId ?? null,
    priority: query.priority ?? null,
    risk: query.risk ?? null,
    negotiationPlanId: query.negotiationPlanId ?? null,
    // The interaction filter finds only what the caller may open: in the interactions area too.
    interactionId: readsInteractions(scope) ? (query.interactionId ?? null) : null,
    dueFrom: query.dueFrom ?? null,
    dueTo: query.dueTo ?? null,
    // As text: a placeholder's value reaches the driver without the column's Date encoding.
    createdFrom: query.createdFrom ? dayStart(query.createdFrom).toISOString() : null,
    createdTo: query.createdTo ? dayAfter(query.createdTo).toISOString() : null,
    stakeholderId: query.stakeholderId ?? null,
    topicId: query.topicId ?? null,
    ods: query.ods ?? null,
    countLimit: base.offset + (query.q ? fewMatchesWithWords : fewMatches) + 1,
  };
};
export type CommitmentSearchValues = ReturnType<typeof commitmentSearchValues>;
export type CommitmentBind = BindOf<keyof CommitmentSearchValues>;

/**
 * How many matches past the page's start are "few": found first (by whichever index the filters
 * favour), counted and sorted in one pass. Past that the page is read along the sort's index, which
 * carries the scalar filters' columns (migration 0021): rows that fail them are passed over on the
 * index, so matches that come late in the sort's order (open commitments are the recent ones) cost
 * little. 5,000 here measured slower: broad filters then read 5,000 rows to walk anyway (0037).
 */
export const fewMatches = 1_000;
/**
 * With words, more: a walk reads the row of every entry it passes (the words are not on the index),
 * while the trigram index hands over just the candidates.
 */
const fewMatchesWithWords = 10_000;
/**
 * Words and nothing else: such a search first counts to the total's cap, then tries the page among the
 * first rows of the sort's order, and only then counts further. With another filter the matches are
 * too thin in that order for the try to pay.
 */
export const probesFirst = (query: Partial<CommitmentSearchQuery>): boolean =>
  Boolean(query.q) && filterNames.every((name) => query[name] === undefined || query[name] === '');

const filterNames = [
  'status',
  'source',
  'ownerId',
  'workspaceId',
  'priority',
  'risk',
  'negotiationPlanId',
  'interactionId',
  'dueFrom',
  'dueTo',
  'createdFrom',
  'createdTo',
  'stakeholderId',
  'topicId',
  'ods',
] as const;

/** The filters present, how many words and the sort: one set of prepared statements each. */
export const commitmentShapeOf = (query: Partial<CommitmentSearchQuery>): string =>
  [
    query.sort ?? 'dueDate,asc',
    query.q ? `q${wordPatterns(query.q).length}` : '',
    query.status === 'overdue' ? 'overdue' : '',
    ...filterNames.filter((name) => query[name] !== undefined && query[name] !== ''),
  ].join(' ');

import {
  interactionFilterSchema,
  interactionTotalCap,
  type InteractionSearchQuery,
} from '@conexoes/shared/contract';
import type { RequestScope } from '../../lib/scope';
import { type BindOf, registerSearchValues, wordPatterns } from '../stakeholders/stakeholder-search.query';
import { dayAfter, dayStart, todayInSaoPaulo } from './interaction.fields';
import { grievanceTodayStart, isLateGrievanceFilter } from './interaction-grievance';

/*
 * The interaction search's values and shapes, as the stakeholders' and the commitments' (decisions 0022,
 * 0037): each shape (the filters present and the sort) is built once with placeholders and prepared; a
 * search only fills in these values.
 */

/** Every value a search statement may take, by placeholder name (unused ones are ignored). */
export const interactionSearchValues = (scope: RequestScope, query: Partial<InteractionSearchQuery>) => {
  const base = registerSearchValues(scope, query, interactionTotalCap);
  return {
    ...base,
    // The caller, for a confidential grievance's desk (interaction-confidential.ts).
    userId: scope.userId,
    // As text: a placeholder's value reaches the driver without the column's Date encoding.
    from: query.from ? dayStart(query.from).toISOString() : null,
    to: query.to ? dayAfter(query.to).toISOString() : null,
    type: query.type ?? null,
    channel: query.channel ?? null,
    classification: query.classification ?? null,
    status: query.status ?? null,
    perception: query.perception ?? null,
    direction: query.direction ?? null,
    state: query.state ?? null,
    municipality: query.municipality ? query.municipality.toLowerCase() : null,
    workspaceId: query.workspaceId ?? null,
    stakeholderId: query.stakeholderId ?? null,
    topicId: query.topicId ?? null,
    participantId: query.participantId ?? null,
    ods: query.ods ?? null,
    today: query.followUp === 'overdue' ? todayInSaoPaulo() : null,
    // Past a target (either, or the one named): the day the targets count back from.
    grievanceToday: isLateGrievanceFilter(query.grievance) ? grievanceTodayStart() : null,
    countLimit: base.offset + fewMatchesOf(query) + 1,
  };
};
export type InteractionSearchValues = ReturnType<typeof interactionSearchValues>;
export type InteractionBind = BindOf<keyof InteractionSearchValues>;

/**
 * How many matches past the page's start are "few": found first (by whichever index the filters
 * favour), counted and the page sorted among them in one pass. Past that the page is read along the
 * sort's index, which carries the scalar filters' columns (migration 0022), so rows failing them are
 * passed over on the index alone.
 */
export const fewMatches = 1_000;
/**
 * A date range sorted by a key that follows the start: rows are created near the day they start, so
 * walking the created (or code, or updated) index from the newest passes every row after the range
 * first — seconds for a month of last year before 0016, still tens of milliseconds on the index alone.
 * The range's rows are sorted instead while they are this many at most: a month of a million-row tenant
 * is ~40k, read on the starts index alone. A range of most of the tenant is walked (150,000 counted
 * first cost 100-500 ms). The subject does not follow the start: its index carries the start, and a
 * walk along it meets the range's rows evenly (a month: 6 ms, against 100-900 ms to sort the month's
 * subjects, read from the table).
 */
const fewInRange = 50_000;
const followsTheStart = new Set(['code', 'createdAt', 'updatedAt']);
/**
 * A subject sort with words or a place: they are part of the subjects, so walking the subject index
 * meets the matches late; this many are sorted after filtering.
 */
const fewSubjects = 50_000;

const fewMatchesOf = (query: Partial<InteractionSearchQuery>): number => {
  const field = sortFieldOf(query.sort);
  if (field === 'subject' && (query.q || query.municipality)) return fewSubjects;
  if ((query.from || query.to) && followsTheStart.has(field)) return fewInRange;
  return fewMatches;
};

const sortFieldOf = (sort: string | undefined): string => (sort ?? 'startsAt,desc').split(',')[0] ?? '';

/** The list's filters, as the contract names them (the sort, page and words aside). */
const filterNames = Object.keys(interactionFilterSchema.shape) as Array<
  keyof typeof interactionFilterSchema.shape
>;

/**
 * Words and nothing else: such a search first counts to the total's cap, then tries the page among the
 * first rows of the sort's order, and only then counts further (as the commitments', 0037).
 */
export const probesFirst = (query: Partial<InteractionSearchQuery>): boolean =>
  Boolean(query.q) && filterNames.every((name) => query[name] === undefined || query[name] === '');

/** The filters present, how many words and the sort: one set of prepared statements each. */
export const interactionShapeOf = (query: Partial<InteractionSearchQuery>): string =>
  [
    query.sort ?? 'startsAt,desc',
    query.q ? `q${wordPatterns(query.q).length}` : '',
    query.followUp ?? '',
    query.grievance ?? '',
    ...filterNames.filter((name) => query[name] !== undefined && query[name] !== ''),
  ].join(' ');

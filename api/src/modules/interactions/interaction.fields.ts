import {
  endingStatuses,
  findMunicipality,
  todayInSaoPaulo,
  type InteractionWrite,
} from '@conexoes/shared/contract';
import type { FieldChange, InteractionInsert, InteractionRow } from '../../db/schema';
import { foldText } from '../../lib/text';

/** Fields whose changes the history records, in display order. */
export const trackedFields = [
  'workspaceId',
  'startsAt',
  'endsAt',
  'subject',
  'description',
  'direction',
  'typeCode',
  'channelCode',
  'classificationCode',
  'statusCode',
  'perception',
  'state',
  'municipality',
  'latitude',
  'longitude',
  'ods',
  'issuesRaised',
  'response',
  'followUpRequired',
  'followUpDue',
  'followUpOwnerId',
  'grievanceAcknowledgedOn',
  'grievanceRespondedOn',
  'grievanceClosedOn',
  'grievanceOutcome',
  'confidential',
] as const satisfies ReadonlyArray<keyof InteractionRow>;

/** Statuses that end a follow-up (and a grievance): an interaction in one of them is never open nor overdue. */
export const closedStatuses = endingStatuses;

/* São Paulo calendar days: a fixed UTC−03:00 (no daylight saving since 2019; see todayInSaoPaulo). */
const SAO_PAULO_OFFSET = '-03:00';
const SAO_PAULO_MS = 3 * 60 * 60 * 1000;
/** The first instant of a São Paulo day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${SAO_PAULO_OFFSET}`);
/** The first instant of the São Paulo day after `day`. */
export const dayAfter = (day: string): Date => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
export { todayInSaoPaulo };
/** The São Paulo year of an instant (the code's year). */
export const yearInSaoPaulo = (at: Date): number => new Date(at.getTime() - SAO_PAULO_MS).getUTCFullYear();

/** `INT-2026-00042`. */
export const interactionCode = (year: number, number: number): string =>
  `INT-${year}-${String(number).padStart(5, '0')}`;

/** The row's copy of its topic links (topic_ids, decision 0042): each once, sorted. */
export const topicIdsOf = (ids: readonly string[]): string[] => [...new Set(ids)].sort();

/** The folded text search runs on: code, subject, description and the stakeholders' names. */
export const interactionSearchText = (row: {
  code: string;
  subject: string;
  description?: string | null;
  stakeholderNames: string[];
}): string =>
  foldText([row.code, row.subject, row.description ?? '', ...row.stakeholderNames].join(' ')).replace(
    /\s+/g,
    ' ',
  );

/** Whether a follow-up is still open, and whether it is past its due day (São Paulo). */
export const followUpState = (
  row: Pick<InteractionRow, 'followUpRequired' | 'followUpDue' | 'statusCode'>,
  today = todayInSaoPaulo(),
) => {
  const open = row.followUpRequired && !(closedStatuses as readonly string[]).includes(row.statusCode ?? '');
  return { open, overdue: open && row.followUpDue !== null && row.followUpDue < today };
};

/**
 * Column values from a validated body (the contract already checked the place, the dates and the
 * follow-up): the IBGE spelling and code of the municipality, instants as dates. The search column
 * needs the code and the stakeholders' names, so the caller fills it.
 */
export const toColumns = (
  input: InteractionWrite,
): Omit<
  InteractionInsert,
  | 'tenantId'
  | 'workspaceId'
  | 'id'
  | 'code'
  | 'searchText'
  | 'createdBy'
  | 'updatedBy'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'deletedBy'
> => {
  const place =
    input.state && input.municipality ? findMunicipality(input.state, input.municipality) : undefined;
  return {
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    subject: input.subject,
    description: input.description ?? null,
    direction: input.direction,
    typeCode: input.typeCode,
    channelCode: input.channelCode ?? null,
    classificationCode: input.classificationCode ?? null,
    statusCode: input.statusCode ?? null,
    perception: input.perception ?? null,
    state: input.state ?? null,
    municipality: place?.name ?? null,
    municipalityCode: place?.code ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    ods: [...new Set(input.ods)].sort((a, b) => a - b),
    // The same ids writeLinks puts in interaction_topics.
    topicIds: topicIdsOf(input.topicIds),
    issuesRaised: input.issuesRaised ?? null,
    response: input.response ?? null,
    followUpRequired: input.followUpRequired,
    // A follow-up not required keeps no due day nor owner: they would read as pending elsewhere.
    followUpDue: input.followUpRequired ? (input.followUpDue ?? null) : null,
    followUpOwnerId: input.followUpRequired ? (input.followUpOwnerId ?? null) : null,
  };
};

const normal = (value: unknown): unknown => {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
};
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Field-level differences between two versions of a row (instants as ISO strings). */
export const diffRows = (
  before: Partial<InteractionRow> | null,
  after: Partial<InteractionRow>,
): FieldChange[] =>
  trackedFields
    .filter((field) => !same(before?.[field], after[field]))
    .map((field) => ({
      field,
      before: (normal(before?.[field]) as unknown) ?? null,
      after: (normal(after[field]) as unknown) ?? null,
    }));

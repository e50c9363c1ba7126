import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InteractionExportQuery } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import {
  interactionLinkKeys,
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholders,
  topics,
  users,
} from '../../../db/schema';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { complainantInSight } from '../interaction-confidential';
import { idsInOrder, readInOrder } from '../../../lib/sheets/ordered-batches';
import { topicInSight } from '../../topics/topics-in-sight';
import { interactionOrder, type InteractionRepository } from '../interaction.repository';
import { LIST_SEPARATOR } from './interaction-columns';
import { rowsOf } from '../../../db/rows-of';

/**
 * One interaction as read for the file: option codes (worded for the reader afterwards), dates already
 * in the file's Brazilian form, and the names of the people and topics it links.
 */
export type ExportSource = {
  code: string;
  /** `25/11/2026 09:30`, on the caller's clock (lib/time-zone). */
  startsAt: string;
  endsAt: string | null;
  subject: string;
  description: string | null;
  direction: string;
  typeCode: string;
  channelCode: string | null;
  classificationCode: string | null;
  statusCode: string | null;
  perception: string | null;
  state: string | null;
  municipality: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The stakeholders the caller can see, by name: kind, role, CPF/CNPJ. */
  linked: Array<{ name: string; kind: string; role: string; document: string | null }>;
  /** Names joined by the file's list separator. */
  participants: string | null;
  topics: string | null;
  ods: string | null;
  /** Every SDG it touches, chosen or through its topics' categories (the link keys' `ods:`). */
  odsAll: string | null;
  issuesRaised: string | null;
  response: string | null;
  followUpRequired: boolean;
  /** `25/11/2026`. */
  followUpDue: string | null;
  followUpOwner: string | null;
  /** A grievance's steps (`25/11/2026`) and the complainant's answer (decision 0074). */
  grievanceAcknowledgedOn: string | null;
  grievanceRespondedOn: string | null;
  grievanceClosedOn: string | null;
  grievanceOutcome: string | null;
  confidential: boolean;
};

/** As the batch reads it: people and topics by id, named from `Names` (below). */
type Raw = Omit<ExportSource, 'linked' | 'followUpOwner' | 'participants' | 'topics'> & {
  linked: ExportSource['linked'] | null;
  followUpOwner: string | null;
  participants: string[];
  topics: string[];
};

/**
 * Names by id, each with its place in the database's order by name: a tenant's users and the topics the
 * caller reads are few, so an export reads them once and names each row's ids here, instead of joining
 * them again for every row (a third of the batch's database time). Ids absent (a topic out of sight) are
 * left out, as the joins left them.
 */
type Names = Map<string, { name: string; rank: number }>;
const namesOf = (rows: Array<{ id: string; name: string }>): Names =>
  new Map(rows.map((row, rank) => [row.id, { name: row.name, rank }]));
const listOf = (ids: string[], names: Names): string | null => {
  const found = ids.flatMap((id) => names.get(id) ?? []);
  if (found.length === 0) return null;
  return found
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.name)
    .join(LIST_SEPARATOR);
};

/**
 * The file's date forms, written by the database on the caller's clock (lib/time-zone): no Date object
 * per cell (interaction-cells.ts).
 */
const dateTimeCell = (column: AnyPgColumn, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}::text, 'DD/MM/YYYY HH24:MI')`;

/**
 * The interactions of a search, every page of it, in the search's order: the ordered ids first (one
 * narrow query over the search's own WHERE), then the rows batch by batch, shaped for the file by the
 * database (names joined, dates worded) and read without the ORM's mapping — no query per row.
 */
export const createInteractionExportRepository = (db: Database, repository: InteractionRepository) => {
  const readBatch = async (
    scope: RequestScope,
    ids: string,
    timeZone: string,
    people: Names,
    topicNames: Names,
  ): Promise<ExportSource[]> => {
    const i = interactions;
    // A confidential grievance off its desk (decision 0075): no stakeholder and nothing said leaves the
    // database — one condition on the row, no query per row.
    const inSight = complainantInSight(scope);
    const said = (column: unknown) => sql`case when ${inSight} then ${column} end`;
    // Each row leaves the database as one JSON value, read by one JSON.parse: ~26 text columns decoded
    // one by one in JavaScript cost the API more than the database spends writing the JSON.
    const result: unknown = await db.execute(sql`
      select row_to_json(x) as "row" from (
      select o.n, ${i.code} as "code", ${dateTimeCell(i.startsAt, timeZone)} as "startsAt",
        ${dateTimeCell(i.endsAt, timeZone)} as "endsAt", ${i.subject} as "subject", ${said(i.description)} as "description",
        ${i.direction} as "direction", ${i.typeCode} as "typeCode", ${i.channelCode} as "channelCode",
        ${i.classificationCode} as "classificationCode", ${i.statusCode} as "statusCode",
        ${i.perception} as "perception", ${i.state} as "state", ${i.municipality} as "municipality",
        ${i.latitude}::float8 as "latitude", ${i.longitude}::float8 as "longitude",
        array_to_string(${i.ods}, ${LIST_SEPARATOR}::text) as "ods",
        (select string_agg(substr(k, 5), ${LIST_SEPARATOR}::text order by substr(k, 5)::int)
          from ${interactionLinkKeys}, unnest(${interactionLinkKeys.keys}) k
          where ${interactionLinkKeys.tenantId} = ${i.tenantId}
            and ${interactionLinkKeys.interactionId} = ${i.id}
            and k like 'ods:%') as "odsAll",
        ${said(i.issuesRaised)} as "issuesRaised", ${said(i.response)} as "response",
        ${i.followUpRequired} as "followUpRequired", to_char(${i.followUpDue}, 'DD/MM/YYYY') as "followUpDue",
        ${i.followUpOwnerId} as "followUpOwner",
        to_char(${i.grievanceAcknowledgedOn}, 'DD/MM/YYYY') as "grievanceAcknowledgedOn",
        to_char(${i.grievanceRespondedOn}, 'DD/MM/YYYY') as "grievanceRespondedOn",
        to_char(${i.grievanceClosedOn}, 'DD/MM/YYYY') as "grievanceClosedOn",
        ${i.grievanceOutcome} as "grievanceOutcome", ${i.confidential} as "confidential",
        (select json_agg(json_build_object(
            'name', ${stakeholders.name}, 'kind', ${stakeholders.kind}, 'role', ${interactionStakeholders.role},
            'document', ${stakeholders.document}) order by ${stakeholders.name}, ${stakeholders.id})
          from ${interactionStakeholders} join ${stakeholders}
            on ${stakeholders.tenantId} = ${interactionStakeholders.tenantId}
           and ${stakeholders.id} = ${interactionStakeholders.stakeholderId}
          where ${interactionStakeholders.tenantId} = ${i.tenantId}
            and ${interactionStakeholders.interactionId} = ${i.id}
            and ${visibleIn(scope, stakeholders)} and ${inSight}) as "linked",
        array(select ${interactionParticipants.userId} from ${interactionParticipants}
          where ${interactionParticipants.tenantId} = ${i.tenantId}
            and ${interactionParticipants.interactionId} = ${i.id}) as "participants",
        array(select ${interactionTopics.topicId} from ${interactionTopics}
          where ${interactionTopics.tenantId} = ${i.tenantId}
            and ${interactionTopics.interactionId} = ${i.id}) as "topics"
      from unnest(string_to_array(${ids}, ',')::uuid[]) with ordinality as o (id, n)
      join ${interactions} on ${i.tenantId} = ${scope.tenantId}::uuid and ${i.id} = o.id
      where ${repository.visible(scope)}
      ) x order by x.n`);
    // postgres-js parses json columns, PGlite may hand them as text.
    const rows = rowsOf<{ row: Raw | string }>(result).map(
      ({ row }) => (typeof row === 'string' ? JSON.parse(row) : row) as Raw,
    );
    // Completed in place, not copied: one object less per row for the collector.
    const shaped = rows as unknown as Array<Record<keyof ExportSource, unknown>>;
    for (const r of rows) {
      const out = r as unknown as ExportSource;
      out.linked = r.linked ?? [];
      out.followUpOwner = r.followUpOwner ? (people.get(r.followUpOwner)?.name ?? null) : null;
      out.participants = listOf(r.participants, people);
      out.topics = listOf(r.topics, topicNames);
    }
    return shaped as unknown as ExportSource[];
  };

  /** Every user of the tenant and the topics the caller reads, by name (see `Names`). */
  const namesFor = async (scope: RequestScope) => {
    const [people, seen] = await Promise.all([
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.tenantId, scope.tenantId))
        .orderBy(asc(users.name)),
      db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(topicInSight(scope))
        .orderBy(asc(topics.name)),
    ]);
    return { people: namesOf(people), topicNames: namesOf(seen) };
  };

  return {
    async *records(
      scope: RequestScope,
      query: Omit<InteractionExportQuery, 'format'>,
      timeZone: string,
    ): AsyncGenerator<ExportSource> {
      const order = interactionOrder(query.sort);
      const ids = await idsInOrder(
        db,
        interactions,
        interactions.id,
        order,
        and(...repository.filtersOf(scope, query)),
      );
      const { people, topicNames } = await namesFor(scope);
      yield* readInOrder(ids, (slice) => readBatch(scope, slice, timeZone, people, topicNames));
    },
  };
};

import { and, eq, sql } from 'drizzle-orm';
import type { InteractionExportQuery } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import {
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholders,
  topics,
  users,
} from '../../../db/schema';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { interactionSortColumns, type InteractionRepository } from '../interaction.repository';

/** One interaction as read for the file: codes and names, before they are worded for the reader. */
export type ExportSource = {
  code: string;
  startsAt: Date;
  endsAt: Date | null;
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
  participants: string[];
  topics: string[];
  ods: number[];
  issuesRaised: string | null;
  response: string | null;
  followUpRequired: boolean;
  followUpDue: string | null;
  followUpOwner: string | null;
};

/** Rows per read: enough to keep the database busy, few enough to keep memory flat. */
const BATCH = 1000;
/** A uuid and its comma in the id list. */
const ID = 37;

/** postgres-js parses json columns, PGlite may hand them as text. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The interactions of a search, every page of it, in the search's order: the ordered ids first (one
 * narrow query over the search's own WHERE), then the rows batch by batch with every name resolved
 * in the same statement — no query per row.
 */
export const createInteractionExportRepository = (db: Database, repository: InteractionRepository) => {
  const readBatch = async (scope: RequestScope, ids: string): Promise<ExportSource[]> => {
    type Raw = Omit<ExportSource, 'linked' | 'participants' | 'topics' | 'startsAt' | 'endsAt' | 'ods'> & {
      startsAt: Date | string;
      endsAt: Date | string | null;
      ods: number[] | string | null;
      n: number;
      linked: ExportSource['linked'] | string | null;
      participants: string[] | string | null;
      topics: string[] | string | null;
    };
    const order = sql`unnest(string_to_array(${ids}, ',')::uuid[]) with ordinality as o (id, n)`;
    const rows = (await db
      .select({
        n: sql<number>`o.n`,
        code: interactions.code,
        startsAt: interactions.startsAt,
        endsAt: interactions.endsAt,
        subject: interactions.subject,
        description: interactions.description,
        direction: interactions.direction,
        typeCode: interactions.typeCode,
        channelCode: interactions.channelCode,
        classificationCode: interactions.classificationCode,
        statusCode: interactions.statusCode,
        perception: interactions.perception,
        state: interactions.state,
        municipality: interactions.municipality,
        latitude: interactions.latitude,
        longitude: interactions.longitude,
        ods: interactions.ods,
        issuesRaised: interactions.issuesRaised,
        response: interactions.response,
        followUpRequired: interactions.followUpRequired,
        followUpDue: interactions.followUpDue,
        followUpOwner: sql<string | null>`(select ${users.name} from ${users}
          where ${users.tenantId} = ${interactions.tenantId} and ${users.id} = ${interactions.followUpOwnerId})`,
        linked: sql<ExportSource['linked']>`(select coalesce(json_agg(json_build_object(
            'name', ${stakeholders.name}, 'kind', ${stakeholders.kind}, 'role', ${interactionStakeholders.role},
            'document', ${stakeholders.document}) order by ${stakeholders.name}, ${stakeholders.id}), '[]'::json)
          from ${interactionStakeholders} join ${stakeholders}
            on ${stakeholders.tenantId} = ${interactionStakeholders.tenantId}
           and ${stakeholders.id} = ${interactionStakeholders.stakeholderId}
          where ${interactionStakeholders.tenantId} = ${interactions.tenantId}
            and ${interactionStakeholders.interactionId} = ${interactions.id}
            and ${visibleIn(scope, stakeholders)})`,
        participants: sql<
          string[]
        >`(select coalesce(json_agg(${users.name} order by ${users.name}), '[]'::json)
          from ${interactionParticipants} join ${users}
            on ${users.tenantId} = ${interactionParticipants.tenantId} and ${users.id} = ${interactionParticipants.userId}
          where ${interactionParticipants.tenantId} = ${interactions.tenantId}
            and ${interactionParticipants.interactionId} = ${interactions.id})`,
        topics: sql<string[]>`(select coalesce(json_agg(${topics.name} order by ${topics.name}), '[]'::json)
          from ${interactionTopics} join ${topics}
            on ${topics.tenantId} = ${interactionTopics.tenantId} and ${topics.id} = ${interactionTopics.topicId}
          where ${interactionTopics.tenantId} = ${interactions.tenantId}
            and ${interactionTopics.interactionId} = ${interactions.id})`,
      })
      .from(order)
      .innerJoin(interactions, and(eq(interactions.tenantId, scope.tenantId), sql`${interactions.id} = o.id`))
      .where(repository.visible(scope))
      .orderBy(sql`o.n`)) as Raw[];
    return rows.map((r) => ({
      ...r,
      startsAt: new Date(r.startsAt),
      endsAt: r.endsAt ? new Date(r.endsAt) : null,
      ods: (typeof r.ods === 'string'
        ? r.ods.replace(/[{}]/g, '').split(',').filter(Boolean)
        : (r.ods ?? [])
      ).map(Number),
      latitude: r.latitude === null ? null : Number(r.latitude),
      longitude: r.longitude === null ? null : Number(r.longitude),
      linked: parsed(r.linked) ?? [],
      participants: parsed(r.participants) ?? [],
      topics: parsed(r.topics) ?? [],
    }));
  };

  return {
    async *records(
      scope: RequestScope,
      query: Omit<InteractionExportQuery, 'format'>,
    ): AsyncGenerator<ExportSource> {
      const [field, direction] = (query.sort ?? 'startsAt,desc').split(',') as [
        keyof typeof interactionSortColumns,
        'asc' | 'desc',
      ];
      const column = interactionSortColumns[field] ?? interactions.startsAt;
      // The ordered ids as one string (36 characters and a comma each), sliced per batch: a 100k
      // export's list costs a few MB, and each batch is one parameter.
      const order =
        direction === 'asc'
          ? sql`${column} asc, ${interactions.id} asc`
          : sql`${column} desc, ${interactions.id} desc`;
      const [list] = await db
        .select({
          ids: sql<string>`coalesce(string_agg(${interactions.id}::text, ',' order by ${order}), '')`,
        })
        .from(interactions)
        .where(and(...repository.filtersOf(scope, query)));
      const ids = list?.ids ?? '';
      const count = ids.length === 0 ? 0 : (ids.length + 1) / ID;
      const slice = (from: number): string | null =>
        from >= count ? null : ids.slice(from * ID, Math.min(count, from + BATCH) * ID - 1);

      // The next batch is read while the current one is written: database and file work overlap.
      const first = slice(0);
      let next = first === null ? undefined : readBatch(scope, first);
      for (let i = 0; next; i += BATCH) {
        const current = await next;
        const following = slice(i + BATCH);
        next = following === null ? undefined : readBatch(scope, following);
        yield* current;
      }
    },
  };
};

import { and, sql, type SQL } from 'drizzle-orm';
import type { GrievanceOutcome, InteractionSearchQuery } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import {
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholders,
  topicCategories,
  topics,
  users,
  workspaces,
} from '../../../db/schema';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { complainantInSight } from '../interaction-confidential';
import { topicInSight } from '../../topics/topics-in-sight';
import { namedOf } from '../interaction-basic-info';
import { interactionOrder, type InteractionRepository } from '../interaction.repository';
import { rowsOf } from '../../../db/rows-of';

/** The search's filters and order, without paging: the report covers the whole result set. */
export type ReportQuery = Omit<InteractionSearchQuery, 'page' | 'size'>;

export type CodeCount = { code: string | null; count: number };

/** The figures of the report, over every interaction of the search (not only the listed ones). */
export type ReportFigures = {
  total: number;
  byType: CodeCount[];
  byChannel: CodeCount[];
  byPerception: CodeCount[];
  byStatus: CodeCount[];
  /** `YYYY-MM` (São Paulo calendar) → count, ascending. */
  byMonth: Array<{ month: string; count: number }>;
};

/** One interaction as the report prints it: codes for the option lists, names for every reference. */
export type ReportRow = {
  id: string;
  code: string;
  startsAt: Date;
  subject: string;
  description: string | null;
  direction: 'inbound' | 'outbound';
  typeCode: string;
  channelCode: string | null;
  classificationCode: string | null;
  statusCode: string | null;
  perception: 'positive' | 'neutral' | 'negative' | null;
  state: string | null;
  municipality: string | null;
  issuesRaised: string | null;
  response: string | null;
  followUpRequired: boolean;
  followUpDue: string | null;
  followUpOwner: string | null;
  /** A grievance's steps, `YYYY-MM-DD`, and the complainant's answer (decision 0074). */
  grievanceAcknowledgedOn: string | null;
  grievanceRespondedOn: string | null;
  grievanceClosedOn: string | null;
  grievanceOutcome: GrievanceOutcome | null;
  workspace: string;
  /** Organisations by name, and people by name unless the caller has onlyBasicInfo. */
  stakeholders: string[];
  /** People left unnamed for an onlyBasicInfo caller (counted, never named). */
  unnamedPeople: number;
  topics: string[];
  /** The company's people who took part, by name. */
  participants: string[];
  /** The goals chosen on the record and those of its topics' categories, as the ODS filter counts them. */
  ods: number[];
};

/** Rows per read: the document is written batch by batch, memory stays flat. */
const BATCH = 250;

/** São Paulo keeps UTC−03:00 all year (interaction.fields); an interval zone needs no time-zone data. */
const monthOf = sql<string>`to_char(${interactions.startsAt} at time zone interval '-03:00', 'YYYY-MM')`;

/**
 * The report's one data module: the figures (one grouped query over the search's WHERE) and the
 * listed interactions (their ordered ids, then batches with every name resolved in the same query —
 * no query per row). The WHERE is the search's own (`filtersOf`), so the report is exactly its result.
 */
export const createInteractionReportQuery = (db: Database, repository: InteractionRepository) => {
  const whereOf = (scope: RequestScope, query: ReportQuery): SQL =>
    and(...repository.filtersOf(scope, query)) as SQL;

  const figures = async (scope: RequestScope, query: ReportQuery): Promise<ReportFigures> => {
    // One scan: each grouping set is one breakdown, `()` the total. grouping(x) = 0 in x's set.
    const rows = await db
      .select({
        gType: sql<number>`grouping(${interactions.typeCode})::int`,
        gChannel: sql<number>`grouping(${interactions.channelCode})::int`,
        gPerception: sql<number>`grouping(${interactions.perception})::int`,
        gStatus: sql<number>`grouping(${interactions.statusCode})::int`,
        gMonth: sql<number>`grouping(${monthOf})::int`,
        typeCode: interactions.typeCode,
        channelCode: interactions.channelCode,
        perception: interactions.perception,
        statusCode: interactions.statusCode,
        month: monthOf,
        count: sql<number>`count(*)::int`,
      })
      .from(interactions)
      .where(whereOf(scope, query))
      .groupBy(
        sql`grouping sets ((${interactions.typeCode}), (${interactions.channelCode}), (${interactions.perception}), (${interactions.statusCode}), (${monthOf}), ())`,
      );
    const result: ReportFigures = {
      total: 0,
      byType: [],
      byChannel: [],
      byPerception: [],
      byStatus: [],
      byMonth: [],
    };
    for (const r of rows) {
      const count = Number(r.count);
      if (r.gType === 0) result.byType.push({ code: r.typeCode, count });
      else if (r.gChannel === 0) result.byChannel.push({ code: r.channelCode, count });
      else if (r.gPerception === 0) result.byPerception.push({ code: r.perception, count });
      else if (r.gStatus === 0) result.byStatus.push({ code: r.statusCode, count });
      else if (r.gMonth === 0) result.byMonth.push({ month: r.month, count });
      else result.total = count;
    }
    const byCount = (a: CodeCount, b: CodeCount) =>
      b.count - a.count || String(a.code ?? '').localeCompare(String(b.code ?? ''));
    for (const list of [result.byType, result.byChannel, result.byPerception, result.byStatus])
      list.sort(byCount);
    result.byMonth.sort((a, b) => a.month.localeCompare(b.month));
    return result;
  };

  /** The first `limit` ids of the search, in its order (the list's default: newest first). */
  const orderedIds = async (scope: RequestScope, query: ReportQuery, limit: number): Promise<string[]> => {
    const rows = await db
      .select({ id: interactions.id })
      .from(interactions)
      .where(whereOf(scope, query))
      .orderBy(interactionOrder(query.sort))
      .limit(limit);
    return rows.map((r) => r.id);
  };

  type RawRow = Omit<ReportRow, 'stakeholders' | 'unnamedPeople' | 'startsAt' | 'participants' | 'ods'> & {
    startsAtMs: number | string;
    linked: Array<{ name: string; kind: string }> | string | null;
    topicNames: string[] | string | null;
    participantNames: string[] | string | null;
    odsAll: number[] | string | null;
  };
  const parsed = <T>(value: T | string | null): T | null =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;

  /**
   * One batch, every name resolved by sub-selects (one query, whatever the batch's size); stakeholders
   * outside the reach are neither named nor counted. Plain SQL with aliases: the sub-selects need
   * their columns qualified, and dates come back as epoch and text, the same on both drivers.
   */
  const readBatch = async (scope: RequestScope, ids: string[], restricted: boolean): Promise<ReportRow[]> => {
    // onlyBasicInfo (interaction-basic-info.ts): what was said (free text about people) never even
    // leaves the database.
    // A confidential grievance off its desk (decision 0075): neither what was said nor who took part.
    const inSight = complainantInSight(scope, undefined, 'i');
    const said = (column: SQL) =>
      restricted ? sql`null::text` : sql`case when ${inSight} then ${column} end`;
    const result: unknown = await db.execute(sql`
      select i.id as "id", i.code as "code", (extract(epoch from i.starts_at) * 1000)::float8 as "startsAtMs",
        i.subject as "subject", ${said(sql`i.description`)} as "description", i.direction as "direction",
        i.type_code as "typeCode", i.channel_code as "channelCode",
        i.classification_code as "classificationCode", i.status_code as "statusCode",
        i.perception as "perception", i.state as "state", i.municipality as "municipality",
        ${said(sql`i.issues_raised`)} as "issuesRaised", ${said(sql`i.response`)} as "response",
        i.follow_up_required as "followUpRequired", to_char(i.follow_up_due, 'YYYY-MM-DD') as "followUpDue",
        (select u.name from ${users} u where u.tenant_id = i.tenant_id and u.id = i.follow_up_owner_id) as "followUpOwner",
        to_char(i.grievance_acknowledged_on, 'YYYY-MM-DD') as "grievanceAcknowledgedOn",
        to_char(i.grievance_responded_on, 'YYYY-MM-DD') as "grievanceRespondedOn",
        to_char(i.grievance_closed_on, 'YYYY-MM-DD') as "grievanceClosedOn",
        i.grievance_outcome as "grievanceOutcome",
        (select w.name from ${workspaces} w where w.tenant_id = i.tenant_id and w.id = i.workspace_id) as "workspace",
        (select coalesce(json_agg(json_build_object('name', ${stakeholders.name}, 'kind', ${stakeholders.kind})
                  order by ${stakeholders.name}), '[]'::json)
           from ${interactionStakeholders} l
           join ${stakeholders} on ${stakeholders.tenantId} = l.tenant_id and ${stakeholders.id} = l.stakeholder_id
          where l.tenant_id = i.tenant_id and l.interaction_id = i.id and ${visibleIn(scope, stakeholders)}
            and ${inSight}) as "linked",
        (select coalesce(json_agg(${topics.name} order by ${topics.name}), '[]'::json)
           from ${interactionTopics} it
           join ${topics} on ${topics.tenantId} = it.tenant_id and ${topics.id} = it.topic_id
          where it.tenant_id = i.tenant_id and it.interaction_id = i.id and ${topicInSight(scope)}) as "topicNames",
        (select coalesce(json_agg(u.name order by u.name), '[]'::json)
           from ${interactionParticipants} p
           join ${users} u on u.tenant_id = p.tenant_id and u.id = p.user_id
          where p.tenant_id = i.tenant_id and p.interaction_id = i.id) as "participantNames",
        (select coalesce(json_agg(distinct g order by g), '[]'::json)
           from (select unnest(i.ods) as g
                 union
                 select unnest(c.ods)
                   from ${interactionTopics} ot
                   join ${topics} t on t.tenant_id = ot.tenant_id and t.id = ot.topic_id
                   join ${topicCategories} c on c.tenant_id = t.tenant_id and c.id = t.category_id
                  where ot.tenant_id = i.tenant_id and ot.interaction_id = i.id) goals) as "odsAll"
      from ${interactions} i
      where i.tenant_id = ${scope.tenantId}::uuid and i.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const rows = rowsOf<RawRow>(result);
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      .map(({ linked, topicNames, participantNames, odsAll, startsAtMs, ...row }) => {
        const people = parsed(linked) ?? [];
        const shown = namedOf(people, restricted);
        return {
          ...row,
          startsAt: new Date(Number(startsAtMs)),
          stakeholders: shown.map((s) => s.name),
          unnamedPeople: people.length - shown.length,
          topics: parsed(topicNames) ?? [],
          participants: parsed(participantNames) ?? [],
          ods: parsed(odsAll) ?? [],
        };
      });
  };

  return {
    figures,

    /** The listed interactions, batch by batch, in the search's order; at most `limit`. */
    async *rows(
      scope: RequestScope,
      query: ReportQuery,
      options: { limit: number; restricted: boolean },
    ): AsyncGenerator<ReportRow[]> {
      const ids = await orderedIds(scope, query, options.limit);
      for (let start = 0; start < ids.length; start += BATCH)
        yield await readBatch(scope, ids.slice(start, start + BATCH), options.restricted);
    },
  };
};

export type InteractionReportQuery = ReturnType<typeof createInteractionReportQuery>;

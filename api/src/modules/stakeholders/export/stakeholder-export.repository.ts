import { and, inArray, sql } from 'drizzle-orm';
import type { StakeholderSearchQuery } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { stakeholders, topics } from '../../../db/schema';
import type { RequestScope } from '../../../lib/scope';
import { idsInOrder, readInOrder } from '../../../lib/sheets/ordered-batches';
import { TOPIC_SEPARATOR, type StakeholderColumn } from '../import/stakeholder-columns';
import type { StakeholderRepository } from '../stakeholder.repository';
import { rowsOf } from '../../../db/rows-of';
import { readSort } from '../../../lib/sort';
import { topicInSight } from '../../topics/topics-in-sight';

const sortColumns = {
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

/** One stakeholder as the file's columns: the template's keys, option codes, parent by CNPJ, topic names. */
export type ExportRecord = Record<StakeholderColumn, string | number | null>;

/**
 * The stakeholders of a search, every page of it, in the search's order: first the ordered ids (one
 * narrow query), then the rows batch by batch, each already in the file's shape.
 */
export const createStakeholderExportRepository = (
  db: Database,
  stakeholderRepository: StakeholderRepository,
) => {
  /**
   * One batch, in the order of `ids` (a slice of the comma-separated list, sent as one parameter).
   * Columns come out named and shaped as the template's (parent's CNPJ, or its name when it has none;
   * topic names joined), so a row goes to the file as it arrives: no mapping, no second query.
   * A parent outside the caller's workspaces stays out of the file, as it does on the search and detail.
   */
  const readBatch = async (scope: RequestScope, ids: string): Promise<ExportRecord[]> => {
    const result: unknown = await db.execute(sql`
      select ${stakeholders.name} as "name", ${stakeholders.kind} as "kind", ${stakeholders.document} as "document",
        ${stakeholders.categoryCode} as "category", ${stakeholders.scopeCode} as "scope",
        ${stakeholders.entityTypeCode} as "entityType", ${stakeholders.state} as "state",
        ${stakeholders.municipality} as "municipality", ${stakeholders.address} as "address",
        ${stakeholders.postalCode} as "postalCode", ${stakeholders.email} as "email", ${stakeholders.phone} as "phone",
        p.document as "parentDocument", case when p.document is null then p.name end as "parentName",
        ${stakeholders.influence} as "influence", ${stakeholders.interest} as "interest",
        (select string_agg(${topics.name}, ${TOPIC_SEPARATOR}::text order by ${topics.name})
           from stakeholder_topics st join ${topics} on ${topics.tenantId} = st.tenant_id and ${topics.id} = st.topic_id
          where st.tenant_id = ${stakeholders.tenantId} and st.stakeholder_id = ${stakeholders.id}
            and ${topicInSight(scope)}) as "topics",
        ${stakeholders.notes} as "notes"
      from unnest(string_to_array(${ids}, ',')::uuid[]) with ordinality as o (id, n)
      join ${stakeholders} on ${stakeholders.tenantId} = ${scope.tenantId}::uuid and ${stakeholders.id} = o.id
      left join ${stakeholders} p on p.tenant_id = ${stakeholders.tenantId} and p.id = ${stakeholders.parentId}
        and ${inArray(sql`p.workspace_id`, scope.workspaceIds)}
      where ${stakeholderRepository.visible(scope)}
      order by o.n`);
    return rowsOf<ExportRecord>(result);
  };

  return {
    async *records(
      scope: RequestScope,
      query: Omit<StakeholderSearchQuery, 'page' | 'size'>,
    ): AsyncGenerator<ExportRecord> {
      const { field, direction } = readSort(query.sort, sortColumns, 'name,asc');
      const column = sortColumns[field];
      const order = direction === 'desc' ? sql`${column} desc` : sql`${column} asc`;
      const ids = await idsInOrder(
        db,
        stakeholders,
        stakeholders.id,
        sql`${order}, ${stakeholders.id} asc`,
        and(...stakeholderRepository.filtersOf(scope, query)),
      );
      yield* readInOrder(ids, (slice) => readBatch(scope, slice));
    },
  };
};

import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StakeholderSearchQuery } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { stakeholders, stakeholderTopics, topics, type StakeholderRow } from '../../../db/schema';
import type { RequestScope } from '../../../lib/scope';
import type { StakeholderRepository } from '../stakeholder.repository';

const parent = alias(stakeholders, 'parent');

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

/** The columns a file needs; never `additional`, search text or timestamps. */
const exportColumns = {
  id: stakeholders.id,
  kind: stakeholders.kind,
  name: stakeholders.name,
  document: stakeholders.document,
  categoryCode: stakeholders.categoryCode,
  scopeCode: stakeholders.scopeCode,
  entityTypeCode: stakeholders.entityTypeCode,
  state: stakeholders.state,
  municipality: stakeholders.municipality,
  address: stakeholders.address,
  postalCode: stakeholders.postalCode,
  email: stakeholders.email,
  phone: stakeholders.phone,
  influence: stakeholders.influence,
  interest: stakeholders.interest,
  notes: stakeholders.notes,
};
export type ExportRow = Pick<StakeholderRow, keyof typeof exportColumns>;
export type ExportRecord = {
  row: ExportRow;
  parentDocument: string | null;
  parentName: string | null;
  topics: string[];
};

/** Rows per read: enough to keep the database busy, few enough to keep memory flat. */
const BATCH = 2000;

/**
 * The stakeholders of a search, every page of it, in the search's order: first the ordered ids (one
 * narrow query), then the rows batch by batch: at most two batches in memory, whatever the size.
 */
export const createStakeholderExportRepository = (
  db: Database,
  stakeholderRepository: StakeholderRepository,
) => ({
  async *records(
    scope: RequestScope,
    query: Omit<StakeholderSearchQuery, 'page' | 'size'>,
  ): AsyncGenerator<ExportRecord> {
    const [field, direction] = (query.sort ?? 'name,asc').split(',') as [
      keyof typeof sortColumns,
      'asc' | 'desc',
    ];
    const column = sortColumns[field] ?? stakeholders.name;
    // The ordered ids as one string (36 characters and a comma each) rather than 100k row objects:
    // a batch is a slice of it, so the list costs a few MB whatever the export's size.
    const order = direction === 'desc' ? sql`${column} desc` : sql`${column} asc`;
    const [list] = await db
      .select({
        ids: sql<string>`coalesce(string_agg(${stakeholders.id}::text, ',' order by ${order}, ${stakeholders.id} asc), '')`,
      })
      .from(stakeholders)
      .where(and(...stakeholderRepository.filtersOf(scope, query)));
    const ids = list?.ids ?? '';
    const ID = 37;
    const count = ids.length === 0 ? 0 : (ids.length + 1) / ID;
    const slice = (from: number): string[] =>
      from >= count ? [] : ids.slice(from * ID, Math.min(count, from + BATCH) * ID - 1).split(',');

    const readBatch = async (batch: string[]): Promise<ExportRecord[]> => {
      const [rows, links] = await Promise.all([
        db
          .select({ row: exportColumns, parentDocument: parent.document, parentName: parent.name })
          .from(stakeholders)
          .leftJoin(
            parent,
            and(eq(parent.tenantId, stakeholders.tenantId), eq(parent.id, stakeholders.parentId)),
          )
          .where(and(stakeholderRepository.visible(scope), inArray(stakeholders.id, batch))),
        db
          .select({ stakeholderId: stakeholderTopics.stakeholderId, name: topics.name })
          .from(stakeholderTopics)
          .innerJoin(
            topics,
            and(eq(topics.tenantId, stakeholderTopics.tenantId), eq(topics.id, stakeholderTopics.topicId)),
          )
          .where(
            and(
              eq(stakeholderTopics.tenantId, scope.tenantId),
              inArray(stakeholderTopics.stakeholderId, batch),
            ),
          )
          .orderBy(sql`${topics.name}`),
      ]);
      const byId = new Map(rows.map((r) => [r.row.id, r]));
      const topicNames = new Map<string, string[]>();
      for (const link of links)
        topicNames.set(link.stakeholderId, [...(topicNames.get(link.stakeholderId) ?? []), link.name]);
      const out: ExportRecord[] = [];
      for (const id of batch) {
        const hit = byId.get(id);
        if (hit) out.push({ ...hit, topics: topicNames.get(id) ?? [] });
      }
      return out;
    };

    // The next batch is read while the current one is written: database and file work overlap.
    let next = count > 0 ? readBatch(slice(0)) : undefined;
    for (let i = 0; next; i += BATCH) {
      const current = await next;
      const following = slice(i + BATCH);
      next = following.length > 0 ? readBatch(following) : undefined;
      yield* current;
    }
  },
});

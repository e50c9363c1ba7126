import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { copyField as f, copyRows } from '../../../db/copy-rows';
import type { Database } from '../../../db/database';
import {
  stakeholderHistory,
  stakeholders,
  stakeholderTopics,
  topics,
  type FieldChange,
  type StakeholderRow,
} from '../../../db/schema';
import type { RequestScope } from '../../../lib/scope';
import { foldText } from '../../../lib/text';
import { readReach as configReach } from '../../../lib/scope';
import { createOptionRepository } from '../../options/option.repository';
import type { OptionField, OptionLookup, TopicLookup } from './row-validator';
import { rowsOf } from '../../../db/rows-of';
import { topicFilterInSight } from '../../topics/topics-in-sight';

/** Every column an import writes; new rows get the rest from their defaults. */
export type ImportRow = {
  id: string;
  workspaceId: string;
  kind: string;
  name: string;
  document: string | null;
  categoryCode: string | null;
  scopeCode: string | null;
  entityTypeCode: string | null;
  state: string | null;
  municipality: string | null;
  municipalityCode: string | null;
  address: string | null;
  postalCode: string | null;
  email: string | null;
  phone: string | null;
  parentId: string | null;
  influence: number;
  interest: number;
  notes: string | null;
  searchText: string;
};

export type ExistingRef = {
  id: string;
  workspaceId: string;
  kind: string;
  name: string;
  document: string | null;
  state: string | null;
  municipalityCode: string | null;
};
export type HistoryEntry = {
  id: string;
  stakeholderId: string;
  action: 'imported' | 'updated';
  changes: FieldChange[];
};

/** Rows per statement: one jsonb parameter each, so statement count, not parameter count, is the limit. */
const CHUNK = 5000;
const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const optionLists: Record<OptionField, string> = {
  category: 'stakeholderCategory',
  scope: 'stakeholderScope',
  entityType: 'entityType',
};

/**
 * The recordset of ImportRow objects as they are: JSON.stringify(rows) with no mapped copy of each row
 * (100k objects less to build and collect on a 100k-row import), hence the quoted camelCase names.
 */
const recordType = sql.raw(`(
  id uuid, "workspaceId" uuid, kind text, name text, document text, "categoryCode" text, "scopeCode" text,
  "entityTypeCode" text, state text, municipality text, "municipalityCode" text, address text, "postalCode" text,
  email text, phone text, "parentId" uuid, influence smallint, interest smallint, notes text, "searchText" text
)`);

/** Columns of a created row, in the order both write paths send them. */
const insertColumns = [
  'tenant_id',
  'created_by',
  'updated_by',
  'id',
  'workspace_id',
  'kind',
  'name',
  'document',
  'category_code',
  'scope_code',
  'entity_type_code',
  'state',
  'municipality',
  'municipality_code',
  'address',
  'postal_code',
  'email',
  'phone',
  'parent_id',
  'influence',
  'interest',
  'notes',
  'search_text',
] as const;

/** The SQL text and parameters of a drizzle statement, for copyRows' `ahead`. */
const dialect = new PgDialect();

/**
 * History entries as they are (no mapped copy: HistoryEntry has exactly these four keys), one jsonb
 * parameter (`json`: a JSON array of them) per 5,000. Small: an import's creations carry no field
 * list (decision 0025).
 */
const historyInsert = (scope: RequestScope, json: string): SQL => sql`
  insert into ${stakeholderHistory} (tenant_id, id, stakeholder_id, user_id, action, changes)
  select ${scope.tenantId}::uuid, r.id, r."stakeholderId", ${scope.userId}::uuid, r.action, r.changes
  from jsonb_to_recordset(${json}::jsonb) as r (id uuid, "stakeholderId" uuid, action text, changes jsonb)`;

/**
 * The COPY line (text format, insertColumns' order) of a new row: one template per row, no array of
 * 23 fields to build and join for each of 100k rows.
 */
const copyLine = (scope: RequestScope) => {
  const who = `${scope.tenantId}\t${scope.userId}\t${scope.userId}`;
  return (r: ImportRow): string =>
    `${who}\t${r.id}\t${r.workspaceId}\t${f(r.kind)}\t${f(r.name)}\t${f(r.document)}\t${f(r.categoryCode)}` +
    `\t${f(r.scopeCode)}\t${f(r.entityTypeCode)}\t${f(r.state)}\t${f(r.municipality)}\t${f(r.municipalityCode)}` +
    `\t${f(r.address)}\t${f(r.postalCode)}\t${f(r.email)}\t${f(r.phone)}\t${f(r.parentId)}\t${r.influence}` +
    `\t${r.interest}\t${f(r.notes)}\t${f(r.searchText)}`;
};

/** New rows per COPY statement, and history entries per statement, in a CopyBatch. */
const LINES_PER_COPY = 1000;

/**
 * A batch's new rows as COPY text and its history as JSON, built row by row while the batch before
 * is written (PostgreSQL): flat strings (Array.join) of up to LINES_PER_COPY lines or entries, one
 * COPY per piece of lines, CHUNK entries per history statement. The row objects, their line templates
 * (ropes of ~45 parts) and the entry objects die young; before, a 5,000-row batch of them waited in
 * arrays until the write, surviving the young generation (scavenges copying them took 20–70 ms each,
 * most of the pauses left during an import). A piece of ~250 KB lands in the large-object space,
 * which no scavenge copies.
 */
export type CopyBatch = { pieces: string[]; history: string[] };

export const createCopyBatch = (scope: RequestScope) => {
  const line = copyLine(scope);
  const batch: CopyBatch = { pieces: [], history: [] };
  let lines: string[] = [];
  // History entries joined 1,000 at a time too; CHUNK of them (5 parts) make one statement's array.
  let entries: string[] = [];
  let parts: string[] = [];
  const endLines = () => {
    if (lines.length > 0) batch.pieces.push(lines.join('\n'));
    lines = [];
  };
  const endEntries = () => {
    if (entries.length > 0) parts.push(entries.join(','));
    entries = [];
  };
  const endStatement = () => {
    if (parts.length > 0) batch.history.push(`[${parts.join(',')}]`);
    parts = [];
  };
  return {
    row: (row: ImportRow) => {
      lines.push(line(row));
      if (lines.length === LINES_PER_COPY) endLines();
    },
    history: (entry: HistoryEntry) => {
      entries.push(JSON.stringify(entry));
      if (entries.length < LINES_PER_COPY) return;
      endEntries();
      if (parts.length * LINES_PER_COPY >= CHUNK) endStatement();
    },
    done: (): CopyBatch => {
      endLines();
      endEntries();
      endStatement();
      return batch;
    },
  };
};

const refColumns = {
  id: stakeholders.id,
  workspaceId: stakeholders.workspaceId,
  kind: stakeholders.kind,
  name: stakeholders.name,
  document: stakeholders.document,
  state: stakeholders.state,
  municipalityCode: stakeholders.municipalityCode,
};

/**
 * Reads and bulk writes of the stakeholder import. New rows go through COPY on PostgreSQL (copyRows)
 * and jsonb_to_recordset on PGlite; history, updates and topic links through jsonb_to_recordset (one
 * parameter per 5,000 rows) on both. Every function takes the request scope first.
 */
export const createStakeholderImportRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const visible = (scope: RequestScope): SQL =>
    and(
      eq(stakeholders.tenantId, scope.tenantId),
      inArray(stakeholders.workspaceId, scope.workspaceIds),
    ) as SQL;

  return {
    /** Active options of the three stakeholder lists (code or any of its labels → code), and topics in reach. */
    lookups: async (
      scope: RequestScope,
    ): Promise<{ options: OptionLookup; topics: TopicLookup; topicNames: Map<string, string> }> => {
      const options = { category: new Map(), scope: new Map(), entityType: new Map() } as OptionLookup;
      for (const [field, list] of Object.entries(optionLists) as Array<[OptionField, string]>) {
        for (const row of await optionRepository.list(scope, list, { active: true })) {
          options[field].set(foldText(row.labelEn), row.code);
          for (const label of [row.labelEs, row.labelDe])
            if (label) options[field].set(foldText(label), row.code);
          options[field].set(foldText(row.labelPtBr), row.code);
          options[field].set(foldText(row.code), row.code);
        }
      }
      const topicRows = await db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(
          and(
            eq(topics.tenantId, scope.tenantId),
            eq(topics.active, true),
            inArray(topics.workspaceId, await configReach(db, scope)),
          ),
        );
      return {
        options,
        topics: new Map(topicRows.map((t) => [foldText(t.name), t.id])),
        topicNames: new Map(topicRows.map((t) => [t.id, t.name])),
      };
    },

    /**
     * Stakeholders of the whole tenant holding these documents (the unique key is tenant-wide). The
     * documents travel as one jsonb parameter: a batch of them is one statement on the unique index.
     * `exec` is the import's transaction while it writes, so its reads see what it wrote.
     */
    byDocuments: async (exec: Database, scope: RequestScope, documents: string[]): Promise<ExistingRef[]> => {
      if (documents.length === 0) return [];
      return exec
        .select(refColumns)
        .from(stakeholders)
        .where(
          and(
            eq(stakeholders.tenantId, scope.tenantId),
            sql`${stakeholders.document} in (select jsonb_array_elements_text(${JSON.stringify(documents)}::jsonb))`,
          ),
        );
    },

    /**
     * Stakeholders in scope whose folded name is one of `keys` (nameKeyOf) in the same municipality
     * (IBGE code, or none). search_text starts with the folded name and a space (stakeholderSearchText),
     * so each key is one range scan of stakeholders_search_idx (text_pattern_ops: `~>=~`, `~<~`):
     * "maria silva" up to "maria silva!" — the name alone or followed by a space. The caller compares the
     * folded name exactly ("maria silva santos" is in the range too). A key whose rows all carry a
     * CPF/CNPJ (`open` false) asks only for namesakes without one: two documents are two stakeholders,
     * and a 100k-row import into a tenant of namesakes with documents no longer reads them all back.
     */
    byNameKeys: async (
      exec: Database,
      scope: RequestScope,
      keys: Array<{ key: string; code: string | null; open: boolean }>,
    ): Promise<ExistingRef[]> => {
      if (keys.length === 0) return [];
      type Found = {
        id: string;
        workspace_id: string;
        kind: string;
        name: string;
        document: string | null;
        state: string | null;
        municipality_code: string | null;
      };
      // One index range scan per key, whatever the statistics say (`offset 0` keeps the lateral
      // subquery from being merged into a join): rows the import wrote in its own transaction have no
      // statistics yet, and PGlite never analyzes by itself, so the planner took the tenant for a few
      // dozen rows and compared every key with every row of it (a 100k import grew quadratic).
      const result: unknown = await exec.execute(sql`
        select s.id, s.workspace_id, s.kind, s.name, s.document, s.state, s.municipality_code
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k (key text, code text, open boolean)
        cross join lateral (
          select s.* from ${stakeholders} s
           where s.tenant_id = ${scope.tenantId}::uuid
             and s.search_text ~>=~ k.key and s.search_text ~<~ (k.key || '!')
             and (length(s.search_text) = length(k.key) or substr(s.search_text, length(k.key) + 1, 1) = ' ')
             and s.municipality_code is not distinct from k.code and (k.open or s.document is null)
           offset 0) s
        where s.workspace_id in (select jsonb_array_elements_text(${JSON.stringify(scope.workspaceIds)}::jsonb)::uuid)`);
      const list = rowsOf<Found>(result);
      return list.map((r) => ({
        id: r.id,
        workspaceId: r.workspace_id,
        kind: r.kind,
        name: r.name,
        document: r.document,
        state: r.state,
        municipalityCode: r.municipality_code,
      }));
    },

    /** Organisations in scope, to find parents named (not by CNPJ) in the file. */
    organisations: async (exec: Database, scope: RequestScope): Promise<ExistingRef[]> =>
      exec
        .select(refColumns)
        .from(stakeholders)
        .where(and(visible(scope), eq(stakeholders.kind, 'organization'))),

    /**
     * Whole rows and topic ids of the stakeholders an import will update, and which of those topics
     * lie out of the caller's sight (decision 0070: an update keeps them as stored).
     */
    current: async (
      exec: Database,
      scope: RequestScope,
      ids: string[],
    ): Promise<{
      rows: StakeholderRow[];
      topics: Map<string, string[]>;
      hiddenTopics: Map<string, string[]>;
    }> => {
      const rows: StakeholderRow[] = [];
      const topicMap = new Map<string, string[]>();
      const hiddenMap = new Map<string, string[]>();
      for (const part of chunks(ids)) {
        for (const row of await exec
          .select()
          .from(stakeholders)
          .where(and(visible(scope), inArray(stakeholders.id, part))))
          rows.push(row);
        const links = await exec
          .select({
            stakeholderId: stakeholderTopics.stakeholderId,
            topicId: stakeholderTopics.topicId,
            seen: sql<boolean>`${topicFilterInSight(scope, stakeholderTopics.topicId)}`,
          })
          .from(stakeholderTopics)
          .where(
            and(
              eq(stakeholderTopics.tenantId, scope.tenantId),
              inArray(stakeholderTopics.stakeholderId, part),
            ),
          );
        for (const link of links) {
          topicMap.set(link.stakeholderId, [...(topicMap.get(link.stakeholderId) ?? []), link.topicId]);
          if (link.seen !== true)
            hiddenMap.set(link.stakeholderId, [...(hiddenMap.get(link.stakeholderId) ?? []), link.topicId]);
        }
      }
      return { rows, topics: topicMap, hiddenTopics: hiddenMap };
    },

    /**
     * New rows and the history of the batch. PostgreSQL: the history statements go out ahead of the
     * rows' COPY on the same connection, so the server moves from one to the other without waiting.
     */
    insertWithHistory: async (
      tx: Database,
      scope: RequestScope,
      rows: ImportRow[],
      history: HistoryEntry[],
    ) => {
      const historyJson = chunks(history).map((part) => JSON.stringify(part));
      const copied = await copyRows(tx, 'stakeholders', insertColumns, rows, copyLine(scope), () =>
        historyJson.map((json) => dialect.sqlToQuery(historyInsert(scope, json))),
      );
      if (copied) return;
      for (const part of chunks(rows)) {
        await tx.execute(sql`
          insert into stakeholders (${sql.raw(insertColumns.join(', '))})
          select ${scope.tenantId}::uuid, ${scope.userId}::uuid, ${scope.userId}::uuid, r.id, r."workspaceId", r.kind, r.name,
            r.document, r."categoryCode", r."scopeCode", r."entityTypeCode", r.state, r.municipality, r."municipalityCode",
            r.address, r."postalCode", r.email, r.phone, r."parentId", r.influence, r.interest, r.notes, r."searchText"
          from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r ${recordType}`);
      }
      for (const json of historyJson) await tx.execute(historyInsert(scope, json));
    },

    /**
     * A CopyBatch (PostgreSQL only): its history ahead of the first COPY, as insertWithHistory does,
     * then one COPY per piece with the event loop let through between them. copyRows writes a
     * statement's lines without a turn of the loop (the socket takes them at once, so 'drain' comes on
     * the next tick): 5,000 lines in one statement held other requests for 30–110 ms on a busy machine.
     */
    copyWithHistory: async (tx: Database, scope: RequestScope, batch: CopyBatch) => {
      const [first, ...rest] = batch.pieces;
      // A piece is its lines joined: copyRows ends it with the last line's newline.
      const copied = await copyRows(
        tx,
        'stakeholders',
        insertColumns,
        first ? [first] : [],
        (p) => p,
        () => batch.history.map((json) => dialect.sqlToQuery(historyInsert(scope, json))),
      );
      if (!copied) throw new Error('COPY needs the PostgreSQL driver (postgres-js)');
      for (const piece of rest) {
        await setImmediate();
        await copyRows(tx, 'stakeholders', insertColumns, [piece], (p) => p);
      }
    },

    update: async (tx: Database, scope: RequestScope, rows: ImportRow[]) => {
      // The moment of the write in milliseconds, as every other writer stamps it: a form's version
      // (decision 0043) is compared in milliseconds, and now() would be the transaction's start.
      const now = new Date().toISOString();
      for (const part of chunks(rows)) {
        await tx.execute(sql`
          update stakeholders s set kind = r.kind, name = r.name, document = r.document, category_code = r."categoryCode",
            scope_code = r."scopeCode", entity_type_code = r."entityTypeCode", state = r.state, municipality = r.municipality,
            municipality_code = r."municipalityCode", address = r.address, postal_code = r."postalCode", email = r.email,
            phone = r.phone, parent_id = r."parentId", influence = r.influence, interest = r.interest, notes = r.notes,
            search_text = r."searchText", updated_by = ${scope.userId}::uuid, updated_at = ${now}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r ${recordType}
          where s.tenant_id = ${scope.tenantId}::uuid and s.id = r.id`);
      }
    },

    /** Replaces the topics of these stakeholders. */
    replaceTopics: async (
      tx: Database,
      scope: RequestScope,
      links: Array<{ stakeholderId: string; topicIds: string[] }>,
    ) => {
      for (const part of chunks(links)) {
        const ids = part.map((l) => l.stakeholderId);
        await tx
          .delete(stakeholderTopics)
          .where(
            and(
              eq(stakeholderTopics.tenantId, scope.tenantId),
              inArray(stakeholderTopics.stakeholderId, ids),
            ),
          );
        const pairs = part.flatMap((l) => l.topicIds.map((topicId) => ({ s: l.stakeholderId, t: topicId })));
        if (pairs.length === 0) continue;
        await tx.execute(sql`
          insert into stakeholder_topics (tenant_id, stakeholder_id, topic_id)
          select ${scope.tenantId}::uuid, r.s, r.t from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as r (s uuid, t uuid)`);
      }
    },
  };
};
export type StakeholderImportRepository = ReturnType<typeof createStakeholderImportRepository>;

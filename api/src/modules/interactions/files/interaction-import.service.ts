import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  FileFormat,
  ImportReport,
  InteractionImportProfile,
  StakeholderKind,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { createTableRows } from '../../../db/table-rows';
import {
  interactionCounters,
  interactionHistory,
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholderHistory,
  stakeholders,
  topics,
} from '../../../db/schema';
import { newRecordId } from '../../../lib/record-id';
import { readReach, type RequestScope } from '../../../lib/scope';
import { detectFileKind } from '../../../lib/sheets/file-type';
import { bindHeader, boundValues, type HeaderBinding } from '../../../lib/sheets/header-binding';
import { createImportJobRunner, ImportInterrupted } from '../../../lib/sheets/import-job-runner';
import type { ImportLimits } from '../../../lib/sheets/import-limits';
import { ImportOutcome } from '../../../lib/sheets/import-outcome';
import { readRows } from '../../../lib/sheets/row-source';
import { createTimeSlice } from '../../../lib/sheets/time-slice';
import { assertSafeWorkbook } from '../../../lib/sheets/zip-guard';
import { foldText } from '../../../lib/text';
import { HttpProblem } from '../../../lib/problem';
import { createOptionRepository } from '../../options/option.repository';
import { stakeholderSearchText } from '../../stakeholders/stakeholder.fields';
import {
  createStakeholderImportRepository,
  type ExistingRef,
} from '../../stakeholders/import/stakeholder-import.repository';
import { createUserRepository } from '../../users/user.repository';
import { interactionCode, interactionSearchText, yearInSaoPaulo } from '../interaction.fields';
import { interactionProfileDefinitions } from './interaction-import-profiles';
import {
  validateInteractionRow,
  type InteractionCandidate,
  type InteractionLookups,
  type InteractionOptionField,
  type StakeholderRef,
} from './interaction-row-validator';

export type InteractionImportRequest = {
  profile: InteractionImportProfile;
  buffer: Buffer;
  /** Set when checkFile already ran. */
  format?: FileFormat;
  fileName: string | null;
  dryRun: boolean;
  onDuplicate: 'skip' | null;
  /** Register the stakeholders the file names and the tenant does not have (else: row errors). */
  createStakeholders: boolean;
  workspaceId: string;
};

const optionLists: Record<InteractionOptionField, string> = {
  type: 'interactionType',
  channel: 'channel',
  classification: 'classification',
  status: 'status',
  perception: 'perception',
};

/** Progress is written every this many rows. */
const PROGRESS_EVERY = 1000;
/** Batches written or waiting to be written at once. */
const WRITE_DEPTH = 2;

/** A stakeholder the file names and nobody registered: created once, however many rows name it. */
type NewStakeholder = {
  id: string;
  name: string;
  document: string | null;
  kind: StakeholderKind;
  state: string | null;
  municipality: string | null;
  municipalityCode: string | null;
};

/** A stakeholder of a row, matched or created: its name goes into the interaction's search text. */
type Link = { id: string; name: string; role: string };

/** The kind a CPF or CNPJ says; without one, a person (docs/imports.md). */
const kindOf = (document: string | null): StakeholderKind =>
  document && document.length === 14 ? 'organization' : 'person';

/**
 * The interaction import (docs/imports.md "Interactions"): the file checked by content (type, zip
 * guard, limits — lib/sheets), then one pass in batches: each row validated against the tenant's
 * lists, its stakeholders matched by CPF/CNPJ or name + the interaction's municipality (one query
 * per batch, not per row), its code compared with the registered ones (an export imported back),
 * and — when applying — the batch written in the import's one transaction (lib/sheets/import-job-runner.ts:
 * all or nothing), by COPY on PostgreSQL, while the next batch is read (decision 0033). Missing stakeholders are errors unless `createStakeholders` asks to register them.
 */
export const createInteractionImportService = (
  db: Database,
  limits: ImportLimits,
  options: {
    /** PostgreSQL: rows go out by COPY (db/table-rows.ts); PGlite inserts them from JSON. */
    copy?: boolean;
    /**
     * PostgreSQL: a batch's look-ups may run on another connection while the transaction writes
     * the batches before (PGlite has one connection).
     */
    concurrentReads?: boolean;
  } = {},
) => {
  const runner = createImportJobRunner(db, 'interactions');
  const stakeholderLookups = createStakeholderImportRepository(db);
  const optionRepository = createOptionRepository(db);
  const userRepository = createUserRepository(db);

  /** The file as a whole: its kind by content (415) and, for a workbook, the zip guard (413/415). */
  const checkFile = async (buffer: Buffer): Promise<FileFormat> => {
    const format = detectFileKind(buffer);
    if (format === 'xlsx') await assertSafeWorkbook(buffer, limits);
    return format;
  };

  /** The tenant's lists, topics and users as the rows' words are matched against them. */
  const lookupsOf = async (scope: RequestScope): Promise<InteractionLookups> => {
    const options = {} as InteractionLookups['options'];
    for (const [field, list] of Object.entries(optionLists) as Array<[InteractionOptionField, string]>) {
      const map = new Map<string, string>();
      for (const row of await optionRepository.list(scope, list, { active: true })) {
        map.set(foldText(row.labelEn), row.code);
        map.set(foldText(row.labelPtBr), row.code);
        map.set(foldText(row.code), row.code);
      }
      options[field] = map;
    }
    const topicRows = await db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(
        and(
          eq(topics.tenantId, scope.tenantId),
          eq(topics.active, true),
          inArray(topics.workspaceId, await readReach(db, scope)),
        ),
      );
    const users = new Map<string, string | null>();
    for (const user of await userRepository.options(scope, {})) {
      const name = foldText(user.name);
      users.set(name, users.has(name) && users.get(name) !== user.id ? null : user.id);
      users.set(foldText(user.email), user.id);
    }
    return { options, topics: new Map(topicRows.map((t) => [foldText(t.name), t.id])), users };
  };

  /** Registered interactions the caller can see, by code (an export imported back names them). */
  const existingCodes = async (exec: Database, scope: RequestScope, codes: string[]) => {
    if (codes.length === 0) return new Map<string, { id: string; subject: string }>();
    const rows = await exec
      .select({ id: interactions.id, code: interactions.code, subject: interactions.subject })
      .from(interactions)
      .where(
        and(
          eq(interactions.tenantId, scope.tenantId),
          inArray(interactions.workspaceId, scope.workspaceIds),
          sql`${interactions.deletedAt} is null`,
          inArray(interactions.code, codes),
        ),
      );
    return new Map(rows.map((r) => [r.code, { id: r.id, subject: r.subject }]));
  };

  const pass = async (
    exec: Database,
    scope: RequestScope,
    jobId: string,
    request: InteractionImportRequest,
    format: FileFormat,
    lookups: InteractionLookups,
    signal?: AbortSignal,
  ) => {
    const profile = interactionProfileDefinitions[request.profile];
    const slice = createTimeSlice();
    const outcome = new ImportOutcome(request);
    const { counts } = outcome;
    counts.stakeholdersCreated = 0;
    const fileCodes = new Map<string, number>();
    /** Stakeholders this import registers, by document and by folded name + municipality. */
    const created = new Map<string, NewStakeholder>();
    const now = new Date();
    const year = yearInSaoPaulo(now);

    const rowError = (
      line: number,
      messageCode: 'stakeholderUnknown' | 'stakeholderAmbiguous' | 'documentTaken',
      value: string,
    ) =>
      outcome.errors.push({
        line,
        column: profile.sourceColumn('stakeholders'),
        field: 'stakeholders',
        code: messageCode === 'documentTaken' ? 'documentTaken' : 'unknownStakeholder',
        messageCode,
        params: { value },
        message:
          messageCode === 'stakeholderUnknown'
            ? `No registered stakeholder matches "${value}"`
            : messageCode === 'stakeholderAmbiguous'
              ? `Several stakeholders match "${value}": add the CPF/CNPJ`
              : 'A stakeholder with this CPF/CNPJ exists in a workspace you cannot see',
      });

    /** Each row's stakeholders as ids: matched, created on request, or an error of the row. */
    const matchStakeholders = async (batch: InteractionCandidate[], reads: Database) => {
      const documents = new Set<string>();
      const keys = new Map<string, { key: string; code: string | null; open: boolean }>();
      for (const c of batch)
        for (const s of c.stakeholders) {
          if (s.document) documents.add(s.document);
          else
            for (const code of new Set([c.municipalityCode, null]))
              keys.set(`${s.nameKey}|${code ?? ''}`, { key: s.nameKey, code, open: true });
        }
      const byDocument = new Map<string, ExistingRef>();
      for (const r of await stakeholderLookups.byDocuments(reads, scope, [...documents]))
        if (r.document) byDocument.set(r.document, r);
      const byName = new Map<string, ExistingRef[]>();
      for (const r of await stakeholderLookups.byNameKeys(reads, scope, [...keys.values()])) {
        const key = `${foldText(r.name).replace(/\s+/g, ' ')}|${r.municipalityCode ?? ''}`;
        byName.set(key, [...(byName.get(key) ?? []).filter((x) => x.id !== r.id), r]);
      }
      const resolved = new Map<InteractionCandidate, Link[]>();
      for (const c of batch) {
        const ids: Link[] = [];
        let failed = false;
        const register = (s: StakeholderRef, key: string): NewStakeholder | null => {
          if (!request.createStakeholders) {
            rowError(c.line, 'stakeholderUnknown', s.document ? `${s.name} (${s.document})` : s.name);
            return null;
          }
          let entry = created.get(key);
          if (!entry) {
            entry = {
              id: newRecordId(),
              name: s.name,
              document: s.document,
              kind: kindOf(s.document),
              state: c.state,
              municipality: c.municipality,
              municipalityCode: c.municipalityCode,
            };
            created.set(key, entry);
          }
          return entry;
        };
        for (const s of c.stakeholders) {
          let found: { id: string; name: string } | null = null;
          if (s.document) {
            const stored = byDocument.get(s.document);
            if (stored && !scope.workspaceIds.includes(stored.workspaceId))
              rowError(c.line, 'documentTaken', s.name);
            else found = stored ?? register(s, `doc:${s.document}`);
          } else {
            const here = byName.get(`${s.nameKey}|${c.municipalityCode ?? ''}`) ?? [];
            const anywhere = c.municipalityCode ? (byName.get(`${s.nameKey}|`) ?? []) : [];
            const matches = here.length > 0 ? here : anywhere;
            if (matches.length > 1) rowError(c.line, 'stakeholderAmbiguous', s.name);
            else found = matches[0] ?? register(s, `name:${s.nameKey}|${c.municipalityCode ?? ''}`);
          }
          if (found === null) failed = true;
          else if (!ids.some((x) => x.id === found.id))
            ids.push({ id: found.id, name: found.name, role: s.role });
        }
        if (!failed) resolved.set(c, ids);
      }
      return resolved;
    };

    /**
     * A batch's stakeholders to create and its interactions, codes, links and history, as the rows
     * of each table (COPY text on PostgreSQL: table-rows.ts). Numbers the batch first: the counter row
     * stays locked until the import commits.
     */
    const prepareBatch = async (
      rows: Array<{ c: InteractionCandidate; links: Link[] }>,
      fresh: NewStakeholder[],
    ) => {
      const tenantId = scope.tenantId;
      const copy = options.copy === true;
      const tables = {
        stakeholders: createTableRows(stakeholders, copy),
        stakeholderHistory: createTableRows(stakeholderHistory, copy),
        interactions: createTableRows(interactions, copy),
        links: createTableRows(interactionStakeholders, copy),
        topics: createTableRows(interactionTopics, copy),
        participants: createTableRows(interactionParticipants, copy),
        history: createTableRows(interactionHistory, copy),
      };
      for (const s of fresh) {
        tables.stakeholders.add({
          tenantId,
          workspaceId: request.workspaceId,
          id: s.id,
          kind: s.kind,
          name: s.name,
          document: s.document,
          categoryCode: null,
          scopeCode: null,
          entityTypeCode: null,
          state: s.state,
          municipality: s.municipality,
          municipalityCode: s.municipalityCode,
          address: null,
          postalCode: null,
          email: null,
          phone: null,
          parentId: null,
          influence: 3,
          interest: 3,
          additional: {},
          notes: null,
          responsibleId: null,
          searchText: stakeholderSearchText(s),
          anonymisedAt: null,
          createdBy: scope.userId,
          updatedBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        });
        tables.stakeholderHistory.add({
          tenantId,
          id: newRecordId(),
          stakeholderId: s.id,
          userId: scope.userId,
          action: 'imported',
          changes: [],
          createdAt: now,
        });
      }
      if (rows.length > 0) {
        const first = await numbers(rows.length);
        for (const [index, { c, links }] of rows.entries()) {
          if (slice.due()) await slice.pause();
          const id = newRecordId();
          const code = interactionCode(year, first + index);
          tables.interactions.add({
            tenantId,
            workspaceId: request.workspaceId,
            id,
            code,
            startsAt: new Date(c.startsAt),
            endsAt: c.endsAt ? new Date(c.endsAt) : null,
            subject: c.subject,
            description: c.description,
            direction: c.direction,
            typeCode: c.typeCode,
            channelCode: c.channelCode,
            classificationCode: c.classificationCode,
            statusCode: c.statusCode,
            perception: c.perception,
            state: c.state,
            municipality: c.municipality,
            municipalityCode: c.municipalityCode,
            latitude: c.latitude,
            longitude: c.longitude,
            ods: c.ods,
            issuesRaised: c.issuesRaised,
            response: c.response,
            followUpRequired: c.followUpRequired,
            followUpDue: c.followUpDue,
            followUpOwnerId: c.followUpOwnerId,
            searchText: interactionSearchText({
              code,
              subject: c.subject,
              description: c.description,
              stakeholderNames: links.map((l) => l.name),
            }),
            deletedAt: null,
            deletedBy: null,
            createdBy: scope.userId,
            updatedBy: scope.userId,
            createdAt: now,
            updatedAt: now,
          });
          for (const l of links)
            tables.links.add({ tenantId, interactionId: id, stakeholderId: l.id, role: l.role });
          for (const topicId of c.topicIds) tables.topics.add({ tenantId, interactionId: id, topicId });
          for (const userId of c.participantIds)
            tables.participants.add({ tenantId, interactionId: id, userId });
          // One `imported` entry: its values are the record's own (decision 0025), a later edit shows them as `before`.
          tables.history.add({
            tenantId,
            id: newRecordId(),
            interactionId: id,
            userId: scope.userId,
            action: 'imported',
            changes: [],
            createdAt: now,
          });
        }
        counts.created += rows.length;
      }
      return Object.values(tables);
    };

    /**
     * Writes run one after the other on the transaction while the next batches are read, checked and
     * prepared (both cores busy); at most WRITE_DEPTH wait, so memory stays bounded.
     */
    let writing: Promise<void> = Promise.resolve();
    const queued: Array<Promise<void>> = [];
    const startWrite = async (tables: Awaited<ReturnType<typeof prepareBatch>>) => {
      while (queued.length >= WRITE_DEPTH) await queued.shift();
      writing = writing.then(async () => {
        for (const table of tables) await table.write(exec);
      });
      // Observed at once, so a failed write is never an unhandled rejection; awaited later.
      writing.catch(() => undefined);
      queued.push(writing);
    };

    /**
     * The interaction numbers of a batch. The import's first batch takes them from the tenant's
     * counter row, which then stays locked until the import ends: nobody else numbers in this
     * tenant and year meanwhile, so the next batches continue the sequence without a statement
     * (one that would wait behind the writes), and `settleNumbers` stores the last one at the end.
     */
    let numbered: { first: number; used: number; stored: number } | null = null;
    const numbers = async (count: number): Promise<number> => {
      if (!numbered) {
        await writing;
        const [counter] = await exec
          .insert(interactionCounters)
          .values({ tenantId: scope.tenantId, year, last: count })
          .onConflictDoUpdate({
            target: [interactionCounters.tenantId, interactionCounters.year],
            set: { last: sql`${interactionCounters.last} + ${count}` },
          })
          .returning({ last: interactionCounters.last });
        const last = counter?.last ?? count;
        numbered = { first: last - count + 1, used: 0, stored: last };
      }
      const next = numbered.first + numbered.used;
      numbered.used += count;
      return next;
    };
    const settleNumbers = async () => {
      if (!numbered || numbered.first + numbered.used - 1 === numbered.stored) return;
      await exec
        .update(interactionCounters)
        .set({ last: numbered.first + numbered.used - 1 })
        .where(and(eq(interactionCounters.tenantId, scope.tenantId), eq(interactionCounters.year, year)));
    };
    /** Whether a file's code is one this import gave (an earlier batch's, not committed yet). */
    const ours = (code: string): boolean => {
      const match = /^INT-(\d{4})-(\d+)$/.exec(code);
      if (!numbered || !match || Number(match[1]) !== year) return false;
      const n = Number(match[2]);
      return n >= numbered.first && n < numbered.first + numbered.used;
    };

    const processBatch = async (batch: InteractionCandidate[]) => {
      const fileCodesOfBatch = batch.flatMap((c) => (c.code ? [c.code] : []));
      // Look-ups through the transaction wait for its writes; through the pool (PostgreSQL) they run
      // meanwhile, unless they must see what this import wrote: stakeholders it registers, codes it gave.
      const reads =
        options.concurrentReads && !request.createStakeholders && !fileCodesOfBatch.some(ours) ? db : null;
      if (!reads) await writing;
      const codes = await existingCodes(reads ?? exec, scope, fileCodesOfBatch);
      const fresh: InteractionCandidate[] = [];
      for (const c of batch) {
        const earlier = c.code ? fileCodes.get(c.code) : undefined;
        const existing = c.code ? codes.get(c.code) : undefined;
        if (c.code && earlier === undefined) fileCodes.set(c.code, c.line);
        if (existing || earlier !== undefined) {
          outcome.duplicates.push({
            line: c.line,
            reason: 'code',
            matchedLine: existing ? null : (earlier ?? null),
            existingId: existing?.id ?? null,
            existingName: existing?.subject ?? null,
          });
          counts.skipped += 1;
        } else fresh.push(c);
      }
      const before = new Set(created.keys());
      const resolved = await matchStakeholders(fresh, reads ?? exec);
      if (!outcome.writing()) return;
      const newOnes = [...created.entries()].filter(([key]) => !before.has(key)).map(([, s]) => s);
      await startWrite(
        await prepareBatch(
          fresh.flatMap((c) => {
            const links = resolved.get(c);
            return links ? [{ c, links }] : [];
          }),
          newOnes,
        ),
      );
    };

    let binding: HeaderBinding | null = null;
    let batch: InteractionCandidate[] = [];
    try {
      for await (const row of readRows(request.buffer, format, profile.csv, limits.maxRowChars)) {
        if (slice.due()) await slice.pause();
        if (signal?.aborted) {
          await writing.catch(() => undefined);
          throw new ImportInterrupted();
        }
        if (!binding) {
          binding = bindHeader(profile, row.cells);
          for (const column of binding.missing) outcome.missingColumn(row.line, column);
          if (binding.missing.length > 0) break;
          continue;
        }
        counts.rows += 1;
        if (counts.rows > limits.maxRows)
          throw new HttpProblem(413, `The file has more than ${limits.maxRows} rows`);
        const validated = validateInteractionRow(
          row.line,
          profile.toStandard(boundValues(binding, row.cells)),
          lookups,
          profile.sourceColumn,
        );
        if (validated.candidate) batch.push(validated.candidate);
        else outcome.errors.push(...validated.errors);
        if (batch.length >= limits.batchRows) {
          await processBatch(batch);
          batch = [];
        }
        if (counts.rows % PROGRESS_EVERY === 0)
          runner.progress(scope, jobId, counts.created > 0 ? 'writing' : 'reading', counts.rows, null);
      }
    } catch (error) {
      // The transaction rolls back on this connection: after the COPY in flight, not during it.
      await writing.catch(() => undefined);
      throw error;
    }
    if (!binding) outcome.headerMissing();
    if (batch.length > 0) await processBatch(batch);
    await writing;
    if (signal?.aborted) throw new ImportInterrupted();
    await settleNumbers();
    // Duplicates are never written: with onDuplicate=skip they are counted as skipped.
    if (!request.onDuplicate) counts.skipped = 0;
    // What a dry run would register; what an apply registered (a refused one reports none).
    counts.stakeholdersCreated = created.size;
    return outcome.close(format);
  };

  return {
    checkFile,
    readJob: runner.readJob,
    interrupt: runner.interrupt,

    start: (scope: RequestScope, request: InteractionImportRequest) =>
      runner.start(scope, {
        workspaceId: request.workspaceId,
        profile: request.profile,
        fileName: request.fileName,
        dryRun: request.dryRun,
        onDuplicate: request.onDuplicate,
      }),

    /** Runs a started job to its end (import-job-runner.ts): recorded, then thrown when refused. */
    run: (
      scope: RequestScope,
      jobId: string,
      request: InteractionImportRequest,
      signal?: AbortSignal,
    ): Promise<ImportReport> =>
      runner.run(scope, jobId, request, signal, async () => {
        const format = request.format ?? (await checkFile(request.buffer));
        const lookups = await lookupsOf(scope);
        return (exec) => pass(exec, scope, jobId, request, format, lookups, signal);
      }),
  };
};

export type InteractionImportService = ReturnType<typeof createInteractionImportService>;

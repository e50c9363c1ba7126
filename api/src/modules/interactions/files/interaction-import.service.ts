import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  hasPermission,
  type FileFormat,
  type ImportReport,
  type ImportRowError,
  type InteractionImportProfile,
  type StakeholderKind,
} from '@conexoes/shared/contract';
import { bulkInsert } from '../../../db/bulk-insert';
import type { Database } from '../../../db/database';
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
  type InteractionInsert,
} from '../../../db/schema';
import type { AppLocale } from '../../../lib/locale';
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
import { mayOpenIn } from '../../users/opening-reach';
import { createUserRepository } from '../../users/user.repository';
import { readsInteractions } from '../interaction-basic-info';
import { interactionCode, interactionSearchText, topicIdsOf, yearInSaoPaulo } from '../interaction.fields';
import type { InteractionColumn } from './interaction-columns';
import { interactionProfileDefinitions } from './interaction-import-profiles';
import {
  validateInteractionRow,
  type InteractionCandidate,
  type InteractionLookups,
  type InteractionOptionField,
  type StakeholderCheck,
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
  /** The caller's language: names a column the file lacks as the template (in that language) does. */
  locale: AppLocale;
  /** The caller's clock (lib/time-zone): the file's times are read on it, as the export wrote them. */
  timeZone: string;
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

/** The kind a CPF or CNPJ says; without one, a person (docs/imports.md). */
const kindOf = (document: string | null): StakeholderKind =>
  document && document.length === 14 ? 'organization' : 'person';

/**
 * The interaction import (docs/imports.md "Interactions"): the file checked by content (type, zip
 * guard, limits — lib/sheets), then one pass in batches: each row validated against the tenant's
 * lists, its stakeholders matched by CPF/CNPJ or name + the interaction's municipality (one query
 * per batch, not per row), its code compared with the registered ones (an export imported back),
 * and — when applying — the batch written in the import's one transaction (lib/sheets/import-job-runner.ts:
 * all or nothing). Missing stakeholders are errors unless `createStakeholders` asks to register them.
 */
export const createInteractionImportService = (db: Database, limits: ImportLimits) => {
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

  /**
   * The tenant's lists, topics and users as the rows' words are matched against them; the users who
   * may not open interactions of the import's workspace are named, to be refused (decision 0060).
   */
  const lookupsOf = async (scope: RequestScope, workspaceId: string): Promise<InteractionLookups> => {
    const options = {} as InteractionLookups['options'];
    for (const [field, list] of Object.entries(optionLists) as Array<[InteractionOptionField, string]>) {
      const map = new Map<string, string>();
      for (const row of await optionRepository.list(scope, list, { active: true })) {
        map.set(foldText(row.labelEn), row.code);
        for (const label of [row.labelEs, row.labelDe]) if (label) map.set(foldText(label), row.code);
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
    const people = await userRepository.options(scope, {});
    for (const user of people) {
      const name = foldText(user.name);
      users.set(name, users.has(name) && users.get(name) !== user.id ? null : user.id);
      users.set(foldText(user.email), user.id);
    }
    const ids = people.map((u) => u.id);
    const open = await mayOpenIn(db, scope.tenantId, 'socialInteractions', workspaceId, ids);
    const closed = new Set(ids.filter((id) => !open.has(id)));
    return { options, topics: new Map(topicRows.map((t) => [foldText(t.name), t.id])), users, closed };
  };

  /**
   * Registered interactions the caller can see, by code (an export imported back names them). None for
   * who may add but not read interactions: the check would tell them which codes exist, and the
   * subjects (their rows get codes of their own).
   */
  const existingCodes = async (exec: Database, scope: RequestScope, codes: string[]) => {
    if (codes.length === 0 || !readsInteractions(scope))
      return new Map<string, { id: string; subject: string }>();
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
    let linkKeysDeferred = false;
    let binding: HeaderBinding | null = null;
    /** A column as the file names it; one it does not have, as the layout (the template) does. */
    const columnName = (column: InteractionColumn): string =>
      binding?.headers.get(column) ?? profile.sourceColumn(column, request.locale);

    const rowError = (
      line: number,
      messageCode: 'stakeholderUnknown' | 'stakeholderAmbiguous' | 'documentTaken',
      value: string,
    ) =>
      outcome.errors.push({
        line,
        column: columnName('stakeholders'),
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

    /**
     * Each row's stakeholders as ids: matched, created on request, or an error of the row. Rows in
     * `checkOnly` (rows with other errors) are only checked, so their report is complete: nothing is
     * registered for them. One query per batch either way.
     */
    const matchStakeholders = async (
      batch: StakeholderCheck[],
      checkOnly: ReadonlySet<StakeholderCheck> = new Set(),
    ) => {
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
      for (const r of await stakeholderLookups.byDocuments(exec, scope, [...documents]))
        if (r.document) byDocument.set(r.document, r);
      const byName = new Map<string, ExistingRef[]>();
      for (const r of await stakeholderLookups.byNameKeys(exec, scope, [...keys.values()])) {
        const key = `${foldText(r.name).replace(/\s+/g, ' ')}|${r.municipalityCode ?? ''}`;
        byName.set(key, [...(byName.get(key) ?? []).filter((x) => x.id !== r.id), r]);
      }
      const resolved = new Map<StakeholderCheck, Array<{ id: string; role: string }>>();
      for (const c of batch) {
        if (slice.due()) await slice.pause();
        const ids: Array<{ id: string; role: string }> = [];
        let failed = false;
        const register = (s: StakeholderRef, key: string): string | null => {
          if (!request.createStakeholders) {
            rowError(c.line, 'stakeholderUnknown', s.document ? `${s.name} (${s.document})` : s.name);
            return null;
          }
          // A row that will not be written registers nobody (nor counts in stakeholdersCreated).
          if (checkOnly.has(c)) return null;
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
          return entry.id;
        };
        for (const s of c.stakeholders) {
          let id: string | null = null;
          if (s.document) {
            const found = byDocument.get(s.document);
            // "Registered where you cannot see it" answers only who asks to register stakeholders and
            // may (as POST stakeholders' 409); to anyone else a document out of reach is just unknown.
            const mayRegister =
              request.createStakeholders && hasPermission(scope.permissions, 'stakeholders', 'add');
            if (found && !scope.workspaceIds.includes(found.workspaceId)) {
              if (mayRegister) rowError(c.line, 'documentTaken', s.name);
              else rowError(c.line, 'stakeholderUnknown', `${s.name} (${s.document})`);
            } else id = found?.id ?? register(s, `doc:${s.document}`);
          } else {
            const here = byName.get(`${s.nameKey}|${c.municipalityCode ?? ''}`) ?? [];
            const anywhere = c.municipalityCode ? (byName.get(`${s.nameKey}|`) ?? []) : [];
            const matches = here.length > 0 ? here : anywhere;
            if (matches.length > 1) rowError(c.line, 'stakeholderAmbiguous', s.name);
            else id = matches[0]?.id ?? register(s, `name:${s.nameKey}|${c.municipalityCode ?? ''}`);
          }
          if (id === null) failed = true;
          else if (!ids.some((x) => x.id === id)) ids.push({ id, role: s.role });
        }
        if (!failed) resolved.set(c, ids);
      }
      return resolved;
    };

    /** Writes a batch's stakeholders to create and its interactions, codes, links and history. */
    const writeBatch = async (
      rows: Array<{ c: InteractionCandidate; links: Array<{ id: string; role: string }> }>,
      fresh: NewStakeholder[],
    ) => {
      const tenantId = scope.tenantId;
      if (fresh.length > 0) {
        await bulkInsert(
          exec,
          stakeholders,
          fresh.map((s) => ({
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
          })),
        );
        await bulkInsert(
          exec,
          stakeholderHistory,
          fresh.map((s) => ({
            tenantId,
            id: newRecordId(),
            stakeholderId: s.id,
            userId: scope.userId,
            action: 'imported',
            changes: [],
            createdAt: now,
          })),
        );
      }
      if (rows.length === 0) return;
      // The batch's numbers in one step: the counter row stays locked until the import commits.
      const [counter] = await exec
        .insert(interactionCounters)
        .values({ tenantId, year, last: rows.length })
        .onConflictDoUpdate({
          target: [interactionCounters.tenantId, interactionCounters.year],
          set: { last: sql`${interactionCounters.last} + ${rows.length}` },
        })
        .returning({ last: interactionCounters.last });
      const first = (counter?.last ?? rows.length) - rows.length + 1;
      const names = new Map<string, string>();
      const inserted: InteractionInsert[] = [];
      const links: Array<typeof interactionStakeholders.$inferInsert> = [];
      const topicLinks: Array<typeof interactionTopics.$inferInsert> = [];
      const participantLinks: Array<typeof interactionParticipants.$inferInsert> = [];
      const history: Array<typeof interactionHistory.$inferInsert> = [];
      const linkedIds = [...new Set(rows.flatMap((r) => r.links.map((l) => l.id)))];
      if (linkedIds.length > 0)
        for (const r of await exec
          .select({ id: stakeholders.id, name: stakeholders.name })
          .from(stakeholders)
          // One parameter, not thousands: building a statement of 5,000 placeholders held this thread ~20 ms.
          .where(
            and(
              eq(stakeholders.tenantId, tenantId),
              sql`${stakeholders.id} = any(string_to_array(${linkedIds.join(',')}, ',')::uuid[])`,
            ),
          ))
          names.set(r.id, r.name);
      for (const [index, { c, links: linked }] of rows.entries()) {
        // A batch's rows are one stretch of this thread otherwise (decision 0028).
        if (slice.due()) await slice.pause();
        const id = newRecordId();
        const code = interactionCode(year, first + index);
        const row: InteractionInsert = {
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
          topicIds: topicIdsOf(c.topicIds),
          issuesRaised: c.issuesRaised,
          response: c.response,
          followUpRequired: c.followUpRequired,
          followUpDue: c.followUpDue,
          followUpOwnerId: c.followUpOwnerId,
          grievanceAcknowledgedOn: c.grievanceAcknowledgedOn,
          grievanceRespondedOn: c.grievanceRespondedOn,
          grievanceClosedOn: c.grievanceClosedOn,
          grievanceOutcome: c.grievanceOutcome,
          confidential: c.confidential,
          searchText: interactionSearchText({
            code,
            subject: c.subject,
            description: c.description,
            stakeholderNames: linked.map((l) => names.get(l.id) ?? ''),
          }),
          deletedAt: null,
          deletedBy: null,
          createdBy: scope.userId,
          updatedBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        };
        inserted.push(row);
        for (const l of linked)
          links.push({ tenantId, interactionId: id, stakeholderId: l.id, role: l.role });
        for (const topicId of row.topicIds ?? []) topicLinks.push({ tenantId, interactionId: id, topicId });
        for (const userId of c.participantIds) participantLinks.push({ tenantId, interactionId: id, userId });
        // One `imported` entry: its values are the record's own (decision 0025), a later edit shows them as `before`.
        history.push({
          tenantId,
          id: newRecordId(),
          interactionId: id,
          userId: scope.userId,
          action: 'imported',
          changes: [],
          createdAt: now,
        });
      }
      await bulkInsert(exec, interactions, inserted);
      // The batch's link keys (dashboards' day counts, migration 0028) once after both link tables,
      // not once per table: the setting, made before the first batch's links, lasts until the import's
      // transaction ends.
      if (!linkKeysDeferred) {
        await exec.execute(sql`select set_config('conexoes.link_keys_deferred', 'on', true)`);
        linkKeysDeferred = true;
      }
      await bulkInsert(exec, interactionStakeholders, links);
      await bulkInsert(exec, interactionTopics, topicLinks);
      await exec.execute(
        sql`select interaction_link_keys_refresh(${tenantId}::uuid, string_to_array(${inserted.map((r) => r.id).join(',')}, ',')::uuid[])`,
      );
      await bulkInsert(exec, interactionParticipants, participantLinks);
      await bulkInsert(exec, interactionHistory, history);
      counts.created += rows.length;
    };

    const processBatch = async (
      batch: InteractionCandidate[],
      rowErrors: ImportRowError[],
      checks: StakeholderCheck[],
    ) => {
      // The batch's own row errors first: the report keeps the first errors found, in file order.
      outcome.errors.push(...rowErrors);
      const codes = await existingCodes(
        exec,
        scope,
        batch.flatMap((c) => (c.code ? [c.code] : [])),
      );
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
      // Rows with other errors are matched too (same query): the report lists all of a row's errors.
      const resolved = await matchStakeholders([...fresh, ...checks], new Set(checks));
      if (!outcome.writing()) return;
      const newOnes = [...created.entries()].filter(([key]) => !before.has(key)).map(([, s]) => s);
      await writeBatch(
        fresh.flatMap((c) => {
          const links = resolved.get(c);
          return links ? [{ c, links }] : [];
        }),
        newOnes,
      );
    };

    /*
     * Batches are checked and written one after the other on the import's connection, while the next
     * batch is read and validated (both cores busy: this thread parses, PostgreSQL writes). At most
     * one batch waits for its turn, so memory holds about two batches.
     */
    let processing: Promise<void> = Promise.resolve();
    const queue = async (
      rows: InteractionCandidate[],
      rowErrors: ImportRowError[],
      checks: StakeholderCheck[],
    ) => {
      const before = processing;
      processing = before.then(() => processBatch(rows, rowErrors, checks));
      // Observed at once, so a failed batch is never an unhandled rejection; awaited below.
      processing.catch(() => undefined);
      await before;
    };

    let batch: InteractionCandidate[] = [];
    let batchErrors: ImportRowError[] = [];
    let batchChecks: StakeholderCheck[] = [];
    try {
      for await (const row of readRows(request.buffer, format, profile.csv, limits.maxRowChars)) {
        if (slice.due()) await slice.pause();
        if (signal?.aborted) throw new ImportInterrupted();
        if (!binding) {
          binding = bindHeader(profile, row.cells);
          outcome.ignoredColumns = binding.ignored;
          for (const column of binding.missing)
            outcome.missingColumn(
              row.line,
              profile.sourceColumn(column as InteractionColumn, request.locale),
            );
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
          columnName,
          request.timeZone,
        );
        if (validated.candidate) batch.push(validated.candidate);
        else {
          batchErrors.push(...validated.errors);
          if (validated.check) batchChecks.push(validated.check);
        }
        if (batch.length + batchChecks.length >= limits.batchRows) {
          await queue(batch, batchErrors, batchChecks);
          batch = [];
          batchErrors = [];
          batchChecks = [];
        }
        if (counts.rows % PROGRESS_EVERY === 0)
          runner.progress(scope, jobId, counts.created > 0 ? 'writing' : 'reading', counts.rows, null);
      }
      if (!binding) outcome.headerMissing();
      if (batch.length > 0 || batchErrors.length > 0) await queue(batch, batchErrors, batchChecks);
      await processing;
    } finally {
      // A refusal while a batch is written: the transaction ends only after its statements.
      await processing.catch(() => undefined);
    }
    if (signal?.aborted) throw new ImportInterrupted();
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
        const lookups = await lookupsOf(scope, request.workspaceId);
        return (exec) => pass(exec, scope, jobId, request, format, lookups, signal);
      }),
  };
};

export type InteractionImportService = ReturnType<typeof createInteractionImportService>;

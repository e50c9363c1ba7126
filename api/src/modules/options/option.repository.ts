import { and, asc, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Option, OptionInput, OptionSearchQuery, Page } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { commitments, interactions, options, stakeholders } from '../../db/schema';
import { conflict, forbidden, notFound, pgCode, unprocessable } from '../../lib/problem';
import type { LabelLocale } from '../../lib/locale';
import { pickLabel } from '../../lib/locale';
import { canWriteIn, configTarget, readReach, visibleIn, type RequestScope } from '../../lib/scope';
import { foldedSql, foldText, likePattern } from '../../lib/text';

type OptionRow = typeof options.$inferSelect;

export const ADDITION_LIST = 'stakeholderAddition';
export const additionList = (field: string) => `${ADDITION_LIST}.${field}`;

/** Tables whose records hold option codes, as the refusal names them (`optionInUseBy<Records>`). */
const holders = {
  Stakeholders: stakeholders,
  Interactions: interactions,
  Commitments: commitments,
} as const;
type Records = keyof typeof holders;
type CodeHolder = { records: Records; column: AnyPgColumn };

/**
 * Every column holding codes of a list, so a code in use is never deleted or renamed: records of every
 * area count, deleted ones too (their rows and history still read their codes). `perception` holds
 * the fixed codes whose labels the list gives. Additional stakeholder fields are read from `additional`.
 */
const codeColumns: Readonly<Record<string, CodeHolder[]>> = {
  stakeholderCategory: [{ records: 'Stakeholders', column: stakeholders.categoryCode }],
  stakeholderScope: [{ records: 'Stakeholders', column: stakeholders.scopeCode }],
  entityType: [{ records: 'Stakeholders', column: stakeholders.entityTypeCode }],
  interactionType: [{ records: 'Interactions', column: interactions.typeCode }],
  channel: [{ records: 'Interactions', column: interactions.channelCode }],
  classification: [{ records: 'Interactions', column: interactions.classificationCode }],
  status: [{ records: 'Interactions', column: interactions.statusCode }],
  perception: [{ records: 'Interactions', column: interactions.perception }],
  commitmentSource: [{ records: 'Commitments', column: commitments.sourceCode }],
  commitmentPriority: [{ records: 'Commitments', column: commitments.priorityCode }],
  commitmentRisk: [{ records: 'Commitments', column: commitments.riskCode }],
};

/**
 * A refused change of an entry in use: the sentence, and on the code field what uses it, so the
 * screens can say it in the user's language. Counted tenant-wide to keep every record's code valid,
 * so no count is told: it would reveal records of workspaces the caller cannot see.
 */
const inUse = (detail: string, records: Records) =>
  conflict(detail, [{ path: 'body.code', message: detail, code: `optionInUseBy${records}` }]);

/**
 * Whether the caller may change (edit, deactivate, delete) an option: it lies in a workspace they
 * administer (write reach). The one rule: the writes refuse with it and `canEdit` tells the screens.
 */
export const mayChangeOption = (scope: RequestScope, row: { workspaceId: string }): boolean =>
  canWriteIn(scope, row.workspaceId);

export const toOption = (row: OptionRow, locale: LabelLocale, scope: RequestScope): Option => ({
  id: row.id,
  workspaceId: row.workspaceId,
  list: row.list,
  code: row.code,
  label: pickLabel(locale, row),
  labelPtBr: row.labelPtBr,
  labelEn: row.labelEn,
  labelEs: row.labelEs,
  labelDe: row.labelDe,
  sortOrder: row.sortOrder,
  active: row.active,
  canEdit: mayChangeOption(scope, row),
});

/** An ASCII code from a label: "Audiência pública" → "audienciaPublica" (never empty, at most 60). */
export const codeFromLabel = (label: string): string => {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  const code = words
    .map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return (code || 'option').slice(0, 60);
};

/** The English details of a refused code; `code` is what the screens translate (forms:server.<code>). */
export const CODE_TAKEN = 'Another entry of this list already has this code';
export const CODE_INACTIVE =
  'An inactive entry of this list has this code: activate it instead of adding another';

/** A code already in the list: a 409 whose error points at the code field. */
const codeTaken = (inactive = false) =>
  conflict(inactive ? CODE_INACTIVE : CODE_TAKEN, [
    {
      path: 'body.code',
      message: inactive ? CODE_INACTIVE : CODE_TAKEN,
      code: inactive ? 'duplicateInactiveCode' : 'duplicateCode',
    },
  ]);

/** The English details of a refused name; `code` is what the screens translate (forms:server.<code>). */
export const LABEL_TAKEN = 'This list already has an entry with this name';
export const LABEL_INACTIVE =
  'An inactive entry of this list has this name: activate it instead of adding another';

/** A name already in the list, under the field that repeats it. */
const labelTaken = (repeated: Array<{ field: 'labelEn' | 'labelPtBr'; inactive: boolean }>) =>
  conflict(
    repeated.every((r) => r.inactive) ? LABEL_INACTIVE : LABEL_TAKEN,
    repeated.map(({ field, inactive }) => ({
      path: `body.${field}`,
      message: inactive ? LABEL_INACTIVE : LABEL_TAKEN,
      code: inactive ? 'duplicateInactiveLabel' : 'duplicateLabel',
    })),
  );

/** Configurable option lists. Every function takes the request scope first. */
export const createOptionRepository = (db: Database) => {
  // Read reach: lists seeded on the root serve every site below it.
  const visible = async (scope: RequestScope, only?: string[]): Promise<SQL> =>
    visibleIn(scope, options, await readReach(db, scope, only));

  const findRow = async (scope: RequestScope, id: string): Promise<OptionRow> => {
    const [row] = await db
      .select()
      .from(options)
      .where(and(await visible(scope), eq(options.id, id)));
    if (!row) throw notFound('Option');
    return row;
  };

  /**
   * An option the caller may change: readable, and in a workspace the caller administers (write
   * reach). One of an ancestor is visible, so 403 rather than 404 (docs/decisions/0026).
   */
  const findWritable = async (scope: RequestScope, id: string): Promise<OptionRow> => {
    const row = await findRow(scope, id);
    if (!mayChangeOption(scope, row))
      throw forbidden('This option belongs to a workspace you do not administer');
    return row;
  };

  /** Where `code` of `list` is held: the columns of records, or the additional fields of stakeholders. */
  const holdersOf = (list: string, code: string): Array<{ records: Records; where: SQL }> => {
    const out = (codeColumns[list] ?? []).map(({ records, column }) => ({
      records,
      where: eq(column, code),
    }));
    if (list === ADDITION_LIST)
      out.push({ records: 'Stakeholders', where: sql`${stakeholders.additional} ? ${code}` });
    else if (list.startsWith(`${ADDITION_LIST}.`)) {
      const field = list.slice(ADDITION_LIST.length + 1);
      out.push({
        records: 'Stakeholders',
        where: or(
          sql`${stakeholders.additional} -> ${field} = to_jsonb(${code}::text)`,
          sql`${stakeholders.additional} -> ${field} @> jsonb_build_array(${code}::text)`,
        ) as SQL,
      });
    }
    return out;
  };

  /** Whether any record of the tenant uses `code` of `list`: the first kind of records found, or null. */
  const usedBy = async (scope: RequestScope, list: string, code: string): Promise<Records | null> => {
    for (const { records, where } of holdersOf(list, code)) {
      const table = holders[records];
      const found = await db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.tenantId, scope.tenantId), where))
        .limit(1);
      if (found.length > 0) return records;
    }
    return null;
  };

  /**
   * How many records the caller sees use an option (deleted ones left out): what deactivating it
   * touches. Only the caller's workspaces count, so the number tells nothing of the others.
   */
  const usage = async (
    scope: RequestScope,
    id: string,
  ): Promise<{ records: Records | null; count: number }> => {
    const row = await findRow(scope, id);
    const found = holdersOf(row.list, row.code);
    let total = 0;
    for (const { records, where } of found) {
      const table = holders[records];
      const live = 'deletedAt' in table ? sql`${table.deletedAt} is null` : undefined;
      const [n] = await db
        .select({ n: count() })
        .from(table)
        .where(and(visibleIn(scope, table), live, where));
      total += n?.n ?? 0;
    }
    return { records: found[0]?.records ?? null, count: total };
  };

  /** A code for a new entry from its label, free in the list across the tenant (decision 0050). */
  const freeCode = async (scope: RequestScope, list: string, label: string): Promise<string> => {
    const base = codeFromLabel(label);
    // A list holds tens of entries: all of its codes, whatever their case.
    const rows = await db
      .select({ code: options.code })
      .from(options)
      .where(and(eq(options.tenantId, scope.tenantId), eq(options.list, list)));
    const taken = new Set(rows.map((r) => r.code.toLowerCase()));
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : String(n);
      const code = base.slice(0, 60 - suffix.length) + suffix;
      if (!taken.has(code.toLowerCase())) return code;
    }
  };

  /**
   * Refuses a code another entry of the list has anywhere in the tenant, whatever the case (the unique
   * index options_tenant_list_code_uq, migration 0030): records, imports and tenant-wide counts read
   * codes across workspaces. An inactive entry the caller can read is named as such, to be activated
   * instead; one the caller cannot read is only said to exist.
   */
  const refuseTakenCode = async (scope: RequestScope, list: string, code: string, except?: string) => {
    const [other] = await db
      .select({ workspaceId: options.workspaceId, active: options.active })
      .from(options)
      .where(
        and(
          eq(options.tenantId, scope.tenantId),
          eq(options.list, list),
          sql`lower(${options.code}) = lower(${code})`,
          except ? ne(options.id, except) : undefined,
        ),
      )
      .limit(1);
    if (!other) return;
    const readable = (await readReach(db, scope)).includes(other.workspaceId);
    throw codeTaken(readable && !other.active);
  };

  /**
   * Refuses a new entry named as one the caller already reads in the list (accents and case aside), in
   * English or Portuguese: a second "Phone call" would split the records between two entries, and an
   * inactive one is to be activated again. Entries of workspaces out of the caller's sight do not count
   * (a sibling site may have its own "Phone call"; its code then gets a number, decision 0050).
   */
  const refuseTakenLabel = async (scope: RequestScope, input: OptionInput, except?: string) => {
    const folded = { labelEn: foldText(input.labelEn), labelPtBr: foldText(input.labelPtBr) };
    const rows = await db
      .select({ active: options.active, labelEn: options.labelEn, labelPtBr: options.labelPtBr })
      .from(options)
      .where(
        and(
          await visible(scope),
          eq(options.list, input.list),
          except ? ne(options.id, except) : undefined,
          or(
            eq(foldedSql(sql`trim(${options.labelEn})`), folded.labelEn),
            eq(foldedSql(sql`trim(${options.labelPtBr})`), folded.labelPtBr),
          ),
        ),
      );
    // Each label it repeats, at once (not one per save); an active namesake first: that is the entry to use.
    const namesakes = [...rows].sort((a, b) => Number(b.active) - Number(a.active));
    const repeated = (['labelEn', 'labelPtBr'] as const).flatMap((field) => {
      const same = namesakes.find((row) => foldText(row[field]) === folded[field]);
      return same ? [{ field, inactive: !same.active }] : [];
    });
    if (repeated.length > 0) throw labelTaken(repeated);
  };

  /** A write the unique index refused (two saves of one code at once): the same 409 as the check. */
  const orTaken = (error: unknown): never => {
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  };

  return {
    findRow,

    /** Entries of one list, ordered for a select. */
    list: async (
      scope: RequestScope,
      list: string,
      filter: { active?: boolean; workspaceIds?: string[] } = {},
    ) => {
      const filters: SQL[] = [await visible(scope, filter.workspaceIds), eq(options.list, list)];
      if (filter.active !== undefined) filters.push(eq(options.active, filter.active));
      return db
        .select()
        .from(options)
        .where(and(...filters))
        .orderBy(asc(options.sortOrder), asc(options.labelPtBr));
    },

    search: async (
      scope: RequestScope,
      query: OptionSearchQuery,
      locale: LabelLocale,
    ): Promise<Page<Option>> => {
      const filters: SQL[] = [await visible(scope)];
      if (query.codes && query.codes.length > 0) filters.push(inArray(options.list, query.codes));
      if (query.active !== undefined) filters.push(eq(options.active, query.active));
      if (query.q) {
        const pattern = likePattern(foldText(query.q));
        filters.push(
          or(
            like(foldedSql(sql`${options.labelPtBr}`), pattern),
            like(foldedSql(sql`${options.labelEn}`), pattern),
            like(foldedSql(sql`coalesce(${options.labelEs}, '')`), pattern),
            like(foldedSql(sql`coalesce(${options.labelDe}, '')`), pattern),
            like(sql`lower(${options.code})`, pattern),
          ) as SQL,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(options)
          .where(where)
          .orderBy(asc(options.list), asc(options.sortOrder), asc(options.code))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(options).where(where),
      ]);
      return {
        items: rows.map((r) => toOption(r, locale, scope)),
        total: total?.n ?? 0,
        page: query.page,
        size: query.size,
      };
    },

    /** The codes of `list` that exist (and are active) for the scope. */
    existingCodes: async (scope: RequestScope, list: string, codes: string[]): Promise<Set<string>> => {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: options.code })
        .from(options)
        .where(
          and(
            await visible(scope),
            eq(options.list, list),
            eq(options.active, true),
            inArray(options.code, codes),
          ),
        );
      return new Set(rows.map((r) => r.code));
    },

    usedBy,
    usage,

    save: async (scope: RequestScope, input: OptionInput): Promise<OptionRow> => {
      if (input.id) {
        const current = await findWritable(scope, input.id);
        // The update schema requires the code with an id (wholeRecordWithId); the fallback only types it.
        const code = input.code ?? current.code;
        const records =
          current.list !== input.list || current.code !== code
            ? await usedBy(scope, current.list, current.code)
            : null;
        if (records)
          throw inUse(
            'This option is in use: its list and code cannot change (deactivate it or add a new one)',
            records,
          );
        if (current.list !== input.list || current.code.toLowerCase() !== code.toLowerCase())
          await refuseTakenCode(scope, input.list, code, current.id);
        if (
          current.list !== input.list ||
          foldText(current.labelEn) !== foldText(input.labelEn) ||
          foldText(current.labelPtBr) !== foldText(input.labelPtBr)
        )
          await refuseTakenLabel(scope, input, current.id);
        const [row] = await db
          .update(options)
          .set({
            list: input.list,
            code,
            labelPtBr: input.labelPtBr,
            labelEn: input.labelEn,
            labelEs: input.labelEs,
            labelDe: input.labelDe,
            sortOrder: input.sortOrder,
            active: input.active,
          })
          .where(and(eq(options.tenantId, scope.tenantId), eq(options.id, current.id)))
          .returning()
          .catch(orTaken);
        return row as OptionRow;
      }
      const workspaceId = configTarget(scope, input.workspaceId);
      if (!workspaceId)
        throw unprocessable([{ path: 'body.workspaceId', message: 'This workspace is not available' }]);
      // Without a code (the screens send none) one is made from the English label (decision 0050).
      if (input.code === undefined) await refuseTakenLabel(scope, input);
      const code = input.code ?? (await freeCode(scope, input.list, input.labelEn));
      await refuseTakenCode(scope, input.list, code);
      const [row] = await db
        .insert(options)
        .values({
          tenantId: scope.tenantId,
          workspaceId,
          list: input.list,
          code,
          labelPtBr: input.labelPtBr,
          labelEn: input.labelEn,
          labelEs: input.labelEs,
          labelDe: input.labelDe,
          sortOrder: input.sortOrder,
          active: input.active,
        })
        .returning()
        .catch(orTaken);
      return row as OptionRow;
    },

    /** Deletes an unused option; one in use is refused with 409 (deactivate it instead). */
    remove: async (scope: RequestScope, id: string): Promise<void> => {
      const current = await findWritable(scope, id);
      const records = await usedBy(scope, current.list, current.code);
      if (records) throw inUse('This option is in use; deactivate it instead', records);
      await db.delete(options).where(and(eq(options.tenantId, scope.tenantId), eq(options.id, current.id)));
    },
  };
};

export type OptionRepository = ReturnType<typeof createOptionRepository>;

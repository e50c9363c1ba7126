import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerDateFormat } from '../../lib/date-format';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
// The statuses in the screens' words (one list for the app and the files).
import {
  commitmentExportQuerySchema,
  commitmentStatusWords,
  negotiationPlanExportQuerySchema,
  planStatusWords,
  type CommitmentStatus,
  type NegotiationPlanStatus,
} from '@conexoes/shared/contract';
import { commitments, negotiationAgreements, negotiationPlans, users } from '../../db/schema';
import { appLocale, labelLocale, pickLabel, type AppLocale } from '../../lib/locale';
import { callerTimeZone, fileStampIn } from '../../lib/time-zone';
import type { RequestScope } from '../../lib/scope';
import { createExportFile, csvDelimiterOf, type ExportCell } from '../../lib/sheets/export-file';
import { idsInOrder, readBatchesInOrder, sliceIds } from '../../lib/sheets/ordered-batches';
import { requireScope } from '../../plugins/auth.plugin';
import { formatDay } from '../interactions/files/interaction-cells';
import { LIST_SEPARATOR } from '../interactions/files/interaction-columns';
import { createOptionRepository } from '../options/option.repository';
import { createActionPlanRepository } from './action-plan.repository';
import { tags, view } from './commitment-access';
import {
  commitmentColumnLabels,
  commitmentColumns,
  fileStems,
  planColumnLabels,
  planColumns,
  sheetNames,
  yesNo,
} from './commitment-columns';
import { commitmentOverdue, todayInSaoPaulo } from './commitment.fields';
import { createCommitmentRepository, commitmentLists } from './commitment.repository';
import { createNegotiationPlanRepository, negotiationPlanSortColumns } from './negotiation-plan.repository';
import { readSort } from '../../lib/sort';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
const BATCH = 500;

/** The rows of one slice of an ordered id list (idsInOrder), still under the search's WHERE. */
const inSlice = (id: AnyPgColumn, slice: string) => sql`${id} = any(string_to_array(${slice}, ',')::uuid[])`;
/** A slice's rows in the slice's order. */
const inSliceOrder = <R extends { id: string }>(rows: R[], slice: string): R[] => {
  const at = new Map(sliceIds(slice).map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
};

/**
 * commitments/negotiation-plans/export and commitments/management/export: what the list shows, every
 * row of the search in its order, as XLSX (default) or CSV in the reader's language — labels, names,
 * Brazilian dates (lib/sheets, formulas neutralised). Read in batches; the file streams.
 */
export const commitmentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = createNegotiationPlanRepository(app.db);
  const register = createCommitmentRepository(app.db);
  const actionPlans = createActionPlanRepository(app.db);
  const optionRepository = createOptionRepository(app.db);
  const db = app.db;

  const userNames = async (scope: RequestScope, ids: string[]) =>
    new Map(
      (ids.length
        ? await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, [...new Set(ids)])))
        : []
      ).map((u) => [u.id, u.name]),
    );

  const send = async <C extends string>(
    request: FastifyRequest,
    reply: FastifyReply,
    format: 'xlsx' | 'csv',
    columns: readonly C[],
    headers: string[],
    /** The file's name and sheet, and the columns that hold dates (date cells in XLSX). */
    names: { stem: string; sheet: string; dates: readonly C[] },
    batches: AsyncGenerator<Array<Record<C, ExportCell>>>,
  ) => {
    const first = await batches.next();
    const { output, sink } = createExportFile(format, columns, {
      headers,
      sheetName: names.sheet,
      csvDelimiter: csvDelimiterOf(appLocale(request)),
      dates: names.dates,
      dateFormat: callerDateFormat(request),
    });
    const produce = async () => {
      if (!first.done) {
        for (const row of first.value) await sink.write(row);
        for await (const batch of batches) for (const row of batch) await sink.write(row);
      }
      await sink.end();
    };
    produce().catch((error: unknown) => {
      request.log.error({ err: error instanceof Error ? error.message : error }, 'export failed');
      output.destroy(error instanceof Error ? error : new Error('export failed'));
    });
    const stamp = fileStampIn(callerTimeZone(request));
    return reply
      .type(contentTypes[format])
      .header('content-disposition', `attachment; filename="${names.stem}-${stamp}.${format}"`)
      .header('cache-control', 'no-store')
      .send(output);
  };

  app.get(
    '/negotiation-plans/export',
    {
      config: { permission: view },
      schema: { tags, querystring: negotiationPlanExportQuerySchema, produces: Object.values(contentTypes) },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { format, ...query } = request.query;
      const locale: AppLocale = appLocale(request);
      const where = and(...plans.filtersOf(scope, query));
      const { field, direction } = readSort(query.sort, negotiationPlanSortColumns, 'startDate,desc');
      const order = direction === 'asc' ? asc : desc;
      const column = negotiationPlanSortColumns[field];
      const readPlans = async (slice: string) => {
        const rows = inSliceOrder(
          await db
            .select()
            .from(negotiationPlans)
            .where(and(where, inSlice(negotiationPlans.id, slice))),
          slice,
        );
        const ids = rows.map((r) => r.id);
        const [people, names, planIds, agreements] = await Promise.all([
          plans.stakeholdersOf(scope, ids),
          userNames(
            scope,
            rows.map((r) => r.responsibleId),
          ),
          actionPlans.idOf(scope, 'negotiation_plan', ids),
          db
            .select({ planId: negotiationAgreements.planId, n: sql<number>`count(*)::int` })
            .from(negotiationAgreements)
            .where(
              and(
                eq(negotiationAgreements.tenantId, scope.tenantId),
                inArray(negotiationAgreements.planId, ids),
              ),
            )
            .groupBy(negotiationAgreements.planId),
        ]);
        const progress = await actionPlans.progressOf(scope, [...planIds.values()]);
        const agreementCount = new Map(agreements.map((a) => [a.planId, Number(a.n)]));
        return rows.map((r) => ({
          code: r.code,
          title: r.title,
          status: planStatusWords[locale][r.status as NegotiationPlanStatus] ?? r.status,
          responsible: names.get(r.responsibleId) ?? null,
          startDate: formatDay(r.startDate),
          endDate: r.endDate ? formatDay(r.endDate) : null,
          stakeholders: (people.get(r.id) ?? []).map((s) => s.name).join(LIST_SEPARATOR),
          agreements: agreementCount.get(r.id) ?? 0,
          progress: progress.get(planIds.get(r.id) as string)?.percent ?? 0,
          objective: r.objective,
        }));
      };
      const ids = await idsInOrder(
        db,
        negotiationPlans,
        negotiationPlans.id,
        sql`${order(column)}, ${order(negotiationPlans.id)}`,
        where,
      );
      return send(
        request,
        reply,
        format,
        planColumns,
        planColumns.map((c) => planColumnLabels[locale][c]),
        { stem: fileStems[locale].plans, sheet: sheetNames[locale].plans, dates: ['startDate', 'endDate'] },
        readBatchesInOrder(ids, readPlans, { size: BATCH }),
      );
    },
  );

  app.get(
    '/management/export',
    {
      config: { permission: view },
      schema: { tags, querystring: commitmentExportQuerySchema, produces: Object.values(contentTypes) },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { format, ...query } = request.query;
      const locale: AppLocale = appLocale(request);
      const lists = await Promise.all(
        Object.values(commitmentLists).map(
          async (list) =>
            new Map(
              (await optionRepository.list(scope, list)).map((o) => [
                o.code,
                pickLabel(labelLocale(request), o),
              ]),
            ),
        ),
      );
      const label = (i: number, code: string | null) => (code ? (lists[i]?.get(code) ?? code) : null);
      const where = and(...register.filtersOf(scope, query));
      const today = todayInSaoPaulo();
      const readCommitments = async (slice: string) => {
        const rows = inSliceOrder(
          await db
            .select()
            .from(commitments)
            .where(and(where, inSlice(commitments.id, slice))),
          slice,
        );
        const ids = rows.map((r) => r.id);
        const [people, names, planIds] = await Promise.all([
          register.beneficiariesOf(scope, ids),
          userNames(
            scope,
            rows.map((r) => r.ownerId),
          ),
          actionPlans.idOf(scope, 'commitment', ids),
        ]);
        const progress = await actionPlans.progressOf(scope, [...planIds.values()]);
        return rows.map((r) => ({
          code: r.code,
          title: r.title,
          status: commitmentStatusWords[locale][r.status as CommitmentStatus] ?? r.status,
          overdue: commitmentOverdue(r, today) ? yesNo[locale].yes : yesNo[locale].no,
          source: label(0, r.sourceCode),
          owner: names.get(r.ownerId) ?? null,
          dueDate: r.dueDate ? formatDay(r.dueDate) : null,
          priority: label(1, r.priorityCode),
          risk: label(2, r.riskCode),
          beneficiaries: (people.get(r.id) ?? []).map((s) => s.name).join(LIST_SEPARATOR),
          ods: r.ods.join(LIST_SEPARATOR),
          progress: progress.get(planIds.get(r.id) as string)?.percent ?? 0,
          description: r.description,
        }));
      };
      const ids = await idsInOrder(
        db,
        commitments,
        commitments.id,
        sql.join(register.orderOf(query.sort), sql`, `),
        where,
      );
      return send(
        request,
        reply,
        format,
        commitmentColumns,
        commitmentColumns.map((c) => commitmentColumnLabels[locale][c]),
        { stem: fileStems[locale].commitments, sheet: sheetNames[locale].commitments, dates: ['dueDate'] },
        readBatchesInOrder(ids, readCommitments, { size: BATCH }),
      );
    },
  );
};

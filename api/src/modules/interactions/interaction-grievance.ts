import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  defaultInteractionSettings,
  endingStatuses,
  grievanceCodes,
  grievanceProgress,
  isEndingStatus,
  isGrievance,
  todayInSaoPaulo,
  type Grievance,
  type GrievanceFilter,
  type GrievanceOutcome,
  type GrievanceWrite,
  type FieldError,
  type InteractionSettings,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactionHistory, interactions, interactionSettings, type InteractionRow } from '../../db/schema';
import { conflict, unprocessable } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { takeTurn } from '../../lib/take-turn';
import { createOptionRepository } from '../options/option.repository';
import { dayStart, diffRows } from './interaction.fields';

/*
 * The grievance mechanism on the server (shared interaction-grievance.ts): a complaint's or grievance's
 * steps, their targets from the tenant's settings, the list's filters, and the one write that records a
 * step. The steps are São Paulo days, as the follow-up's due day.
 */

/** The São Paulo day of an instant. */
export const dayInSaoPaulo = (at: Date): string => todayInSaoPaulo(at);

/** A row's grievance, or null when it is neither a complaint nor a grievance. */
export const grievanceOf = (
  row: Pick<
    InteractionRow,
    | 'typeCode'
    | 'classificationCode'
    | 'startsAt'
    | 'grievanceAcknowledgedOn'
    | 'grievanceRespondedOn'
    | 'grievanceClosedOn'
    | 'grievanceOutcome'
    | 'statusCode'
  >,
  settings: InteractionSettings,
  today = todayInSaoPaulo(),
): Grievance | null =>
  isGrievance(row)
    ? grievanceProgress(
        {
          receivedOn: dayInSaoPaulo(new Date(row.startsAt)),
          acknowledgedOn: row.grievanceAcknowledgedOn,
          respondedOn: row.grievanceRespondedOn,
          closedOn: row.grievanceClosedOn,
          outcome: row.grievanceOutcome as GrievanceOutcome | null,
          statusCode: row.statusCode,
        },
        settings,
        today,
      )
    : null;

/** Late on either target (what the list's tag and `overdue` filter mean). */
export const grievanceOverdue = (grievance: Grievance | null): boolean =>
  Boolean(grievance && (grievance.acknowledgementOverdue || grievance.resolutionOverdue));

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const codes = quoted(grievanceCodes);
const ending = quoted(endingStatuses);
/** Complaints and grievances, by type or classification (literal codes: see below). */
export const grievanceRowSql = (): SQL =>
  sql`(${interactions.typeCode} in (${codes}) or ${interactions.classificationCode} in (${codes}))`;
/**
 * Complaints and grievances not closed — no closing day, nor a status that ends them (`endingStatuses`)
 * — written as interactions_grievance_open_idx's predicate (literal codes, so the planner can use it
 * whatever the statement's parameters).
 */
export const openGrievanceSql = (): SQL =>
  sql`${grievanceRowSql()} and ${interactions.grievanceClosedOn} is null and coalesce(${interactions.statusCode}, '') not in (${ending})`;

/** A grievance's two targets: acknowledged by the one, closed by the other. */
export type GrievanceTarget = 'acknowledgement' | 'resolution';

/**
 * Open and past a target — the one named, or either: not acknowledged and received before today less
 * the tenant's acknowledgement days, or received before today less its resolution days (a fixed
 * UTC−03:00 day, so a day is 24 hours). The days are read in the statement, so a search prepared once
 * follows a change of the settings. The list's late filters and the dashboard's late figures, one rule.
 */
export const overdueGrievanceSql = (
  tenantId: unknown,
  todayStart: unknown,
  target?: GrievanceTarget,
): SQL => {
  const days = (column: AnyPgColumn, fallback: number) =>
    sql`(select coalesce(max(${column}), ${sql.raw(String(fallback))}) from ${interactionSettings}
      where ${interactionSettings.tenantId} = ${tenantId}::uuid)`;
  const before = (days: SQL) => sql`${todayStart}::timestamptz - make_interval(days => ${days})`;
  const acknowledgementLate = sql`(${interactions.grievanceAcknowledgedOn} is null and ${interactions.startsAt} < ${before(
    days(interactionSettings.grievanceAcknowledgeDays, defaultInteractionSettings.grievanceAcknowledgeDays),
  )})`;
  const resolutionLate = sql`${interactions.startsAt} < ${before(
    days(interactionSettings.grievanceResolveDays, defaultInteractionSettings.grievanceResolveDays),
  )}`;
  const late =
    target === 'acknowledgement'
      ? acknowledgementLate
      : target === 'resolution'
        ? resolutionLate
        : sql`${acknowledgementLate} or ${resolutionLate}`;
  return sql`${openGrievanceSql()} and (${late})`;
};

/** The list's filters past a target, with the target each names (`overdue`: either). */
const lateFilterTargets: Record<Exclude<GrievanceFilter, 'open'>, GrievanceTarget | undefined> = {
  overdue: undefined,
  acknowledgementOverdue: 'acknowledgement',
  resolutionOverdue: 'resolution',
};
/** A filter of grievances past a target (which needs today, `grievanceTodayStart`). */
export const isLateGrievanceFilter = (
  filter: GrievanceFilter | undefined,
): filter is Exclude<GrievanceFilter, 'open'> => filter !== undefined && filter !== 'open';

/** The list's `grievance` filter (open, or past the target it names). */
export const grievanceFilterSql = (filter: GrievanceFilter, tenantId: unknown, todayStart: unknown): SQL =>
  isLateGrievanceFilter(filter)
    ? overdueGrievanceSql(tenantId, todayStart, lateFilterTargets[filter])
    : openGrievanceSql();

/** The first instant of today (São Paulo), as the overdue filter's value. */
export const grievanceTodayStart = (): string => dayStart(todayInSaoPaulo()).toISOString();

const steps = ['acknowledgedOn', 'respondedOn', 'closedOn'] as const;

/**
 * PUT social-interactions/{id}/grievance: the steps as the body states them (the contract checked their
 * order). Each new one is on or after the day the grievance was received and not after today (one
 * recorded before stays, whatever became of the start). Closing sets the status to the tenant's
 * "closed", reopening a closed one to "in progress" (when the list has them), so the status, the
 * follow-up and the stakeholder's open grievances agree. Audited in the history.
 */
export const createGrievanceWriter = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const statusIfListed = async (scope: RequestScope, code: string): Promise<string | null> =>
    (await optionRepository.existingCodes(scope, 'status', [code])).has(code) ? code : null;

  return async (scope: RequestScope, current: InteractionRow, body: GrievanceWrite): Promise<void> => {
    if (!isGrievance(current))
      throw conflict('Only a complaint or a grievance goes through these steps', [
        { path: 'body', message: 'This interaction is not a complaint or a grievance' },
      ]);
    const receivedOn = dayInSaoPaulo(current.startsAt);
    const today = todayInSaoPaulo();
    const stored = {
      acknowledgedOn: current.grievanceAcknowledgedOn,
      respondedOn: current.grievanceRespondedOn,
      closedOn: current.grievanceClosedOn,
    };
    const errors: FieldError[] = [];
    for (const step of steps) {
      const day = body[step];
      // A step already recorded stays valid (its interaction's start may have moved since).
      if (!day || day === stored[step]) continue;
      if (day < receivedOn)
        errors.push({
          path: `body.${step}`,
          message: 'This date is before the grievance was received',
          code: 'grievanceBeforeReceived',
        });
      else if (day > today)
        errors.push({ path: `body.${step}`, message: 'This date is in the future', code: 'grievanceFuture' });
    }
    if (errors.length > 0) throw unprocessable(errors);

    // Closing ends the status too (a cancelled one stays cancelled); reopening starts it again.
    let statusCode = current.statusCode;
    if (
      body.closedOn &&
      !current.grievanceClosedOn &&
      !['closed', 'cancelled'].includes(current.statusCode ?? '')
    )
      statusCode = (await statusIfListed(scope, 'closed')) ?? statusCode;
    else if (!body.closedOn && current.grievanceClosedOn && isEndingStatus(current.statusCode))
      statusCode = (await statusIfListed(scope, 'inProgress')) ?? statusCode;

    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await takeTurn(tx, interactions, current, body.expectedUpdatedAt, 'Social interaction');
      const [row] = await tx
        .update(interactions)
        .set({
          grievanceAcknowledgedOn: body.acknowledgedOn,
          grievanceRespondedOn: body.respondedOn,
          grievanceClosedOn: body.closedOn,
          grievanceOutcome: body.closedOn ? body.outcome : null,
          statusCode,
          updatedBy: scope.userId,
          updatedAt: new Date(),
        })
        .where(and(eq(interactions.tenantId, scope.tenantId), eq(interactions.id, current.id)))
        .returning();
      const changes = diffRows(current, row as InteractionRow);
      if (changes.length > 0)
        await tx.insert(interactionHistory).values({
          tenantId: scope.tenantId,
          interactionId: current.id,
          userId: scope.userId,
          action: 'updated',
          changes,
        });
    });
  };
};

import { z } from 'zod';
import { calendarDaySchema, expectedUpdatedAtSchema, settingsChangeSchema } from './common';
import { todayInSaoPaulo } from './period-days';

/*
 * The grievance mechanism (IFC Performance Standard 1, DOMAIN.md): a complaint or grievance is received,
 * acknowledged, answered and closed, each by a target number of days the tenant sets, and its closing
 * records whether the complainant accepted the outcome. An interaction is a grievance when its type or
 * its classification is one of `grievanceCodes` (the seed's "Complaint" and "Grievance"); its steps are
 * calendar days (São Paulo), as the follow-up's due day.
 */

/**
 * Statuses that end an interaction: its follow-up is no longer open, nor is its grievance — closed by
 * its status even when no closing day was recorded (records from before the mechanism, an import, the
 * edit form). One rule for the record, the list, the dashboards, the scan and the stakeholder summary.
 */
export const endingStatuses = ['closed', 'answered', 'cancelled'] as const;
export const isEndingStatus = (statusCode: string | null): boolean =>
  (endingStatuses as readonly string[]).includes(statusCode ?? '');

// Type or classification codes that make an interaction a grievance (zod-free, for the front end too).
export { grievanceCodes, isGrievance } from './grievance-codes';

/** What the complainant said of the outcome when the grievance was closed. */
export const grievanceOutcomes = ['accepted', 'notAccepted', 'noReply'] as const;
export const grievanceOutcomeSchema = z.enum(grievanceOutcomes);
export type GrievanceOutcome = (typeof grievanceOutcomes)[number];

export const grievanceStages = ['received', 'acknowledged', 'responded', 'closed'] as const;
export type GrievanceStage = (typeof grievanceStages)[number];

/**
 * The list's filter: grievances not closed (`open`), or those past a target — either (`overdue`, as the
 * list's tag), or the one named: not acknowledged by the acknowledgement target
 * (`acknowledgementOverdue`), not closed by the resolution target (`resolutionOverdue`), as the
 * dashboard counts them.
 */
export const grievanceFilters = ['open', 'overdue', 'acknowledgementOverdue', 'resolutionOverdue'] as const;
export type GrievanceFilter = (typeof grievanceFilters)[number];

const interactionSettingsValuesSchema = z.object({
  grievanceAcknowledgeDays: z.number().int().min(1).max(90),
  grievanceResolveDays: z.number().int().min(1).max(365),
});

/**
 * PUT social-interactions/settings: the grievance targets, one pair per tenant (anything else in the
 * body, such as the answer's `changed`, is dropped).
 */
export const interactionSettingsSchema = interactionSettingsValuesSchema.superRefine((value, ctx) => {
  if (value.grievanceResolveDays < value.grievanceAcknowledgeDays)
    ctx.addIssue({
      code: 'custom',
      path: ['grievanceResolveDays'],
      message: 'The resolution target cannot come before the acknowledgement target',
      params: { code: 'resolveBeforeAcknowledge' },
    });
});
export type InteractionSettings = z.infer<typeof interactionSettingsSchema>;
/** GET and PUT social-interactions/settings answer the targets and who last changed them, when. */
export const interactionSettingsResponseSchema = interactionSettingsValuesSchema.extend({
  changed: settingsChangeSchema.nullable(),
});
export type InteractionSettingsResponse = z.infer<typeof interactionSettingsResponseSchema>;
/** IFC practice: acknowledge within a week, resolve within a month. */
export const defaultInteractionSettings: InteractionSettings = {
  grievanceAcknowledgeDays: 7,
  grievanceResolveDays: 30,
};

/**
 * PUT social-interactions/{id}/grievance: the steps taken so far. Each step needs the one before it, on
 * the same day or later; closing needs the outcome. The server checks the days against the day the
 * grievance was received and today.
 */
export const grievanceInputSchema = z
  .object({
    acknowledgedOn: calendarDaySchema.nullable(),
    respondedOn: calendarDaySchema.nullable(),
    closedOn: calendarDaySchema.nullable(),
    outcome: grievanceOutcomeSchema.nullable(),
    expectedUpdatedAt: expectedUpdatedAtSchema,
  })
  .superRefine((value, ctx) => {
    const steps = [
      ['acknowledgedOn', value.acknowledgedOn],
      ['respondedOn', value.respondedOn],
      ['closedOn', value.closedOn],
    ] as const;
    steps.forEach(([field, day], index) => {
      const previous = index > 0 ? steps[index - 1] : undefined;
      if (!day || !previous) return;
      if (!previous[1])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'The step before this one has no date',
          params: { code: 'grievanceStepMissing' },
        });
      else if (day < previous[1])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'This date is before the step before it',
          params: { code: 'grievanceStepOrder' },
        });
    });
    if (value.closedOn && !value.outcome)
      ctx.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: 'Closing a grievance records whether the complainant accepted the outcome',
        params: { code: 'grievanceOutcome' },
      });
    if (!value.closedOn && value.outcome)
      ctx.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: 'Only a closed grievance has an outcome',
        params: { code: 'grievanceOutcomeOpen' },
      });
  });
export type GrievanceInput = z.input<typeof grievanceInputSchema>;
export type GrievanceWrite = z.output<typeof grievanceInputSchema>;

/** A grievance's steps with its targets, in an interaction's GET and details (null when not a grievance). */
export const grievanceSchema = z.object({
  stage: z.enum(grievanceStages),
  /** The São Paulo day it was received (the interaction's start). */
  receivedOn: z.string(),
  acknowledgedOn: z.string().nullable(),
  respondedOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  outcome: grievanceOutcomeSchema.nullable(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** Ended by its status (`endingStatuses`) without a closing day recorded: closed, its days unknown. */
  closedByStatus: z.boolean(),
  /** Not acknowledged and past `acknowledgeBy`. */
  acknowledgementOverdue: z.boolean(),
  /** Not closed and past `resolveBy`. */
  resolutionOverdue: z.boolean(),
  /** Days from receipt to closing, or to today while open; null when closed by its status alone. */
  daysOpen: z.number().int().min(0).nullable(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day `days` after `day` (either `YYYY-MM-DD`). */
export const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

/** A grievance's stage, targets and lateness from its stored steps (the API's one rule). */
export const grievanceProgress = (
  steps: {
    receivedOn: string;
    acknowledgedOn: string | null;
    respondedOn: string | null;
    closedOn: string | null;
    outcome: GrievanceOutcome | null;
    statusCode: string | null;
  },
  settings: InteractionSettings,
  today = todayInSaoPaulo(),
): Grievance => {
  const acknowledgeBy = plusDays(steps.receivedOn, settings.grievanceAcknowledgeDays);
  const resolveBy = plusDays(steps.receivedOn, settings.grievanceResolveDays);
  const { statusCode, ...days } = steps;
  const closedByStatus = !days.closedOn && isEndingStatus(statusCode);
  const closed = Boolean(days.closedOn) || closedByStatus;
  const stage: GrievanceStage = closed
    ? 'closed'
    : days.respondedOn
      ? 'responded'
      : days.acknowledgedOn
        ? 'acknowledged'
        : 'received';
  return {
    ...days,
    stage,
    acknowledgeBy,
    resolveBy,
    closedByStatus,
    acknowledgementOverdue: !closed && !days.acknowledgedOn && acknowledgeBy < today,
    resolutionOverdue: !closed && resolveBy < today,
    daysOpen: closedByStatus ? null : daysFrom(days.receivedOn, days.closedOn ?? today),
  };
};

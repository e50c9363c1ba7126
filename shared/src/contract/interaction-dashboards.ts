import { z } from 'zod';
import { perceptionSchema } from './interactions';
import { odsNumberSchema, periodQuerySchema, resolvedPeriodSchema } from './topics';

/*
 * Social-interaction dashboards (SPEC §7, issue 11; each defined in docs/dashboards.md). Every one takes
 * the dashboard period (`period`, and `from` + `to` only together — SPEC §5), counts the interactions of
 * the caller's reach that are not deleted, by their start (São Paulo days), and echoes the period it
 * resolved. Labels come in the caller's language; codes ride along only as keys for the list's filters.
 */

export const interactionDashboardQuerySchema = periodQuerySchema;
export type InteractionDashboardQuery = z.infer<typeof interactionDashboardQuerySchema>;

const countSchema = z.number().int().min(0);

/** One month of the period next to the month one period earlier (`previousMonth`). */
export const monthComparisonSchema = z.object({
  month: z.string(),
  count: countSchema,
  previousMonth: z.string(),
  previousCount: countSchema,
});

/** GET social-interactions/dashboards/compare/month and compare/{topicId}. */
export const interactionCompareSchema = z.object({
  period: resolvedPeriodSchema,
  /** The window counted (an open start counts the last 12 months) and the same span just before it. */
  current: z.object({ from: z.string(), to: z.string(), total: countSchema }),
  previous: z.object({ from: z.string(), to: z.string(), total: countSchema }),
  months: z.array(monthComparisonSchema),
});
export type InteractionCompare = z.infer<typeof interactionCompareSchema>;

export const interactionTopicCompareSchema = interactionCompareSchema.extend({
  topic: z.object({ id: z.uuid(), name: z.string() }),
});
export type InteractionTopicCompare = z.infer<typeof interactionTopicCompareSchema>;
export const interactionTopicParamsSchema = z.object({ topicId: z.uuid() });

/** GET social-interactions/dashboards/perception. */
export const interactionPerceptionSchema = z.object({
  period: resolvedPeriodSchema,
  total: countSchema,
  /** Interactions of the period with no perception recorded (not in the shares). */
  notInformed: countSchema,
  shares: z.array(
    z.object({
      perception: perceptionSchema,
      label: z.string(),
      count: countSchema,
      /** Of the interactions with a perception, 0–100, one decimal. */
      share: z.number().min(0).max(100),
    }),
  ),
  months: z.array(
    z.object({
      month: z.string(),
      positive: countSchema,
      neutral: countSchema,
      negative: countSchema,
    }),
  ),
});
export type InteractionPerception = z.infer<typeof interactionPerceptionSchema>;

export const interactionRankBys = ['stakeholders', 'topics', 'municipalities'] as const;
export type InteractionRankBy = (typeof interactionRankBys)[number];
export const interactionRankQuerySchema = periodQuerySchema.extend({
  by: z.enum(interactionRankBys).default('stakeholders'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type InteractionRankQuery = z.infer<typeof interactionRankQuerySchema>;

/** GET social-interactions/dashboards/rank. */
export const interactionRankSchema = z.object({
  period: resolvedPeriodSchema,
  by: z.enum(interactionRankBys),
  items: z.array(
    z.object({
      /** Stakeholder or topic id; for a municipality its IBGE code. */
      id: z.string(),
      name: z.string(),
      /** The municipality's UF; null for stakeholders and topics. */
      state: z.string().nullable(),
      count: countSchema,
    }),
  ),
});
export type InteractionRank = z.infer<typeof interactionRankSchema>;

/** GET social-interactions/dashboards/ods. */
export const interactionOdsSchema = z.object({
  period: resolvedPeriodSchema,
  /** Interactions touching at least one goal. */
  total: countSchema,
  items: z.array(z.object({ ods: odsNumberSchema, label: z.string(), count: countSchema })),
});
export type InteractionOds = z.infer<typeof interactionOdsSchema>;

export const interactionOptionDimensions = ['classification', 'status', 'type', 'channel'] as const;
export type InteractionOptionDimension = (typeof interactionOptionDimensions)[number];

/** GET social-interactions/dashboards/{classification|status|type|channel}. */
export const interactionOptionCountsSchema = z.object({
  period: resolvedPeriodSchema,
  total: countSchema,
  groups: z.array(
    z.object({
      /** The option's code (the list filter's value); null = not informed. */
      key: z.string().nullable(),
      label: z.string(),
      count: countSchema,
    }),
  ),
});
export type InteractionOptionCounts = z.infer<typeof interactionOptionCountsSchema>;

/**
 * GET social-interactions/dashboards/grievances: the grievance mechanism's figures (interaction-grievance.ts).
 * `received` and the closing figures count the grievances received in the period; `open` and the two
 * overdue counts are every grievance of the reach not closed today, whatever its day (what the team owes).
 */
export const interactionGrievanceSummarySchema = z.object({
  period: resolvedPeriodSchema,
  received: countSchema,
  closed: countSchema,
  /** Of those closed, how many within the resolution target. */
  closedWithinTarget: countSchema,
  /** Median days from receipt to closing of those closed; null when none closed. */
  medianDaysToClose: z.number().min(0).nullable(),
  outcomes: z.object({ accepted: countSchema, notAccepted: countSchema, noReply: countSchema }),
  open: countSchema,
  acknowledgementOverdue: countSchema,
  resolutionOverdue: countSchema,
  /** The tenant's targets, in days. */
  targets: z.object({ acknowledgeDays: countSchema, resolveDays: countSchema }),
});
export type InteractionGrievanceSummary = z.infer<typeof interactionGrievanceSummarySchema>;

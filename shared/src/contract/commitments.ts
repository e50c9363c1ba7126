import { z } from 'zod';
import {
  calendarDaySchema,
  expectedUpdatedAtSchema,
  pageOf,
  pageQuerySchema,
  settingsChangeSchema,
} from './common';
import { optionCodeSchema } from './options';
import { fieldChangeSchema, stakeholderKindSchema } from './stakeholders';
import { fileFormatSchema } from './stakeholder-files';
import { odsNumberSchema, periodQuerySchema, resolvedPeriodSchema } from './topics';
import {
  commitmentSortFields,
  commitmentStatuses,
  commitmentStatusFilters,
  negotiationPlanSortFields,
  negotiationPlanStatuses,
} from './commitment-statuses';

// The statuses, their moves and the sort fields are plain values the screens read at runtime: they live
// zod-free in commitment-statuses.ts (re-exported here and by @conexoes/shared).
export * from './commitment-statuses';

/*
 * Social commitments (issue 12, docs/decisions/0035-social-commitments.md): what the company promised
 * to the communities and the proof that it kept its word.
 * - A negotiation plan (`commitments/negotiation-plans`) is a negotiation with stakeholders on a
 *   subject; its agreements each become a commitment.
 * - A commitment (`commitments/management`, the register) comes from a source of the tenant's option
 *   list `commitmentSource`; priority and risk are codes of `commitmentPriority` / `commitmentRisk`.
 * - Every plan and every commitment has exactly one action plan (created with it), whose actions are
 *   the work; its progress is derived from them (SPEC §7 `action-plans/{id}`, `actions`).
 * Codes (`NP-2026-00012`, `CMT-2026-00042`) and authorship are the server's. Dates are São Paulo
 * calendar days (`YYYY-MM-DD`).
 */

const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const commitmentRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type CommitmentRef = z.infer<typeof commitmentRefSchema>;
export const commitmentStakeholderRefSchema = commitmentRefSchema.extend({ kind: stakeholderKindSchema });
export type CommitmentStakeholderRef = z.infer<typeof commitmentStakeholderRefSchema>;

/** Who may do what on a record, for the screens (the server checks again on every call). */
export const recordAbilitiesSchema = z.object({ canEdit: z.boolean(), canDelete: z.boolean() });

export const commitmentHistoryActions = [
  'created',
  'updated',
  'deleted',
  'status_changed',
  'finished',
  'reopened',
  'completed',
] as const;
export type CommitmentHistoryAction = (typeof commitmentHistoryActions)[number];
/**
 * One readable history line. On an action plan's history the entries of its actions come too, with
 * `subject` naming the action (its title at the time); on a plan or commitment `subject` is null.
 */
export const commitmentHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(commitmentHistoryActions),
  subject: z.object({ type: z.enum(['action']), id: z.uuid(), title: z.string() }).nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  changes: z.array(
    fieldChangeSchema.extend({
      /**
       * How many linked social interactions in the caller's reach are left out of `before`/`after` (and
       * `display`) because the caller lacks `socialInteractions.view`. Absent when none is. Their codes
       * are not the caller's to read, how many changed is; one outside their reach is not even counted.
       */
      hidden: z.object({ before: z.number().int().min(0), after: z.number().int().min(0) }).optional(),
    }),
  ),
});
export type CommitmentHistoryEntry = z.infer<typeof commitmentHistoryEntrySchema>;

// ---------------------------------------------------------------------------------------------------
// Negotiation plans

export const negotiationPlanStatusSchema = z.enum(negotiationPlanStatuses);

/** An agreement reached in the negotiation; `id` absent = new. Each may become one commitment. */
export const agreementInputSchema = z.object({
  id: z.uuid().optional(),
  text: text(4000).min(1),
  date: calendarDaySchema,
});
export type AgreementInput = z.input<typeof agreementInputSchema>;

const negotiationPlanFields = z.object({
  /** Where it lives on create (omitted = the only or root workspace of the scope); on update omitted = stays. */
  workspaceId: z.uuid().optional(),
  title: text(200).min(1),
  objective: nullableText(10_000),
  status: negotiationPlanStatusSchema,
  responsibleId: z.uuid(),
  startDate: calendarDaySchema,
  endDate: calendarDaySchema.nullable(),
  /** The counterpart: stakeholders negotiated with. */
  stakeholderIds: z.array(z.uuid()).max(200),
  topicIds: z.array(z.uuid()).max(100),
  /** The meetings held: interactions of the plan's workspace. */
  interactionIds: z.array(z.uuid()).max(500),
  /**
   * The whole list (decision 0027): an agreement left out is removed — refused (409) when it has
   * already become a commitment.
   */
  agreements: z.array(agreementInputSchema).max(200),
  /** PUT only: the version the form was opened on (common.ts). */
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

const checkDates = (
  value: { startDate: string; endDate: string | null },
  ctx: z.RefinementCtx,
  path = 'endDate',
) => {
  if (value.endDate && value.endDate < value.startDate)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: 'The end is before the start',
      params: { code: 'endBeforeStart' },
    });
};

/** POST commitments/negotiation-plans and PUT commitments/negotiation-plans/{id}: the whole record. */
export const negotiationPlanInputSchema = negotiationPlanFields.superRefine((v, ctx) => checkDates(v, ctx));
export type NegotiationPlanInput = z.input<typeof negotiationPlanInputSchema>;
export type NegotiationPlanWrite = z.output<typeof negotiationPlanInputSchema>;

export const agreementSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  date: z.string(),
  /** The commitment it became (null until registered). */
  commitment: z.object({ id: z.uuid(), code: z.string(), title: z.string() }).nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const linkedInteractionSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  subject: z.string(),
  startsAt: z.string(),
});
export type LinkedInteraction = z.infer<typeof linkedInteractionSchema>;

/** The action plan's progress: actions not deleted, completed ones, 0–100 rounded down. */
export const actionProgressSchema = z.object({
  total: z.number().int().min(0),
  completed: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
});
export type ActionProgress = z.infer<typeof actionProgressSchema>;

export const negotiationPlanSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  title: z.string(),
  status: negotiationPlanStatusSchema,
  responsible: commitmentRefSchema.nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The first stakeholders by name (at most 5) and how many there are. */
  stakeholders: z.array(commitmentRefSchema),
  stakeholderCount: z.number().int().min(0),
  agreementCount: z.number().int().min(0),
  actionPlanId: z.uuid(),
  progress: actionProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NegotiationPlanSummary = z.infer<typeof negotiationPlanSummarySchema>;

/** GET commitments/negotiation-plans/{id}: the editable record (what the form loads and PUTs back). */
export const negotiationPlanSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  title: z.string(),
  objective: z.string().nullable(),
  status: negotiationPlanStatusSchema,
  responsibleId: z.uuid(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  stakeholderIds: z.array(z.uuid()),
  topicIds: z.array(z.uuid()),
  interactionIds: z.array(z.uuid()),
  agreements: z.array(agreementSchema),
  actionPlanId: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type NegotiationPlan = z.infer<typeof negotiationPlanSchema>;

/** GET commitments/negotiation-plans/{id}/details: references resolved, progress and history. */
export const negotiationPlanDetailsSchema = negotiationPlanSchema.extend({
  workspace: commitmentRefSchema,
  responsible: commitmentRefSchema.nullable(),
  /** Only those the caller can see (another workspace's stakeholder is left out). */
  stakeholders: z.array(commitmentStakeholderRefSchema),
  topics: z.array(commitmentRefSchema),
  /** Only those the caller can open: in reach, and the caller in the interactions area. */
  interactions: z.array(linkedInteractionSchema),
  /**
   * How many linked interactions in the caller's reach their flags leave out of `interactions` (absent
   * when none): a sentence says so. One outside the caller's workspaces is not counted.
   */
  hiddenInteractions: z.number().int().min(1).optional(),
  /**
   * onlyBasicInfo only (decision 0059; absent for everyone else, who list the files): how many files
   * the record holds, which the caller may not list.
   */
  hiddenAttachments: z.number().int().min(0).optional(),
  progress: actionProgressSchema,
  createdBy: commitmentRefSchema.nullable(),
  updatedBy: commitmentRefSchema.nullable(),
  history: z.array(commitmentHistoryEntrySchema),
});
export type NegotiationPlanDetails = z.infer<typeof negotiationPlanDetailsSchema>;

export const negotiationPlanFilterSchema = z.object({
  status: negotiationPlanStatusSchema.optional(),
  workspaceId: z.uuid().optional(),
  stakeholderId: z.uuid().optional(),
  topicId: z.uuid().optional(),
  responsibleId: z.uuid().optional(),
  /** Start date range, inclusive. */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
});
/** GET commitments/negotiation-plans/search (and export with the same query). `q`: code, title, objective, stakeholder names; case and accents ignored. */
export const negotiationPlanSearchQuerySchema = pageQuerySchema
  .extend(negotiationPlanFilterSchema.shape)
  .extend({
    sort: z
      .string()
      .regex(new RegExp(`^(${negotiationPlanSortFields.join('|')}),(asc|desc)$`))
      .optional(),
  });
export type NegotiationPlanSearchQuery = z.infer<typeof negotiationPlanSearchQuerySchema>;
export const negotiationPlanPageSchema = pageOf(negotiationPlanSummarySchema).extend({
  totalCapped: z.boolean().optional(),
});
export type NegotiationPlanPage = z.infer<typeof negotiationPlanPageSchema>;

// ---------------------------------------------------------------------------------------------------
// Commitments

export const commitmentStatusSchema = z.enum(commitmentStatuses);

/** The codes the product seeds in `commitmentSource` (the tenant may add more). */
export const commitmentSourceCodes = [
  'negotiationPlan',
  'interaction',
  'licenceCondition',
  'socialProgramme',
  'voluntary',
] as const;

const commitmentFields = z.object({
  workspaceId: z.uuid().optional(),
  title: text(200).min(1),
  description: nullableText(20_000),
  /** Code of the `commitmentSource` list. */
  sourceCode: optionCodeSchema,
  /**
   * Where it came from. An agreement implies its plan (sent or not), must be that plan's (422
   * `agreementOfAnotherPlan`) and may become one commitment only (409 otherwise); the plan and the
   * interaction must be in the caller's reach (422 otherwise). A stored source the caller may not open
   * (`hiddenSources`) stays when the PUT names none.
   */
  sourceNegotiationPlanId: z.uuid().nullable(),
  sourceAgreementId: z.uuid().nullable(),
  sourceInteractionId: z.uuid().nullable(),
  status: commitmentStatusSchema,
  ownerId: z.uuid(),
  dueDate: calendarDaySchema.nullable(),
  priorityCode: optionCodeSchema.nullable(),
  riskCode: optionCodeSchema.nullable(),
  beneficiaryIds: z.array(z.uuid()).max(200),
  topicIds: z.array(z.uuid()).max(100),
  ods: z.array(odsNumberSchema).max(17),
  /** PUT only: the version the form was opened on (common.ts). */
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

/**
 * POST commitments/management and PUT commitments/management/{id}: the whole record (decision 0027).
 * Its action plan is created with it (empty; PUT action-plans/{id} sets goal and dates).
 */
export const commitmentInputSchema = commitmentFields;
export type CommitmentInput = z.input<typeof commitmentInputSchema>;
export type CommitmentWrite = z.output<typeof commitmentInputSchema>;

export const commitmentSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  title: z.string(),
  sourceCode: z.string(),
  status: commitmentStatusSchema,
  /** Due before today (São Paulo) and not closed. */
  overdue: z.boolean(),
  owner: commitmentRefSchema.nullable(),
  dueDate: z.string().nullable(),
  priorityCode: z.string().nullable(),
  riskCode: z.string().nullable(),
  beneficiaries: z.array(commitmentRefSchema),
  beneficiaryCount: z.number().int().min(0),
  actionPlanId: z.uuid(),
  progress: actionProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommitmentSummary = z.infer<typeof commitmentSummarySchema>;

/** GET commitments/management/{id}: the editable record. */
export const commitmentSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  sourceCode: z.string(),
  /** Null also where the caller may not open the source (`hiddenSources`). */
  sourceNegotiationPlanId: z.uuid().nullable(),
  sourceAgreementId: z.uuid().nullable(),
  sourceInteractionId: z.uuid().nullable(),
  /**
   * A source plan (with its agreement) or interaction exists that the caller may not open (out of reach,
   * deleted, or no interactions access): its id is left out above, a screen says so in a sentence, and a
   * PUT that names no other source keeps it (decision 0062).
   */
  hiddenSources: z.object({ negotiationPlan: z.boolean(), interaction: z.boolean() }),
  status: commitmentStatusSchema,
  overdue: z.boolean(),
  ownerId: z.uuid(),
  dueDate: z.string().nullable(),
  priorityCode: z.string().nullable(),
  riskCode: z.string().nullable(),
  beneficiaryIds: z.array(z.uuid()),
  topicIds: z.array(z.uuid()),
  ods: z.array(odsNumberSchema),
  actionPlanId: z.uuid(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

/** GET commitments/management/{id}/details. */
export const commitmentDetailsSchema = commitmentSchema.extend({
  workspace: commitmentRefSchema,
  owner: commitmentRefSchema.nullable(),
  /** Option labels in the caller's language. */
  labels: z.object({ source: z.string(), priority: z.string().nullable(), risk: z.string().nullable() }),
  sourceNegotiationPlan: z.object({ id: z.uuid(), code: z.string(), title: z.string() }).nullable(),
  sourceAgreement: z.object({ id: z.uuid(), text: z.string(), date: z.string() }).nullable(),
  /**
   * The interaction it came from, when the caller can open it (in reach, and in the interactions
   * area); one they cannot open is only flagged (`hiddenSources.interaction`), described no further.
   */
  sourceInteraction: linkedInteractionSchema.nullable(),
  /**
   * onlyBasicInfo only (decision 0059; absent for everyone else, who list the files): how many files
   * the record holds, which the caller may not list.
   */
  hiddenAttachments: z.number().int().min(0).optional(),
  beneficiaries: z.array(commitmentStakeholderRefSchema),
  topics: z.array(commitmentRefSchema),
  progress: actionProgressSchema,
  createdBy: commitmentRefSchema.nullable(),
  updatedBy: commitmentRefSchema.nullable(),
  history: z.array(commitmentHistoryEntrySchema),
});
export type CommitmentDetails = z.infer<typeof commitmentDetailsSchema>;

export const commitmentFilterSchema = z.object({
  status: z.enum(commitmentStatusFilters).optional(),
  source: optionCodeSchema.optional(),
  ownerId: z.uuid().optional(),
  workspaceId: z.uuid().optional(),
  stakeholderId: z.uuid().optional(),
  topicId: z.uuid().optional(),
  ods: z.coerce.number().int().min(1).max(17).optional(),
  priority: optionCodeSchema.optional(),
  risk: optionCodeSchema.optional(),
  negotiationPlanId: z.uuid().optional(),
  interactionId: z.uuid().optional(),
  /** Due date range, inclusive. */
  dueFrom: calendarDaySchema.optional(),
  dueTo: calendarDaySchema.optional(),
  /** Registration range, inclusive, São Paulo days (the overview dashboard's click-through). */
  createdFrom: calendarDaySchema.optional(),
  createdTo: calendarDaySchema.optional(),
});
/** GET commitments/management/search (and export). `q`: code, title, description, beneficiary names; case and accents ignored. */
export const commitmentSearchQuerySchema = pageQuerySchema.extend(commitmentFilterSchema.shape).extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${commitmentSortFields.join('|')}),(asc|desc)$`))
    .optional(),
});
export type CommitmentSearchQuery = z.infer<typeof commitmentSearchQuerySchema>;
/** As the interactions' (interactionTotalCap): the count stops this many rows past the page's start. */
export const commitmentTotalCap = 1000;
export const commitmentPageSchema = pageOf(commitmentSummarySchema).extend({
  totalCapped: z.boolean().optional(),
});
export type CommitmentPage = z.infer<typeof commitmentPageSchema>;

// ---------------------------------------------------------------------------------------------------
// Action plans and actions (SPEC §7)

export const actionPlanParentTypes = ['negotiation_plan', 'commitment'] as const;
export type ActionPlanParentType = (typeof actionPlanParentTypes)[number];

export const actionStatuses = ['open', 'in_progress', 'completed'] as const;
export const actionStatusSchema = z.enum(actionStatuses);
export type ActionStatus = (typeof actionStatuses)[number];

/** PUT action-plans/{id} (and, optionally, the body of finish/reopen: saved in the same step). */
export const actionPlanInputSchema = z
  .object({
    goal: nullableText(4000),
    ownerId: z.uuid().nullable(),
    startDate: calendarDaySchema.nullable(),
    endDate: calendarDaySchema.nullable(),
    /** The version the form was opened on (common.ts); finish and reopen may send it too. */
    expectedUpdatedAt: expectedUpdatedAtSchema,
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end is before the start',
        params: { code: 'endBeforeStart' },
      });
  });
export type ActionPlanInput = z.input<typeof actionPlanInputSchema>;
/** PUT action-plans/{id}/finish and /reopen: the plan body is optional (saved with the move when sent). */
export const actionPlanMoveSchema = actionPlanInputSchema.nullish();

/** POST actions (new: `actionPlanId` required) and PUT actions/{id} (the whole editable record). */
export const actionInputSchema = z.object({
  actionPlanId: z.uuid().optional(),
  title: text(200).min(1),
  description: nullableText(10_000),
  ownerId: z.uuid().nullable(),
  dueDate: calendarDaySchema.nullable(),
  /** `completed` only through PUT actions/{id}/complete (422 here). */
  status: z.enum(['open', 'in_progress']),
});
export type ActionInput = z.input<typeof actionInputSchema>;

/**
 * PUT actions/{id}/complete: a note on what was done and, optionally, evidence: ids of files already
 * attached to the action (actions/{id}/attachments). Completing a completed action is a 409.
 */
export const actionCompleteSchema = z.object({
  completionNote: text(4000).min(1),
  evidenceAttachmentIds: z.array(z.uuid()).max(20).default([]),
});
export type ActionComplete = z.input<typeof actionCompleteSchema>;

export const actionSchema = z.object({
  id: z.uuid(),
  actionPlanId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  owner: commitmentRefSchema.nullable(),
  dueDate: z.string().nullable(),
  status: actionStatusSchema,
  /** Due before today (São Paulo) and not completed. */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: commitmentRefSchema.nullable(),
  completionNote: z.string().nullable(),
  evidenceAttachmentIds: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Action = z.infer<typeof actionSchema>;

/** GET action-plans/{id}: the plan, its parent, its actions (not deleted, by due date) and history. */
export const actionPlanSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  parent: z.object({
    type: z.enum(actionPlanParentTypes),
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    /**
     * The plan or commitment has ended (a closed or cancelled plan; a commitment with a verdict or
     * cancelled): its action plan is closed with it, and any change to it or its actions is a 409.
     */
    ended: z.boolean(),
  }),
  goal: z.string().nullable(),
  owner: commitmentRefSchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(['open', 'finished']),
  finishedAt: z.string().nullable(),
  finishedBy: commitmentRefSchema.nullable(),
  progress: actionProgressSchema,
  actions: z.array(actionSchema),
  history: z.array(commitmentHistoryEntrySchema),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

// ---------------------------------------------------------------------------------------------------
// Dashboards (docs/dashboards.md) — period rule of SPEC §5

export const firstTreatmentQuerySchema = periodQuerySchema;
export type FirstTreatmentQuery = z.infer<typeof firstTreatmentQuerySchema>;

const countSchema = z.number().int().min(0);
export const demandTypes = ['commitment', 'interaction'] as const;
export type DemandType = (typeof demandTypes)[number];

/** A demand still untreated past the target (first-treatment dashboard). */
export const untreatedDemandSchema = z.object({
  type: z.enum(demandTypes),
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  workspaceId: z.uuid(),
  registeredOn: z.string(),
  ageDays: countSchema,
  owner: commitmentRefSchema.nullable(),
});
export type UntreatedDemand = z.infer<typeof untreatedDemandSchema>;

/**
 * GET actions/dashboards/first-treatment: demands registered in the period (commitments, and
 * interactions that require follow-up) and the days to their first completed action.
 */
export const firstTreatmentSchema = z.object({
  period: resolvedPeriodSchema,
  targetDays: z.number().int().min(1),
  demands: countSchema,
  treated: countSchema,
  /** Median days to the first completed action over the treated ones (null when none). */
  medianDays: z.number().nullable(),
  withinTarget: countSchema,
  /** Of the demands of the period, 0–100, one decimal (0 when there are none). */
  withinTargetShare: z.number().min(0).max(100),
  months: z.array(
    z.object({
      month: z.string(),
      demands: countSchema,
      treated: countSchema,
      medianDays: z.number().nullable(),
      withinTarget: countSchema,
      withinTargetShare: z.number().min(0).max(100),
    }),
  ),
  /**
   * Still without a completed action, registered more than `targetDays` ago: oldest first, the first
   * page (50) of `GET actions/dashboards/first-treatment/untreated`.
   */
  untreatedPastTarget: z.array(untreatedDemandSchema),
  untreatedPastTargetCount: countSchema,
});
export type FirstTreatment = z.infer<typeof firstTreatmentSchema>;

/** GET actions/dashboards/first-treatment/untreated: the same period, one page of 50 of the untreated list. */
export const untreatedDemandsQuerySchema = periodQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type UntreatedDemandsQuery = z.infer<typeof untreatedDemandsQuerySchema>;
export const untreatedDemandPageSchema = pageOf(untreatedDemandSchema);
export type UntreatedDemandPage = z.infer<typeof untreatedDemandPageSchema>;

export const commitmentOverviewQuerySchema = periodQuerySchema;
/**
 * GET commitments/dashboards/overview: commitments of the caller's reach registered in the period —
 * by status (overdue apart), by source, due and overdue by month of the due date, by owner.
 */
export const commitmentOverviewSchema = z.object({
  period: resolvedPeriodSchema,
  total: countSchema,
  overdue: countSchema,
  byStatus: z.array(z.object({ status: commitmentStatusSchema, count: countSchema })),
  bySource: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })),
  /** By the month of the due date (commitments with one): how many fall due, how many are overdue now. */
  months: z.array(z.object({ month: z.string(), due: countSchema, overdue: countSchema })),
  /** Owners with the most open (not closed) commitments first, at most 20. */
  byOwner: z.array(
    z.object({ id: z.uuid(), name: z.string(), total: countSchema, open: countSchema, overdue: countSchema }),
  ),
});
export type CommitmentOverview = z.infer<typeof commitmentOverviewSchema>;

// ---------------------------------------------------------------------------------------------------
// Settings

/**
 * PUT commitments/settings (tenant administrators change it; everyone in the area reads it). Anything
 * else in the body, such as the answer's `changed`, is dropped.
 */
export const commitmentSettingsSchema = z.object({
  firstTreatmentTargetDays: z.number().int().min(1).max(365),
  dueSoonDays: z.number().int().min(0).max(90),
});
export type CommitmentSettings = z.infer<typeof commitmentSettingsSchema>;
/** GET and PUT commitments/settings answer the values and who last changed them, when. */
export const commitmentSettingsResponseSchema = commitmentSettingsSchema.extend({
  changed: settingsChangeSchema.nullable(),
});
export type CommitmentSettingsResponse = z.infer<typeof commitmentSettingsResponseSchema>;
export const defaultCommitmentSettings: CommitmentSettings = { firstTreatmentTargetDays: 15, dueSoonDays: 7 };

// ---------------------------------------------------------------------------------------------------
// Exports: the search's query without paging, XLSX (default) or CSV.

export const negotiationPlanExportQuerySchema = negotiationPlanSearchQuerySchema
  .omit({ page: true, size: true })
  .extend({ format: fileFormatSchema.default('xlsx') });
export type NegotiationPlanExportQuery = z.infer<typeof negotiationPlanExportQuerySchema>;
export const commitmentExportQuerySchema = commitmentSearchQuerySchema
  .omit({ page: true, size: true })
  .extend({ format: fileFormatSchema.default('xlsx') });
export type CommitmentExportQuery = z.infer<typeof commitmentExportQuerySchema>;

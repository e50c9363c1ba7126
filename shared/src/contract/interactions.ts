import { z } from 'zod';
import {
  calendarDaySchema,
  dateRangeIssue,
  expectedUpdatedAtSchema,
  inCalendarDayRange,
  pageOf,
  pageQuerySchema,
} from './common';
import { grievanceFilters, grievanceSchema } from './interaction-grievance';
import { surveyAnswerDetailSchema, surveyAnswerSchema, surveyAnswersSchema } from './interaction-survey';
import { optionCodeSchema } from './options';
import { findMunicipality, fieldChangeSchema, stakeholderKindSchema } from './stakeholders';
import { odsNumberSchema } from './topics';

/*
 * Social interactions (issue 11): the daily record of every contact with the communities. One record
 * belongs to one workspace; type, channel, classification and status are codes of the tenant's option
 * lists (`interactionType`, `channel`, `classification`, `status`); perception is fixed to three values
 * because the perception dashboard and survey read it (labels come from the `perception` list).
 */

export const interactionDirections = ['inbound', 'outbound'] as const;
export const interactionDirectionSchema = z.enum(interactionDirections);
export type InteractionDirection = (typeof interactionDirections)[number];

export const perceptions = ['positive', 'neutral', 'negative'] as const;
export const perceptionSchema = z.enum(perceptions);
export type Perception = (typeof perceptions)[number];

/** What a stakeholder was in the interaction. */
export const interactionRoles = [
  'participant',
  'complainant',
  'representative',
  'affected',
  'mentioned',
] as const;
export const interactionRoleSchema = z.enum(interactionRoles);
export type InteractionRole = (typeof interactionRoles)[number];

const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));
/**
 * Free text about the people involved: what was said, the issues they raised, the company's answer.
 * With the names of stakeholders who are people, what an onlyBasicInfo caller (area
 * `socialInteractions`, not fullAccess) never receives — in the JSON routes, the export and the PDF
 * report alike (decision 0031, api interaction-basic-info.ts). Such a caller leaves these fields out of
 * a PUT and the stored text stays; for everyone else the route requires them (decision 0027).
 */
export const interactionPersonalFields = ['description', 'issuesRaised', 'response'] as const;
export type InteractionPersonalField = (typeof interactionPersonalFields)[number];
/** Text an onlyBasicInfo caller leaves out (undefined: kept); otherwise the route requires it. */
const keptText = (max: number) => nullableText(max).optional();

/** A calendar date, `YYYY-MM-DD`. */
export const interactionStakeholderInputSchema = z.object({
  stakeholderId: z.uuid(),
  role: interactionRoleSchema.default('participant'),
});

/**
 * POST social-interactions and PUT social-interactions/{id}: the whole editable record (decision 0027:
 * every field present; `null`/`[]` clears). `workspaceId` on create: where it lives (omitted = the
 * only or root workspace of the scope); on update omitted = it stays. The code, authorship and dates
 * of record are the server's.
 */
const interactionFields = z.object({
  workspaceId: z.uuid().optional(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  subject: text(200).min(1),
  description: keptText(20_000),
  direction: interactionDirectionSchema,
  typeCode: optionCodeSchema,
  channelCode: optionCodeSchema.nullable(),
  classificationCode: optionCodeSchema.nullable(),
  statusCode: optionCodeSchema.nullable(),
  perception: perceptionSchema.nullable(),
  state: z.string().trim().toUpperCase().length(2).nullable(),
  municipality: nullableText(120),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  stakeholders: z.array(interactionStakeholderInputSchema).max(200),
  participantIds: z.array(z.uuid()).max(100),
  topicIds: z.array(z.uuid()).max(100),
  /** ODS chosen directly; those of the topics' categories are added by the server (`odsDerived`). */
  ods: z.array(odsNumberSchema).max(17),
  issuesRaised: keptText(10_000),
  response: keptText(10_000),
  followUpRequired: z.boolean(),
  followUpDue: calendarDaySchema.nullable(),
  followUpOwnerId: z.uuid().nullable(),
  /** The perception survey's answers (interaction-survey.ts): `[]` when the research is off. */
  survey: surveyAnswersSchema,
  /**
   * A confidential grievance (decision 0075): the complainant is named only to the grievance desk (its
   * author, its follow-up owner, the tenant's administrators and managers). Only a grievance may be
   * (else 422). Omitted: false on a create, kept as stored on a PUT; only the desk may switch it off.
   */
  confidential: z.boolean().optional(),
  /** PUT only: the version the form was opened on (common.ts). */
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

const checkInteraction = (value: z.output<typeof interactionFields>, ctx: z.RefinementCtx) => {
  // Dates of record within the years the app counts by (common.ts calendarDayRange).
  for (const field of ['startsAt', 'endsAt', 'followUpDue'] as const) {
    const date = value[field];
    if (date && !inCalendarDayRange(date)) ctx.addIssue({ code: 'custom', path: [field], ...dateRangeIssue });
  }
  if (value.endsAt && Date.parse(value.endsAt) < Date.parse(value.startsAt))
    ctx.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'The end is before the start',
      params: { code: 'endBeforeStart' },
    });
  if (value.municipality) {
    if (!value.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'A municipality needs its state' });
    else if (!findMunicipality(value.state, value.municipality))
      ctx.addIssue({
        code: 'custom',
        path: ['municipality'],
        message: 'This municipality is not in the state',
      });
  }
  if ((value.latitude === null) !== (value.longitude === null))
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === null ? 'latitude' : 'longitude'],
      message: 'Coordinates need both latitude and longitude',
      params: { code: 'coordinatesPair' },
    });
  if (value.followUpRequired) {
    if (!value.followUpDue)
      ctx.addIssue({
        code: 'custom',
        path: ['followUpDue'],
        message: 'A follow-up needs a due date',
        params: { code: 'followUpDue' },
      });
    if (!value.followUpOwnerId)
      ctx.addIssue({
        code: 'custom',
        path: ['followUpOwnerId'],
        message: 'A follow-up needs someone responsible',
        params: { code: 'followUpOwner' },
      });
  }
  const seen = new Set<string>();
  value.stakeholders.forEach((s, index) => {
    if (seen.has(s.stakeholderId))
      ctx.addIssue({
        code: 'custom',
        path: ['stakeholders', index, 'stakeholderId'],
        message: 'This stakeholder is listed twice',
        params: { code: 'duplicate' },
      });
    seen.add(s.stakeholderId);
  });
};

export const interactionInputSchema = interactionFields.superRefine(checkInteraction);
export type InteractionInput = z.input<typeof interactionInputSchema>;
export type InteractionWrite = z.output<typeof interactionInputSchema>;

export const interactionRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type InteractionRef = z.infer<typeof interactionRefSchema>;

export const interactionStakeholderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: stakeholderKindSchema,
  role: interactionRoleSchema,
});
export type InteractionStakeholder = z.infer<typeof interactionStakeholderSchema>;

/** A search row: enough for the list and the stakeholder timeline. */
export const interactionSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  startsAt: z.string(),
  subject: z.string(),
  direction: interactionDirectionSchema,
  typeCode: z.string(),
  channelCode: z.string().nullable(),
  classificationCode: z.string().nullable(),
  statusCode: z.string().nullable(),
  perception: perceptionSchema.nullable(),
  state: z.string().nullable(),
  municipality: z.string().nullable(),
  /** The first stakeholders by name (at most 5) and how many there are. */
  stakeholders: z.array(interactionRefSchema),
  stakeholderCount: z.number().int().min(0),
  followUpRequired: z.boolean(),
  followUpDue: z.string().nullable(),
  /** Follow-up required, not closed/answered/cancelled, and due before today (São Paulo time). */
  followUpOverdue: z.boolean(),
  /** A grievance (interaction-grievance.ts) not acknowledged or not closed by its target day. */
  grievanceOverdue: z.boolean(),
  /** The caller has onlyBasicInfo: stakeholders who are people are neither named nor counted here. */
  restricted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InteractionSummary = z.infer<typeof interactionSummarySchema>;

/** GET social-interactions/{id}: the editable record (what the form loads and PUTs back). */
export const interactionSchema = interactionFields.omit({ workspaceId: true }).extend({
  // Answers carry stored values: plain types, no input transforms (a response schema is encoded).
  subject: z.string(),
  /** Absent for an onlyBasicInfo caller (`restricted`), as issuesRaised and response. */
  description: z.string().nullable().optional(),
  state: z.string().nullable(),
  municipality: z.string().nullable(),
  issuesRaised: z.string().nullable().optional(),
  response: z.string().nullable().optional(),
  survey: z.array(surveyAnswerSchema),
  id: z.uuid(),
  code: z.string(),
  workspaceId: z.uuid(),
  municipalityCode: z.string().nullable(),
  stakeholders: z.array(interactionStakeholderSchema),
  participants: z.array(interactionRefSchema),
  topics: z.array(interactionRefSchema),
  /** ODS of the topics' categories (read-only; `ods` holds the ones chosen directly). */
  odsDerived: z.array(odsNumberSchema),
  followUpOwner: interactionRefSchema.nullable(),
  /** As the list's: follow-up required, not closed/answered/cancelled, and due before today (São Paulo). */
  followUpOverdue: z.boolean(),
  /** Its steps and targets when it is a complaint or grievance (interaction-grievance.ts), else null. */
  grievance: grievanceSchema.nullable(),
  createdBy: interactionRefSchema.nullable(),
  updatedBy: interactionRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may change it (edit, or editConditionally as its author or a participant). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /**
   * The caller has onlyBasicInfo: the personal fields are absent, and `stakeholders` leaves out the
   * people, who are only counted (`unnamedPeople`; 0 for everyone else).
   */
  restricted: z.boolean(),
  unnamedPeople: z.number().int().min(0),
  /**
   * onlyBasicInfo only (absent for everyone else, who list the files): how many files the record
   * holds. Their names, authors and links are not the caller's to read (decision 0058); the number
   * is no more than the history's entries already tell.
   */
  hiddenAttachments: z.number().int().min(0).optional(),
  /** A confidential grievance (decision 0075). */
  confidential: z.boolean(),
  /**
   * The caller is not on the grievance desk of this confidential grievance: no stakeholder is named
   * nor counted, the personal fields are absent and the files only counted (`hiddenAttachments`).
   */
  complainantHidden: z.boolean(),
});
export type Interaction = z.infer<typeof interactionSchema>;

/** `deleted`: the soft delete (decision 0029); the record is hidden from then on, the entry stays. */
export const interactionHistoryActions = ['created', 'imported', 'updated', 'deleted'] as const;
export const interactionHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(interactionHistoryActions),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type InteractionHistoryEntry = z.infer<typeof interactionHistoryEntrySchema>;

/** GET social-interactions/{id}/details: the record with every code and reference resolved, and its history. */
export const interactionDetailsSchema = interactionSchema.extend({
  workspace: interactionRefSchema,
  /** Option labels in the caller's language (Accept-Language), keyed like the codes. */
  labels: z.object({
    type: z.string(),
    channel: z.string().nullable(),
    classification: z.string().nullable(),
    status: z.string().nullable(),
  }),
  /** The survey's answers with their questions in the caller's language, in the questions' order. */
  surveyAnswers: z.array(surveyAnswerDetailSchema),
  history: z.array(interactionHistoryEntrySchema),
});
export type InteractionDetails = z.infer<typeof interactionDetailsSchema>;

/** `followUpDue` puts interactions without a follow-up last, either way (meant with a `followUp` filter). */
export const interactionSortFields = [
  'startsAt',
  'code',
  'subject',
  'createdAt',
  'updatedAt',
  'followUpDue',
] as const;
export const followUpFilters = ['open', 'overdue'] as const;

export const interactionFilterSchema = z.object({
  /** Start date range, inclusive, São Paulo calendar days (years 1900–2999). */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  type: optionCodeSchema.optional(),
  channel: optionCodeSchema.optional(),
  classification: optionCodeSchema.optional(),
  status: optionCodeSchema.optional(),
  perception: perceptionSchema.optional(),
  direction: interactionDirectionSchema.optional(),
  stakeholderId: z.uuid().optional(),
  topicId: z.uuid().optional(),
  ods: z.coerce.number().int().min(1).max(17).optional(),
  participantId: z.uuid().optional(),
  state: z.string().trim().toUpperCase().length(2).optional(),
  municipality: z.string().trim().max(120).optional(),
  followUp: z.enum(followUpFilters).optional(),
  /** Grievances not closed (`open`), or past their acknowledgement or resolution target (`overdue`). */
  grievance: z.enum(grievanceFilters).optional(),
  /** The workspace and those under it (a unit with its sites), within the caller's reach. */
  workspaceId: z.uuid().optional(),
});
/** GET social-interactions/search (and export/report with the same query). */
export const interactionSearchQuerySchema = pageQuerySchema.extend(interactionFilterSchema.shape).extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${interactionSortFields.join('|')}),(asc|desc)$`))
    .optional(),
});
export type InteractionSearchQuery = z.infer<typeof interactionSearchQuerySchema>;
/**
 * As the stakeholder search (stakeholderTotalCap): counting every match of a broad search over a
 * million interactions costs far more than the page, so the count stops `interactionTotalCap` rows
 * past the start of the page; `total` is then that bound and `totalCapped` true ("1,000+").
 */
export const interactionTotalCap = 1000;
export const interactionPageSchema = pageOf(interactionSummarySchema).extend({
  totalCapped: z.boolean().optional(),
});
export type InteractionPage = z.infer<typeof interactionPageSchema>;

// The survey's and the grievance's contracts live next door; exported with the interactions they belong to.
export * from './interaction-survey';
export * from './interaction-grievance';

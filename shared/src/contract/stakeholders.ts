import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { foldText } from './fold-text';
import { emailSchema, expectedUpdatedAtSchema, optionItemSchema, pageOf, pageQuerySchema } from './common';
import { optionCodeSchema } from './options';
import { periodQuerySchema, resolvedPeriodSchema } from './topics';

export const stakeholderKinds = ['person', 'organization'] as const;
export type StakeholderKind = (typeof stakeholderKinds)[number];
export const stakeholderKindSchema = z.enum(stakeholderKinds);

/**
 * Personal data under LGPD (docs/stakeholders.md): hidden from onlyBasicInfo users, listed by the
 * personal-data export, erased by anonymisation. `additional` may hold sensitive data (art. 11).
 */
export const stakeholderPersonalFields = [
  'document',
  'email',
  'phone',
  'address',
  'postalCode',
  'notes',
  'additional',
] as const;
export type StakeholderPersonalField = (typeof stakeholderPersonalFields)[number];
/** Fields whose values may be sensitive personal data (LGPD art. 5 II, 11). */
export const stakeholderSensitiveFields = ['additional', 'notes'] as const;

/** Only the digits of a CEP or phone. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export { normaliseDocument, wholeDocumentOf } from './documents';

const ufCodes = new Set<string>(getStates().map((s) => s.code));

/** The IBGE municipality of a state by name, ignoring case and accents; undefined when not in that state. */
export const findMunicipality = (state: string, name: string): { code: string; name: string } | undefined => {
  const fold = (v: string) => foldText(v).trim();
  const wanted = fold(name);
  const hit = getMunicipalities(state.toUpperCase() as Parameters<typeof getMunicipalities>[0]).find(
    (m) => fold(m.name) === wanted,
  );
  return hit ? { code: hit.code, name: hit.name } : undefined;
};

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** Text that must be present (null or empty clears it): the update's rule, decisions/0027. */
const presentText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));
/** Text an onlyBasicInfo caller may leave out (kept); otherwise the route requires it. */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** Additional fields: field code → option code (single) or codes (multiple). */
export const additionalValuesSchema = z.record(
  optionCodeSchema,
  z.union([optionCodeSchema, z.array(optionCodeSchema).max(50)]),
);
export type AdditionalValues = z.infer<typeof additionalValuesSchema>;

/**
 * Create / update body. CPF for people, CNPJ for organisations (formatted or digits); state = UF sigla;
 * municipality = IBGE name of a municipality of that state. Option codes are checked against the
 * tenant's lists by the server.
 */
const stakeholderFields = z.object({
  kind: stakeholderKindSchema,
  name: z.string().trim().min(2).max(200),
  document: nullableText(30),
  workspaceId: z.uuid().optional(),
  categoryCode: optionCodeSchema.nullable().optional(),
  scopeCode: optionCodeSchema.nullable().optional(),
  entityTypeCode: optionCodeSchema.nullable().optional(),
  state: z.string().trim().toUpperCase().length(2).nullable().optional(),
  municipality: nullableText(120),
  address: nullableText(300),
  postalCode: nullableText(9),
  email: emailSchema.nullable().optional(),
  phone: nullableText(30),
  parentId: z.uuid().nullable().optional(),
  influence: z.number().int().min(1).max(5).default(3),
  interest: z.number().int().min(1).max(5).default(3),
  topicIds: z.array(z.uuid()).max(200).optional(),
  additional: additionalValuesSchema.default({}),
  notes: nullableText(5000),
  responsibleId: z.uuid().nullable().optional(),
  /** PUT only: the version the form was opened on (common.ts). */
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

/** What the contract checks across fields: CPF/CNPJ against kind, the municipality within its state, CEP. */
const checkStakeholder = (
  value: {
    kind: StakeholderKind;
    document?: string | null;
    state?: string | null;
    municipality?: string | null;
    postalCode?: string | null;
  },
  ctx: z.RefinementCtx,
) => {
  if (value.document) {
    const valid =
      value.kind === 'person' ? isValidCpf(value.document) : isValidCnpj(value.document, { version: 2 });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['document'],
        // Not "Invalid …": the API's field messages take that for zod's own wording (field-messages.ts).
        message: value.kind === 'person' ? 'This CPF is not valid' : 'This CNPJ is not valid',
        params: { code: value.kind === 'person' ? 'invalidCpf' : 'invalidCnpj' },
      });
    }
  }
  if (value.state && !ufCodes.has(value.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'Unknown state' });
  }
  if (value.municipality) {
    if (!value.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'A municipality needs its state' });
    else if (ufCodes.has(value.state) && !findMunicipality(value.state, value.municipality)) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipality'],
        message: 'This municipality is not in the state',
      });
    }
  }
  if (value.postalCode && digitsOnly(value.postalCode).length !== 8) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'A CEP has 8 digits' });
  }
};

export const stakeholderInputSchema = stakeholderFields.superRefine(checkStakeholder);
export type StakeholderInput = z.input<typeof stakeholderInputSchema>;
export type StakeholderWrite = z.output<typeof stakeholderInputSchema>;

/**
 * PUT stakeholders/{id}: the whole editable record (docs/decisions/0027-put-rule.md). Every field is
 * required and `null` (or an empty text, or `[]`/`{}`) clears it, so a client that leaves a field out
 * gets a 422 naming it instead of silently erasing it. Two exceptions: `workspaceId` (where the record
 * lives, not part of it: omitted = it stays) and the personal fields, which an onlyBasicInfo caller
 * never sees and so leaves out (kept); for every other caller the server requires them too.
 * `expectedUpdatedAt` is not part of the record: the version the form was opened on, optional
 * (decision 0043; without it the version read when the request began).
 */
export const stakeholderUpdateSchema = stakeholderFields
  .extend({
    categoryCode: optionCodeSchema.nullable(),
    scopeCode: optionCodeSchema.nullable(),
    entityTypeCode: optionCodeSchema.nullable(),
    state: z.string().trim().toUpperCase().length(2).nullable(),
    municipality: presentText(120),
    parentId: z.uuid().nullable(),
    influence: z.number().int().min(1).max(5),
    interest: z.number().int().min(1).max(5),
    topicIds: z.array(z.uuid()).max(200),
    responsibleId: z.uuid().nullable(),
    document: keptText(30),
    address: keptText(300),
    postalCode: keptText(9),
    email: emailSchema.nullable().optional(),
    phone: keptText(30),
    notes: keptText(5000),
    additional: additionalValuesSchema.optional(),
  })
  .superRefine(checkStakeholder);
export type StakeholderUpdateInput = z.input<typeof stakeholderUpdateSchema>;
export type StakeholderUpdate = z.output<typeof stakeholderUpdateSchema>;

export const stakeholderRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type StakeholderRef = z.infer<typeof stakeholderRefSchema>;

/** A search row. Personal fields are absent for onlyBasicInfo users (`restricted: true`). */
export const stakeholderSummarySchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  kind: stakeholderKindSchema,
  name: z.string(),
  document: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  categoryCode: z.string().nullable(),
  scopeCode: z.string().nullable(),
  entityTypeCode: z.string().nullable(),
  state: z.string().nullable(),
  municipality: z.string().nullable(),
  parent: stakeholderRefSchema.nullable(),
  influence: z.number().int(),
  interest: z.number().int(),
  anonymised: z.boolean(),
  restricted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StakeholderSummary = z.infer<typeof stakeholderSummarySchema>;

export const stakeholderSchema = stakeholderSummarySchema.extend({
  municipalityCode: z.string().nullable(),
  address: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  additional: additionalValuesSchema.optional(),
  topics: z.array(stakeholderRefSchema),
  children: z.array(stakeholderRefSchema),
  responsibleId: z.uuid().nullable(),
  /**
   * The responsible user by name, so the form shows one the picker no longer offers (moved off the
   * workspace since, decision 0060); null when none is set.
   */
  responsible: stakeholderRefSchema.nullable(),
  createdBy: z.uuid().nullable(),
  updatedBy: z.uuid().nullable(),
  anonymisedAt: z.string().nullable(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export const stakeholderSortFields = [
  'name',
  'createdAt',
  'updatedAt',
  'influence',
  'interest',
  'state',
  'municipality',
  'category',
  'kind',
] as const;

export const stakeholderFilterSchema = z.object({
  kind: stakeholderKindSchema.optional(),
  category: optionCodeSchema.optional(),
  scope: optionCodeSchema.optional(),
  entityType: optionCodeSchema.optional(),
  state: z.string().trim().toUpperCase().length(2).optional(),
  municipality: z.string().trim().max(120).optional(),
  topic: z.uuid().optional(),
  influence: z.coerce.number().int().min(1).max(5).optional(),
  interest: z.coerce.number().int().min(1).max(5).optional(),
  parentId: z.uuid().optional(),
  workspaceId: z.uuid().optional(),
  /** The user responsible for the record ("what needs me": the caller's own id); narrows the caller's reach. */
  responsibleId: z.uuid().optional(),
});
/** GET stakeholders/search (and GET stakeholders/export with the same query). */
export const stakeholderSearchQuerySchema = pageQuerySchema.extend(stakeholderFilterSchema.shape).extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${stakeholderSortFields.join('|')}),(asc|desc)$`))
    .optional(),
});
export type StakeholderSearchQuery = z.infer<typeof stakeholderSearchQuerySchema>;
/**
 * Counting every match of a broad search costs more than the page itself, so the count stops
 * `stakeholderTotalCap` rows past the start of the page: `total` is then that bound and `totalCapped`
 * is true (show "1,000+"; there are at least `total` matches and at least one more). Otherwise `total`
 * is exact and `totalCapped` is absent. Older clients that read only `total` keep working.
 */
export const stakeholderTotalCap = 1000;
export const stakeholderPageSchema = pageOf(stakeholderSummarySchema).extend({
  totalCapped: z.boolean().optional(),
});
export type StakeholderPage = z.infer<typeof stakeholderPageSchema>;

/** POST stakeholders/options: pickers (parent organisation, participants). */
export const stakeholderOptionsBodySchema = z.object({
  q: z.string().trim().max(200).optional(),
  workspaceIds: z.array(z.uuid()).max(500).optional(),
  kind: stakeholderKindSchema.optional(),
  /** Always include these (the current value of a select). */
  ids: z.array(z.uuid()).max(200).optional(),
  /** Leave this one and its descendants out (a parent picker must not offer a cycle). */
  excludeTreeOf: z.uuid().optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type StakeholderOptionsBody = z.infer<typeof stakeholderOptionsBodySchema>;
/**
 * A picker's option. `municipality`/`state` are the second line that tells two alike names apart and
 * says why a name matched a town's name; neither is a personal field (stakeholderPersonalFields), so an
 * onlyBasicInfo caller gets them as the list does.
 */
export const stakeholderOptionSchema = optionItemSchema.extend({
  kind: stakeholderKindSchema,
  municipality: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
});
export type StakeholderOption = z.infer<typeof stakeholderOptionSchema>;
export const stakeholderOptionsSchema = z.array(stakeholderOptionSchema);

/** POST stakeholders/scopes/options: the scope list as select options. */
export const stakeholderScopeOptionsBodySchema = z.object({
  q: z.string().trim().max(200).optional(),
  workspaceIds: z.array(z.uuid()).max(500).optional(),
  active: z.boolean().default(true),
});
export const optionItemsSchema = z.array(optionItemSchema);

export const stakeholderAdditionParamsSchema = z.object({ x: optionCodeSchema });

export const syncTopicsBodySchema = z.object({ topicIds: z.array(z.uuid()).max(200) });

// ---- history and LGPD ----
/** `before`/`after` as a person reads them (names, labels in the caller's language); null = empty or not visible. */
export const fieldChangeDisplaySchema = z.object({
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChangeDisplay = z.infer<typeof fieldChangeDisplaySchema>;
/**
 * One field's change. `display` is set for references (parentId, responsibleId, workspaceId), option
 * codes and additional fields: show it instead of the stored values, which are ids and codes.
 */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  display: fieldChangeDisplaySchema.optional(),
});
/** `imported`: created by an import (its job keeps the file and the report); its values are the record's, or the first change's `before`. */
export const stakeholderHistoryActions = ['created', 'imported', 'updated', 'topics', 'anonymised'] as const;
export const stakeholderHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(stakeholderHistoryActions),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type StakeholderHistoryEntry = z.infer<typeof stakeholderHistoryEntrySchema>;
export const stakeholderHistorySchema = z.array(stakeholderHistoryEntrySchema);

/** GET stakeholders/{id}/personal-data: everything held on the data subject (LGPD art. 18). */
export const stakeholderPersonalDataSchema = z.object({
  generatedAt: z.string(),
  controller: z.object({ tenantId: z.uuid(), name: z.string() }),
  personalFields: z.array(z.string()),
  stakeholder: stakeholderSchema,
  history: stakeholderHistorySchema,
});
export type StakeholderPersonalData = z.infer<typeof stakeholderPersonalDataSchema>;

// ---- interaction summary and dashboards (docs/dashboards.md) ----
export const perceptionCountsSchema = z.object({
  positive: z.number().int().min(0),
  neutral: z.number().int().min(0),
  negative: z.number().int().min(0),
});
export const socialInteractionResumeSchema = z.object({
  total: z.number().int().min(0),
  lastInteractionAt: z.string().nullable(),
  perception: perceptionCountsSchema,
  openGrievances: z.number().int().min(0),
  byType: z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int().min(0) })),
});
export type SocialInteractionResume = z.infer<typeof socialInteractionResumeSchema>;

export const rankSortFields = ['influence', 'interest', 'interactions', 'topics', 'members'] as const;
export const rankQuerySchema = z.object({
  sortBy: z.enum(rankSortFields).default('influence'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const rankItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: stakeholderKindSchema,
  influence: z.number().int(),
  interest: z.number().int(),
  interactions: z.number().int().min(0),
  topics: z.number().int().min(0),
  members: z.number().int().min(0),
});
export const rankSchema = z.array(rankItemSchema);
export type RankItem = z.infer<typeof rankItemSchema>;

/** Dimensions a stakeholder count can be grouped by (`dashboards/{tab}` and `compare/{tab}`). */
export const dashboardTabs = [
  'category',
  'scope',
  'entityType',
  'kind',
  'state',
  'municipality',
  'topic',
  'influence',
  'interest',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export const dashboardTabParamsSchema = z.object({ tab: z.enum(dashboardTabs) });

export const groupCountSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  count: z.number().int().min(0),
});
export type GroupCount = z.infer<typeof groupCountSchema>;
export const groupCountsSchema = z.object({
  total: z.number().int().min(0),
  groups: z.array(groupCountSchema),
});
export type GroupCounts = z.infer<typeof groupCountsSchema>;

export const compareGroupSchema = groupCountSchema.extend({
  averageInfluence: z.number(),
  averageInterest: z.number(),
  interactions: z.number().int().min(0),
});
export const compareSchema = z.object({ groups: z.array(compareGroupSchema) });
export type Compare = z.infer<typeof compareSchema>;

export const compareInteractionsTopicsQuerySchema = periodQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const compareInteractionsTopicsSchema = z.object({
  period: resolvedPeriodSchema,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      stakeholders: z.number().int().min(0),
      interactions: z.number().int().min(0),
    }),
  ),
});

export const entitySchema = z.object({
  total: z.number().int().min(0),
  persons: z.number().int().min(0),
  organizations: z.number().int().min(0),
  linkedPersons: z.number().int().min(0),
  rootOrganizations: z.number().int().min(0),
  matrix: z.array(
    z.object({ influence: z.number().int(), interest: z.number().int(), count: z.number().int().min(0) }),
  ),
});
export type EntityDashboard = z.infer<typeof entitySchema>;

export type EntityTreeNode = {
  id: string;
  name: string;
  kind: StakeholderKind;
  children: EntityTreeNode[];
};
export const entityTreeNodeSchema: z.ZodType<EntityTreeNode> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    kind: stakeholderKindSchema,
    children: z.array(entityTreeNodeSchema),
  }),
);
export const entityTreeQuerySchema = z.object({ rootId: z.uuid().optional() });
export const entityTreeSchema = z.array(entityTreeNodeSchema);

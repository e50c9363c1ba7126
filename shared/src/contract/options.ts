import { z } from 'zod';
import { blankAsNull, booleanQuerySchema, pageOf, pageQuerySchema, wholeRecordWithId } from './common';

/**
 * Option lists the product ships with (DOMAIN.md). Additional stakeholder fields are the entries of
 * `stakeholderAddition`; the choices of field `x` are the list `stakeholderAddition.x`.
 */
export const optionListNames = [
  'interactionType',
  'channel',
  'classification',
  'status',
  'perception',
  'stakeholderCategory',
  'stakeholderScope',
  'entityType',
  'stakeholderAddition',
  'commitmentSource',
  'commitmentPriority',
  'commitmentRisk',
] as const;
export type OptionListName = (typeof optionListNames)[number];

/** A list name: a known one, or `stakeholderAddition.<fieldCode>`. */
export const optionListSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/)
  .max(80);
export const optionCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9_-]*$/)
  .max(60);

export const optionSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  list: z.string(),
  code: z.string(),
  /** In the caller's language (Accept-Language); without a Spanish or German label, the English one. */
  label: z.string(),
  labelPtBr: z.string(),
  labelEn: z.string(),
  labelEs: z.string().nullable(),
  labelDe: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /**
   * Whether the caller may change (edit, deactivate) it: it lies in a workspace they administer. The
   * write checks the same rule; an option of the root seen from a site is read-only there.
   */
  canEdit: z.boolean(),
});
export type Option = z.infer<typeof optionSchema>;

/** A Spanish or German label may stay empty (null): the English one is shown instead. */
const optionalLabel = blankAsNull(120);

/** The editable fields of an option. */
const optionFields = z.object({
  list: optionListSchema,
  code: optionCodeSchema,
  labelPtBr: z.string().trim().min(1).max(120),
  labelEn: z.string().trim().min(1).max(120),
  labelEs: optionalLabel,
  labelDe: optionalLabel,
  sortOrder: z.number().int().min(0).max(10000),
  active: z.boolean(),
});

/**
 * An option's whole editable record, as POST options takes it with an `id` (docs/decisions/0027):
 * every field required. Where it lives (`workspaceId`) is not part of it.
 */
export const optionUpdateSchema = optionFields.extend({ id: z.uuid() });
export type OptionUpdate = z.infer<typeof optionUpdateSchema>;

/**
 * POST options (SPEC §3): without `id` it creates (order 0 and active unless said); with `id` it
 * updates and carries the whole record (`optionUpdateSchema`): a field left out is a 422 naming it,
 * never a default (an omitted `active` used to re-activate the option).
 */
export const optionInputSchema = optionFields
  .extend({
    id: z.uuid().optional(),
    workspaceId: z.uuid().optional(),
    /** Without it (a new entry) the API makes one from the English label, free in the list. */
    code: optionCodeSchema.optional(),
    labelEs: optionalLabel.optional(),
    labelDe: optionalLabel.optional(),
    sortOrder: optionFields.shape.sortOrder.optional(),
    active: z.boolean().optional(),
  })
  .superRefine(wholeRecordWithId(optionUpdateSchema))
  .transform(({ sortOrder = 0, active = true, labelEs = null, labelDe = null, ...option }) => ({
    ...option,
    labelEs,
    labelDe,
    sortOrder,
    active,
  }));
export type OptionInput = z.output<typeof optionInputSchema>;
/** What a client sends to POST options: a new option, or (with its id) an option's whole record. */
export type OptionSave = (z.input<typeof optionInputSchema> & { id?: undefined }) | OptionUpdate;

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** GET options/search: `codes` = comma-separated list names. */
export const optionSearchQuerySchema = pageQuerySchema.extend({
  codes: csv.pipe(z.array(optionListSchema).max(50)).optional(),
  active: booleanQuerySchema.optional(),
});
export type OptionSearchQuery = z.infer<typeof optionSearchQuerySchema>;
export const optionPageSchema = pageOf(optionSchema);

export const optionListParamsSchema = z.object({ x: optionListSchema });
/**
 * GET options/{id}/usage: how many records of the caller's workspaces use the option (deleted ones
 * not counted), and which kind (`null`: no records hold this list's codes).
 */
export const optionUsageSchema = z.object({
  records: z.enum(['Stakeholders', 'Interactions', 'Commitments']).nullable(),
  count: z.number().int().min(0),
});
export type OptionUsage = z.infer<typeof optionUsageSchema>;

export const optionDeleteResultSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

export { csv as csvQuerySchema };

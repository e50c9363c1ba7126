import { z } from 'zod';
import {
  booleanQuerySchema,
  calendarDaySchema,
  optionItemSchema,
  pageOf,
  pageQuerySchema,
  wholeRecordWithId,
} from './common';
import { csvQuerySchema } from './options';

/** The 17 UN Sustainable Development Goals (ODS), number → their names in the app's four languages (DOMAIN.md). */
export const odsGoals: ReadonlyArray<{
  number: number;
  labelPtBr: string;
  labelEn: string;
  labelEs: string;
  labelDe: string;
}> = [
  {
    number: 1,
    labelPtBr: 'Erradicação da Pobreza',
    labelEn: 'No Poverty',
    labelEs: 'Fin de la Pobreza',
    labelDe: 'Keine Armut',
  },
  {
    number: 2,
    labelPtBr: 'Fome Zero e Agricultura Sustentável',
    labelEn: 'Zero Hunger',
    labelEs: 'Hambre Cero',
    labelDe: 'Kein Hunger',
  },
  {
    number: 3,
    labelPtBr: 'Saúde e Bem-Estar',
    labelEn: 'Good Health and Well-being',
    labelEs: 'Salud y Bienestar',
    labelDe: 'Gesundheit und Wohlergehen',
  },
  {
    number: 4,
    labelPtBr: 'Educação de Qualidade',
    labelEn: 'Quality Education',
    labelEs: 'Educación de Calidad',
    labelDe: 'Hochwertige Bildung',
  },
  {
    number: 5,
    labelPtBr: 'Igualdade de Gênero',
    labelEn: 'Gender Equality',
    labelEs: 'Igualdad de Género',
    labelDe: 'Geschlechtergleichheit',
  },
  {
    number: 6,
    labelPtBr: 'Água Potável e Saneamento',
    labelEn: 'Clean Water and Sanitation',
    labelEs: 'Agua Limpia y Saneamiento',
    labelDe: 'Sauberes Wasser und Sanitäreinrichtungen',
  },
  {
    number: 7,
    labelPtBr: 'Energia Limpa e Acessível',
    labelEn: 'Affordable and Clean Energy',
    labelEs: 'Energía Asequible y No Contaminante',
    labelDe: 'Bezahlbare und saubere Energie',
  },
  {
    number: 8,
    labelPtBr: 'Trabalho Decente e Crescimento Econômico',
    labelEn: 'Decent Work and Economic Growth',
    labelEs: 'Trabajo Decente y Crecimiento Económico',
    labelDe: 'Menschenwürdige Arbeit und Wirtschaftswachstum',
  },
  {
    number: 9,
    labelPtBr: 'Indústria, Inovação e Infraestrutura',
    labelEn: 'Industry, Innovation and Infrastructure',
    labelEs: 'Industria, Innovación e Infraestructura',
    labelDe: 'Industrie, Innovation und Infrastruktur',
  },
  {
    number: 10,
    labelPtBr: 'Redução das Desigualdades',
    labelEn: 'Reduced Inequalities',
    labelEs: 'Reducción de las Desigualdades',
    labelDe: 'Weniger Ungleichheiten',
  },
  {
    number: 11,
    labelPtBr: 'Cidades e Comunidades Sustentáveis',
    labelEn: 'Sustainable Cities and Communities',
    labelEs: 'Ciudades y Comunidades Sostenibles',
    labelDe: 'Nachhaltige Städte und Gemeinden',
  },
  {
    number: 12,
    labelPtBr: 'Consumo e Produção Responsáveis',
    labelEn: 'Responsible Consumption and Production',
    labelEs: 'Producción y Consumo Responsables',
    labelDe: 'Nachhaltige/r Konsum und Produktion',
  },
  {
    number: 13,
    labelPtBr: 'Ação Contra a Mudança Global do Clima',
    labelEn: 'Climate Action',
    labelEs: 'Acción por el Clima',
    labelDe: 'Maßnahmen zum Klimaschutz',
  },
  {
    number: 14,
    labelPtBr: 'Vida na Água',
    labelEn: 'Life Below Water',
    labelEs: 'Vida Submarina',
    labelDe: 'Leben unter Wasser',
  },
  {
    number: 15,
    labelPtBr: 'Vida Terrestre',
    labelEn: 'Life on Land',
    labelEs: 'Vida de Ecosistemas Terrestres',
    labelDe: 'Leben an Land',
  },
  {
    number: 16,
    labelPtBr: 'Paz, Justiça e Instituições Eficazes',
    labelEn: 'Peace, Justice and Strong Institutions',
    labelEs: 'Paz, Justicia e Instituciones Sólidas',
    labelDe: 'Frieden, Gerechtigkeit und starke Institutionen',
  },
  {
    number: 17,
    labelPtBr: 'Parcerias e Meios de Implementação',
    labelEn: 'Partnerships for the Goals',
    labelEs: 'Alianzas para Lograr los Objetivos',
    labelDe: 'Partnerschaften zur Erreichung der Ziele',
  },
];
export const odsNumberSchema = z.number().int().min(1).max(17);

export const odsOptionSchema = optionItemSchema.extend({
  number: odsNumberSchema,
  labelPtBr: z.string(),
  labelEn: z.string(),
  labelEs: z.string(),
  labelDe: z.string(),
});
export type OdsOption = z.infer<typeof odsOptionSchema>;
export const odsOptionsSchema = z.array(odsOptionSchema);

// ---- topic categories ----
export const topicCategorySchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  ods: z.array(odsNumberSchema),
  active: z.boolean(),
  topicCount: z.number().int().min(0),
  /**
   * Whether the caller may change it (edit, deactivate): it lies in a workspace they administer. The
   * write checks the same rule; one of the root seen from a site is read-only there.
   */
  canEdit: z.boolean(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TopicCategory = z.infer<typeof topicCategorySchema>;

/** The editable fields of a topic category. */
const topicCategoryFields = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).nullable(),
  ods: z.array(odsNumberSchema).max(17),
  active: z.boolean(),
});

/** POST topic/categories: without a description, with no ODS and active unless said. */
export const topicCategoryInputSchema = topicCategoryFields.extend({
  workspaceId: z.uuid().optional(),
  description: topicCategoryFields.shape.description.optional(),
  ods: topicCategoryFields.shape.ods.default([]),
  active: z.boolean().default(true),
});
export type TopicCategoryInput = z.infer<typeof topicCategoryInputSchema>;

/**
 * PUT topic/categories/{id} carries the whole editable record (docs/decisions/0027): every field is
 * required, `null`/`[]` clears, a field left out is a 422 naming it (an omitted `ods` used to erase
 * the goals, an omitted `active` to re-activate the category). Where it lives (`workspaceId`) is not
 * part of it.
 */
export const topicCategoryUpdateSchema = topicCategoryFields;
export type TopicCategoryUpdate = z.infer<typeof topicCategoryUpdateSchema>;

export const topicCategorySearchQuerySchema = pageQuerySchema.extend({
  active: booleanQuerySchema.optional(),
  ods: z.coerce.number().int().min(1).max(17).optional(),
});
export type TopicCategorySearchQuery = z.infer<typeof topicCategorySearchQuerySchema>;
export const topicCategoryPageSchema = pageOf(topicCategorySchema);

export const topicCategoryOptionsQuerySchema = z.object({
  workspaceIds: csvQuerySchema.pipe(z.array(z.uuid()).max(500)).optional(),
  active: booleanQuerySchema.optional(),
});
export const topicCategoryOptionsSchema = z.array(optionItemSchema.extend({ ods: z.array(odsNumberSchema) }));

/** Topic-category dashboards: period presets or an explicit from/to (both needed, SPEC §5). */
export const dashboardPeriods = ['week', 'month', 'quarter', 'semester', 'year', 'all'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const periodQuerySchema = z.object({
  period: z.enum(dashboardPeriods).default('year'),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
export const resolvedPeriodSchema = z.object({ from: z.string().nullable(), to: z.string() });

/** One category or topic in a compare chart: its interactions per month (zero until interactions exist). */
export const topicCompareSchema = z.object({
  period: resolvedPeriodSchema,
  months: z.array(z.string()),
  series: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      counts: z.array(z.number().int().min(0)),
      total: z.number().int().min(0),
    }),
  ),
});
export type TopicCompare = z.infer<typeof topicCompareSchema>;
export const topicCategoryRankSchema = z.object({
  period: resolvedPeriodSchema,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      ods: z.array(odsNumberSchema),
      topics: z.number().int().min(0),
      stakeholders: z.number().int().min(0),
      interactions: z.number().int().min(0),
    }),
  ),
});
export type TopicCategoryRank = z.infer<typeof topicCategoryRankSchema>;

// ---- topics ----
export const topicSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  active: z.boolean(),
  /** Stakeholders in reach who follow it; null for a caller who may not view stakeholders. */
  stakeholderCount: z.number().int().min(0).nullable(),
  /**
   * Whether the caller may change it (edit, deactivate): it lies in a workspace they administer. The
   * write checks the same rule; one of the root seen from a site is read-only there.
   */
  canEdit: z.boolean(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** The editable fields of a topic. */
const topicFields = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).nullable(),
  categoryId: z.uuid().nullable(),
  active: z.boolean(),
});

/**
 * A topic's whole editable record, as POST topics takes it with an `id` (docs/decisions/0027): every
 * field required, `null` clears. Where it lives (`workspaceId`) is not part of it.
 */
export const topicUpdateSchema = topicFields.extend({ id: z.uuid() });
export type TopicUpdate = z.infer<typeof topicUpdateSchema>;

/**
 * POST topics: without `id` it creates (no description, no category and active unless said); with
 * `id` it updates and carries the whole record (`topicUpdateSchema`): a field left out is a 422 naming
 * it, never a default.
 */
export const topicInputSchema = topicFields
  .extend({
    id: z.uuid().optional(),
    workspaceId: z.uuid().optional(),
    description: topicFields.shape.description.optional(),
    categoryId: topicFields.shape.categoryId.optional(),
    active: z.boolean().optional(),
  })
  .superRefine(wholeRecordWithId(topicUpdateSchema))
  .transform(({ active = true, ...topic }) => ({ ...topic, active }));
export type TopicInput = z.output<typeof topicInputSchema>;
/** What a client sends to POST topics: a new topic, or (with its id) a topic's whole record. */
export type TopicSave = (z.input<typeof topicInputSchema> & { id?: undefined }) | TopicUpdate;

export const topicSearchQuerySchema = pageQuerySchema.extend({
  active: booleanQuerySchema.optional(),
  category: z.uuid().optional(),
});
export type TopicSearchQuery = z.infer<typeof topicSearchQuerySchema>;
export const topicPageSchema = pageOf(topicSchema);

/** GET topics/options/{x}: x = a topic category id, or `all`. */
export const topicOptionsParamsSchema = z.object({ x: z.union([z.literal('all'), z.uuid()]) });
export const topicOptionsQuerySchema = z.object({ active: booleanQuerySchema.optional() });
export const topicOptionsSchema = z.array(optionItemSchema);

export const topicGroupedQuerySchema = z.object({
  active: booleanQuerySchema.optional(),
  topicCategories: csvQuerySchema.pipe(z.array(z.uuid()).max(200)).optional(),
});
/** antd Select option groups; topics without a category come last, under id null. */
export const topicGroupSchema = z.object({
  value: z.uuid().nullable(),
  label: z.string().nullable(),
  options: z.array(optionItemSchema),
});
export const topicGroupsSchema = z.array(topicGroupSchema);
export type TopicGroup = z.infer<typeof topicGroupSchema>;

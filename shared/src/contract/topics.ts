import { z } from 'zod';
import { booleanQuerySchema, optionItemSchema, pageOf, pageQuerySchema } from './common';
import { csvQuerySchema } from './options';

/** The 17 UN Sustainable Development Goals (ODS), number → pt-BR and English name (DOMAIN.md). */
export const odsGoals: ReadonlyArray<{ number: number; labelPtBr: string; labelEn: string }> = [
  { number: 1, labelPtBr: 'Erradicação da Pobreza', labelEn: 'No Poverty' },
  { number: 2, labelPtBr: 'Fome Zero e Agricultura Sustentável', labelEn: 'Zero Hunger' },
  { number: 3, labelPtBr: 'Saúde e Bem-Estar', labelEn: 'Good Health and Well-being' },
  { number: 4, labelPtBr: 'Educação de Qualidade', labelEn: 'Quality Education' },
  { number: 5, labelPtBr: 'Igualdade de Gênero', labelEn: 'Gender Equality' },
  { number: 6, labelPtBr: 'Água Potável e Saneamento', labelEn: 'Clean Water and Sanitation' },
  { number: 7, labelPtBr: 'Energia Limpa e Acessível', labelEn: 'Affordable and Clean Energy' },
  {
    number: 8,
    labelPtBr: 'Trabalho Decente e Crescimento Econômico',
    labelEn: 'Decent Work and Economic Growth',
  },
  {
    number: 9,
    labelPtBr: 'Indústria, Inovação e Infraestrutura',
    labelEn: 'Industry, Innovation and Infrastructure',
  },
  { number: 10, labelPtBr: 'Redução das Desigualdades', labelEn: 'Reduced Inequalities' },
  {
    number: 11,
    labelPtBr: 'Cidades e Comunidades Sustentáveis',
    labelEn: 'Sustainable Cities and Communities',
  },
  {
    number: 12,
    labelPtBr: 'Consumo e Produção Responsáveis',
    labelEn: 'Responsible Consumption and Production',
  },
  { number: 13, labelPtBr: 'Ação Contra a Mudança Global do Clima', labelEn: 'Climate Action' },
  { number: 14, labelPtBr: 'Vida na Água', labelEn: 'Life Below Water' },
  { number: 15, labelPtBr: 'Vida Terrestre', labelEn: 'Life on Land' },
  {
    number: 16,
    labelPtBr: 'Paz, Justiça e Instituições Eficazes',
    labelEn: 'Peace, Justice and Strong Institutions',
  },
  { number: 17, labelPtBr: 'Parcerias e Meios de Implementação', labelEn: 'Partnerships for the Goals' },
];
export const odsNumberSchema = z.number().int().min(1).max(17);

export const odsOptionSchema = optionItemSchema.extend({
  number: odsNumberSchema,
  labelPtBr: z.string(),
  labelEn: z.string(),
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
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TopicCategory = z.infer<typeof topicCategorySchema>;

export const topicCategoryInputSchema = z.object({
  workspaceId: z.uuid().optional(),
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  ods: z.array(odsNumberSchema).max(17).default([]),
  active: z.boolean().default(true),
});
export type TopicCategoryInput = z.infer<typeof topicCategoryInputSchema>;

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
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
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
  stakeholderCount: z.number().int().min(0),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** POST topics: without id it creates, with id it updates. */
export const topicInputSchema = z.object({
  id: z.uuid().optional(),
  workspaceId: z.uuid().optional(),
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  categoryId: z.uuid().nullable().optional(),
  active: z.boolean().default(true),
});
export type TopicInput = z.infer<typeof topicInputSchema>;

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

import { z } from 'zod';
import { blankAsNull } from './common';
import { periodQuerySchema, resolvedPeriodSchema } from './topics';

/*
 * The perception survey of social interactions (issue 11). Questions are configured like the option
 * lists: seeded on the tenant root, serving every workspace below it, a lower workspace may add its
 * own (`configurations` flags). An interaction answers them 1–5 when its workspace's research is on
 * (the workspace or an ancestor: `showSocialInteractionResearch` when workspaces are chosen).
 */

/** The answer scale: 1 (very bad / strongly disagree) … 5 (very good / strongly agree). */
export const surveyValueSchema = z.number().int().min(1).max(5);
export const SURVEY_SCALE = [1, 2, 3, 4, 5] as const;

export const surveyAnswerSchema = z.object({ questionId: z.uuid(), value: surveyValueSchema });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/**
 * The `survey` field of an interaction's create and PUT body (decision 0027: always present, `[]`
 * clears): one answer per question at most.
 */
export const surveyAnswersSchema = z
  .array(surveyAnswerSchema)
  .max(50)
  .superRefine((answers, ctx) => {
    const seen = new Set<string>();
    answers.forEach((answer, index) => {
      if (seen.has(answer.questionId))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'questionId'],
          message: 'This question is answered twice',
          params: { code: 'duplicate' },
        });
      seen.add(answer.questionId);
    });
  });

/** An answer as the detail screen shows it: the question in the caller's language. */
export const surveyAnswerDetailSchema = surveyAnswerSchema.extend({ question: z.string() });
export type SurveyAnswerDetail = z.infer<typeof surveyAnswerDetailSchema>;

export const surveyQuestionSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  /** In the caller's language (Accept-Language; Spanish and German fall back to English). */
  text: z.string(),
  textPtBr: z.string(),
  textEn: z.string(),
  textEs: z.string().nullable(),
  textDe: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Whether the caller may change it (configurations flags and the question's workspace in reach). */
  canEdit: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export const surveyQuestionListSchema = z.array(surveyQuestionSchema);

const questionText = z.string().trim().min(3).max(300);
const optionalText = blankAsNull(300);

/**
 * PUT social-interactions/survey/questions/{id}: the whole editable record (decision 0027). The order
 * changes with its own route (`PUT .../questions/order`), where it lives does not change.
 */
export const surveyQuestionUpdateSchema = z.object({
  textPtBr: questionText,
  textEn: questionText,
  textEs: optionalText,
  textDe: optionalText,
  active: z.boolean(),
});
export type SurveyQuestionUpdate = z.input<typeof surveyQuestionUpdateSchema>;

/** POST social-interactions/survey/questions: a new question goes last; `workspaceId` as for options. */
export const surveyQuestionInputSchema = surveyQuestionUpdateSchema.extend({
  workspaceId: z.uuid().optional(),
  textEs: optionalText.optional().transform((v) => v ?? null),
  textDe: optionalText.optional().transform((v) => v ?? null),
  active: z.boolean().default(true),
});
export type SurveyQuestionInput = z.input<typeof surveyQuestionInputSchema>;
export type SurveyQuestionCreate = z.output<typeof surveyQuestionInputSchema>;

/** PUT social-interactions/survey/questions/order: the questions in their new order. */
export const surveyQuestionOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });
export type SurveyQuestionOrder = z.infer<typeof surveyQuestionOrderSchema>;

export const surveyQuestionQuerySchema = z.object({
  /** The questions serving this workspace (itself and its ancestors); all of the reach when left out. */
  workspaceId: z.uuid().optional(),
});

/** GET social-interactions/survey/workspaces: where the survey is asked, for the settings screen and the form. */
export const surveyWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int().min(1).max(3),
  parentId: z.uuid().nullable(),
  /** Its own switch. */
  research: z.boolean(),
  /** The survey is asked here: its own switch or an ancestor's. */
  effective: z.boolean(),
  /** The ancestor whose switch turns it on, when its own is off. */
  inheritedFrom: z.string().nullable(),
});
export type SurveyWorkspace = z.infer<typeof surveyWorkspaceSchema>;
export const surveyWorkspaceListSchema = z.array(surveyWorkspaceSchema);

export const surveyWorkspaceParamsSchema = z.object({
  id: z.uuid(),
  on: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** GET social-interactions/dashboards/survey: the answers of the period's interactions in the caller's reach. */
export const surveySummaryQuerySchema = periodQuerySchema;
export const surveySummarySchema = z.object({
  period: resolvedPeriodSchema,
  months: z.array(z.string()),
  /** Interactions of the period with at least one answer. */
  answered: z.number().int().min(0),
  questions: z.array(
    z.object({
      id: z.uuid(),
      text: z.string(),
      active: z.boolean(),
      answers: z.number().int().min(0),
      /** Two decimals; null without answers. */
      average: z.number().nullable(),
      /** How many answered 1, 2, 3, 4 and 5. */
      distribution: z.array(z.number().int().min(0)).length(5),
      /** Per month of `months`: the average (null without answers) and how many answered. */
      byMonth: z.array(z.object({ average: z.number().nullable(), answers: z.number().int().min(0) })),
    }),
  ),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

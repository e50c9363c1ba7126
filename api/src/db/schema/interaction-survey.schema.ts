import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { newRecordId } from '../../lib/record-id';

/**
 * The perception survey of social interactions (issue 11): questions configured like the option lists
 * (seeded on the tenant root, serving every workspace below; a lower workspace may add its own),
 * answered 1–5 on an interaction of a workspace whose research is on
 * (`workspaces.social_interaction_research`, itself or an ancestor). Texts in the app's four
 * languages; Spanish and German fall back to English.
 */
export const interactionSurveyQuestions = pgTable(
  'interaction_survey_questions',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    textPtBr: text('text_pt_br').notNull(),
    textEn: text('text_en').notNull(),
    textEs: text('text_es'),
    textDe: text('text_de'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('interaction_survey_questions_workspace_idx').on(t.tenantId, t.workspaceId),
  ],
);
export type SurveyQuestionRow = typeof interactionSurveyQuestions.$inferSelect;

/** One answer (1–5) per question and interaction; they come and go with the interaction's PUT. */
export const interactionSurveyAnswers = pgTable(
  'interaction_survey_answers',
  {
    tenantId: uuid('tenant_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
    questionId: uuid('question_id').notNull(),
    value: smallint('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.interactionId, t.questionId] }),
    // "Is this question answered anywhere?" (a delete is refused then) and the per-question summary.
    index('interaction_survey_answers_question_idx').on(t.tenantId, t.questionId),
    check('interaction_survey_answers_value_check', sql`${t.value} between 1 and 5`),
  ],
);

import { and, asc, count, eq, gte, inArray, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import {
  hasPermission,
  type FieldError,
  type SurveyAnswer,
  type SurveyAnswerDetail,
  type SurveyQuestion,
  type SurveyQuestionCreate,
  type SurveySummary,
  type SurveyWorkspace,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import {
  interactions,
  interactionSurveyAnswers,
  interactionSurveyQuestions,
  workspaces,
  type SurveyQuestionRow,
} from '../../../db/schema';
import type { AppLocale } from '../../../lib/locale';
import { monthsOf, type ResolvedPeriod } from '../../../lib/period';
import { conflict, forbidden, notFound, unprocessable } from '../../../lib/problem';
import { canWriteIn, configTarget, readReach, visibleIn, type RequestScope } from '../../../lib/scope';
import { buildTree, byName } from '../../workspaces/workspace-tree';
import { dayCountsIn, dayMonth, daySum, keptDayCounts } from '../dashboards/day-counts';
import { dayAfter, dayStart } from '../interaction.fields';

type Db = Database;

/** The question in the caller's language; Spanish and German fall back to English. */
export const questionText = (locale: AppLocale, row: SurveyQuestionRow): string => {
  if (locale === 'pt-BR') return row.textPtBr;
  if (locale === 'es') return row.textEs ?? row.textEn;
  if (locale === 'de') return row.textDe ?? row.textEn;
  return row.textEn;
};

const round2 = (n: number | null): number | null => (n === null ? null : Math.round(n * 100) / 100);

/**
 * The perception survey (issue 11): its questions (configured like the option lists), the research
 * switch of each workspace, the answers of an interaction and their summary. Scope first, always.
 */
export const createSurveyRepository = (db: Database) => {
  /** The interaction counts kept by day (dashboards/day-counts.ts), built once: the summary reads them. */
  const dayCounts = keptDayCounts(db);
  const questionsVisible = async (scope: RequestScope, only?: string[]): Promise<SQL> =>
    visibleIn(scope, interactionSurveyQuestions, await readReach(db, scope, only));

  const mayChange = (scope: RequestScope, row: SurveyQuestionRow) =>
    hasPermission(scope.permissions, 'configurations', 'edit') && canWriteIn(scope, row.workspaceId);

  const toQuestion = (scope: RequestScope, locale: AppLocale, row: SurveyQuestionRow): SurveyQuestion => ({
    id: row.id,
    workspaceId: row.workspaceId,
    text: questionText(locale, row),
    textPtBr: row.textPtBr,
    textEn: row.textEn,
    textEs: row.textEs,
    textDe: row.textDe,
    sortOrder: row.sortOrder,
    active: row.active,
    canEdit: mayChange(scope, row),
  });

  /** Questions of the read reach (narrowed to the workspaces serving `only`), in their order. */
  const questionRows = async (scope: RequestScope, only?: string[], on: Db = db) =>
    on
      .select()
      .from(interactionSurveyQuestions)
      .where(await questionsVisible(scope, only))
      .orderBy(
        asc(interactionSurveyQuestions.sortOrder),
        asc(interactionSurveyQuestions.createdAt),
        asc(interactionSurveyQuestions.id),
      );

  /**
   * A question the caller may change: readable, and in a workspace the caller administers. One of an
   * ancestor is visible, so 403 rather than 404 (docs/decisions/0026).
   */
  const findWritable = async (scope: RequestScope, id: string): Promise<SurveyQuestionRow> => {
    const [row] = await db
      .select()
      .from(interactionSurveyQuestions)
      .where(and(await questionsVisible(scope), eq(interactionSurveyQuestions.id, id)));
    if (!row) throw notFound('Survey question');
    if (!canWriteIn(scope, row.workspaceId))
      throw forbidden('This question belongs to a workspace you do not administer');
    return row;
  };

  const tenantTree = async (scope: RequestScope, on: Db = db) =>
    buildTree(await on.select().from(workspaces).where(eq(workspaces.tenantId, scope.tenantId)));

  /** The nearest workspace from `id` up whose research switch is on (itself first), if any. */
  const researchSource = (tree: Awaited<ReturnType<typeof tenantTree>>, id: string) => {
    let current = tree.byId.get(id);
    while (current) {
      if (current.socialInteractionResearch) return current;
      current = current.parentId ? tree.byId.get(current.parentId) : undefined;
    }
    return undefined;
  };

  /** Whether the survey is asked on interactions of `workspaceId` (its switch or an ancestor's). */
  const researchOn = async (scope: RequestScope, workspaceId: string, on: Db = db): Promise<boolean> =>
    Boolean(researchSource(await tenantTree(scope, on), workspaceId));

  /**
   * The stored answers, split by the caller's sight: `seen` answers questions of the read reach;
   * `hidden` ones (a record moved in from another site) are neither shown nor lost on a change.
   */
  const answerRows = async (scope: RequestScope, interactionId: string, on: Db = db) => {
    const [reach, rows] = await Promise.all([
      readReach(db, scope),
      on
        .select({
          questionId: interactionSurveyAnswers.questionId,
          value: interactionSurveyAnswers.value,
          workspaceId: interactionSurveyQuestions.workspaceId,
        })
        .from(interactionSurveyAnswers)
        // A left join: an answer whose question is gone is hidden (nothing to show it by), not lost.
        .leftJoin(
          interactionSurveyQuestions,
          and(
            eq(interactionSurveyQuestions.tenantId, interactionSurveyAnswers.tenantId),
            eq(interactionSurveyQuestions.id, interactionSurveyAnswers.questionId),
          ),
        )
        .where(
          and(
            eq(interactionSurveyAnswers.tenantId, scope.tenantId),
            eq(interactionSurveyAnswers.interactionId, interactionId),
          ),
        ),
    ]);
    const inReach = new Set(reach);
    const answer = (r: (typeof rows)[number]): SurveyAnswer => ({ questionId: r.questionId, value: r.value });
    const byQuestion = (a: SurveyAnswer, b: SurveyAnswer) => a.questionId.localeCompare(b.questionId);
    return {
      seen: rows
        .filter((r) => r.workspaceId !== null && inReach.has(r.workspaceId))
        .map(answer)
        .sort(byQuestion),
      hidden: rows.filter((r) => r.workspaceId === null || !inReach.has(r.workspaceId)).map(answer),
    };
  };

  /** Interactions in reach that started in the period with an answer to one of these questions. */
  const answeredInSight = async (
    scope: RequestScope,
    period: ResolvedPeriod,
    questionIds: string[],
  ): Promise<number> => {
    if (questionIds.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${interactions.id})::int`.mapWith(Number) })
      .from(interactionSurveyAnswers)
      .innerJoin(interactions, eq(interactions.id, interactionSurveyAnswers.interactionId))
      .where(
        and(
          eq(interactionSurveyAnswers.tenantId, scope.tenantId),
          inArray(interactionSurveyAnswers.questionId, questionIds),
          visibleIn(scope, interactions),
          isNull(interactions.deletedAt),
          ...(period.from ? [gte(interactions.startsAt, dayStart(period.from))] : []),
          lt(interactions.startsAt, dayAfter(period.to)),
        ),
      );
    return row?.n ?? 0;
  };

  return {
    questionRows,
    researchOn,

    questions: async (scope: RequestScope, locale: AppLocale, workspaceId?: string) =>
      (await questionRows(scope, workspaceId ? [workspaceId] : undefined)).map((r) =>
        toQuestion(scope, locale, r),
      ),

    createQuestion: async (
      scope: RequestScope,
      input: SurveyQuestionCreate,
      locale: AppLocale,
    ): Promise<SurveyQuestion> => {
      const workspaceId = configTarget(scope, input.workspaceId);
      if (!workspaceId)
        throw unprocessable([{ path: 'body.workspaceId', message: 'This workspace is not available' }]);
      const [last] = await db
        .select({ n: max(interactionSurveyQuestions.sortOrder) })
        .from(interactionSurveyQuestions)
        .where(await questionsVisible(scope));
      const [row] = await db
        .insert(interactionSurveyQuestions)
        .values({
          tenantId: scope.tenantId,
          workspaceId,
          textPtBr: input.textPtBr,
          textEn: input.textEn,
          textEs: input.textEs,
          textDe: input.textDe,
          active: input.active,
          sortOrder: (last?.n ?? -1) + 1,
        })
        .returning();
      return toQuestion(scope, locale, row as SurveyQuestionRow);
    },

    updateQuestion: async (
      scope: RequestScope,
      id: string,
      input: Pick<SurveyQuestionRow, 'textPtBr' | 'textEn' | 'textEs' | 'textDe' | 'active'>,
      locale: AppLocale,
    ): Promise<SurveyQuestion> => {
      const current = await findWritable(scope, id);
      const [row] = await db
        .update(interactionSurveyQuestions)
        .set({
          textPtBr: input.textPtBr,
          textEn: input.textEn,
          textEs: input.textEs,
          textDe: input.textDe,
          active: input.active,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(interactionSurveyQuestions.tenantId, scope.tenantId),
            eq(interactionSurveyQuestions.id, current.id),
          ),
        )
        .returning();
      return toQuestion(scope, locale, row as SurveyQuestionRow);
    },

    /** Numbers the given questions 0, 1, 2… in that order; each must be the caller's to change. */
    reorder: async (scope: RequestScope, ids: string[], locale: AppLocale): Promise<SurveyQuestion[]> => {
      const rows = await db
        .select()
        .from(interactionSurveyQuestions)
        .where(and(await questionsVisible(scope), inArray(interactionSurveyQuestions.id, ids)));
      const found = new Map(rows.map((r) => [r.id, r]));
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (!found.has(id) || seen.has(id))
          errors.push({ path: `body.ids.${index}`, message: 'Unknown survey question' });
        seen.add(id);
      });
      if (errors.length > 0) throw unprocessable(errors);
      if (rows.some((r) => !canWriteIn(scope, r.workspaceId)))
        throw forbidden('Some questions belong to a workspace you do not administer');
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries())
          await tx
            .update(interactionSurveyQuestions)
            .set({ sortOrder: index })
            .where(
              and(
                eq(interactionSurveyQuestions.tenantId, scope.tenantId),
                eq(interactionSurveyQuestions.id, id),
              ),
            );
      });
      return (await questionRows(scope)).map((r) => toQuestion(scope, locale, r));
    },

    /** Deletes a question never answered; an answered one is refused with 409 (deactivate it instead). */
    removeQuestion: async (scope: RequestScope, id: string): Promise<void> => {
      const current = await findWritable(scope, id);
      const [used] = await db
        .select({ n: count() })
        .from(interactionSurveyAnswers)
        .where(
          and(
            eq(interactionSurveyAnswers.tenantId, scope.tenantId),
            eq(interactionSurveyAnswers.questionId, current.id),
          ),
        );
      // Counted tenant-wide (answers of workspaces the caller cannot see stay valid), so not told.
      const answered = () => conflict('This question has been answered; deactivate it instead');
      if ((used?.n ?? 0) > 0) throw answered();
      // Asked again in the delete itself: an answer saved since the count keeps the question.
      const deleted = await db
        .delete(interactionSurveyQuestions)
        .where(
          and(
            eq(interactionSurveyQuestions.tenantId, scope.tenantId),
            eq(interactionSurveyQuestions.id, current.id),
            sql`not exists (select 1 from ${interactionSurveyAnswers} where ${interactionSurveyAnswers.tenantId} = ${scope.tenantId} and ${interactionSurveyAnswers.questionId} = ${current.id})`,
          ),
        )
        .returning({ id: interactionSurveyQuestions.id });
      if (deleted.length === 0) throw answered();
    },

    /** The workspaces of the write reach, by level and name, with their research switch. */
    workspaces: async (scope: RequestScope): Promise<SurveyWorkspace[]> => {
      const tree = await tenantTree(scope);
      return tree.rows
        .filter((w) => scope.workspaceIds.includes(w.id))
        .sort((a, b) => a.level - b.level || byName(a, b))
        .map((w) => {
          const source = researchSource(tree, w.id);
          return {
            id: w.id,
            name: w.name,
            level: w.level,
            parentId: w.parentId,
            research: w.socialInteractionResearch,
            effective: Boolean(source),
            inheritedFrom: source && source.id !== w.id ? source.name : null,
          };
        });
    },

    /** Turns the research of a workspace of the write reach on or off (404 outside it). */
    setResearch: async (scope: RequestScope, workspaceId: string, on: boolean): Promise<void> => {
      if (!canWriteIn(scope, workspaceId)) throw notFound('Workspace');
      await db
        .update(workspaces)
        .set({ socialInteractionResearch: on, updatedAt: new Date() })
        .where(and(eq(workspaces.tenantId, scope.tenantId), eq(workspaces.id, workspaceId)));
    },

    /** The answers the caller sees (questions of the read reach), by question id. */
    answersOf: async (scope: RequestScope, interactionId: string, on: Db = db): Promise<SurveyAnswer[]> =>
      (await answerRows(scope, interactionId, on)).seen,

    /** Both sides at once for a save: what the caller sees, and what stays as stored (out of reach). */
    answersBySight: (scope: RequestScope, interactionId: string) => answerRows(scope, interactionId),

    /** The answers the caller sees with their questions in the caller's language, in the questions' order. */
    answerDetails: async (
      scope: RequestScope,
      interactionId: string,
      locale: AppLocale,
    ): Promise<SurveyAnswerDetail[]> => {
      const { seen } = await answerRows(scope, interactionId);
      if (seen.length === 0) return [];
      const questions = await db
        .select()
        .from(interactionSurveyQuestions)
        .where(
          and(
            eq(interactionSurveyQuestions.tenantId, scope.tenantId),
            inArray(
              interactionSurveyQuestions.id,
              seen.map((a) => a.questionId),
            ),
          ),
        )
        .orderBy(asc(interactionSurveyQuestions.sortOrder), asc(interactionSurveyQuestions.createdAt));
      const value = new Map(seen.map((a) => [a.questionId, a.value]));
      return questions.map((q) => ({
        questionId: q.id,
        question: questionText(locale, q),
        value: value.get(q.id) as number,
      }));
    },

    /**
     * Errors of a body's answers (422 on the field): answers only where the workspace's research is on;
     * each question active and serving the workspace. What the record already holds stays valid (a
     * question deactivated since, research turned off since), like the option codes.
     */
    checkAnswers: async (
      scope: RequestScope,
      workspaceId: string,
      answers: SurveyAnswer[],
      stored: SurveyAnswer[] = [],
    ): Promise<FieldError[]> => {
      const kept = new Set(stored.map((a) => `${a.questionId}:${a.value}`));
      const fresh = answers
        .map((answer, index) => ({ answer, index }))
        .filter(({ answer }) => !kept.has(`${answer.questionId}:${answer.value}`));
      if (fresh.length === 0) return [];
      if (!(await researchOn(scope, workspaceId)))
        return [
          {
            path: 'body.survey',
            message: 'The perception survey is not asked in this workspace',
            code: 'surveyOff',
          },
        ];
      const usable = new Set(
        (await questionRows(scope, [workspaceId])).filter((q) => q.active).map((q) => q.id),
      );
      return fresh
        .filter(({ answer }) => !usable.has(answer.questionId))
        .map(({ index }) => ({
          path: `body.survey.${index}.questionId`,
          message: 'Unknown or inactive survey question',
          code: 'surveyQuestion',
        }));
    },

    /**
     * Replaces the answers the caller sees (`before`) with `answers`, keeping `hidden` ones as stored;
     * answers the history's change (question id and value lists of what the caller sees) or null.
     */
    writeAnswers: async (
      tx: Db,
      scope: RequestScope,
      interactionId: string,
      answers: SurveyAnswer[],
      before: SurveyAnswer[],
      hidden: SurveyAnswer[] = [],
    ) => {
      const key = (list: SurveyAnswer[]) =>
        list
          .map((a) => `${a.questionId}:${a.value}`)
          .sort()
          .join();
      if (key(answers) === key(before)) return null;
      await tx
        .delete(interactionSurveyAnswers)
        .where(
          and(
            eq(interactionSurveyAnswers.tenantId, scope.tenantId),
            eq(interactionSurveyAnswers.interactionId, interactionId),
          ),
        );
      const stored = [...answers, ...hidden];
      if (stored.length > 0)
        await tx.insert(interactionSurveyAnswers).values(
          stored.map((a) => ({
            tenantId: scope.tenantId,
            interactionId,
            questionId: a.questionId,
            value: a.value,
          })),
        );
      const sorted = (list: SurveyAnswer[]) =>
        [...list].sort((a, b) => a.questionId.localeCompare(b.questionId));
      return { field: 'survey', before: sorted(before), after: sorted(answers) };
    },

    /**
     * The survey's figures for the period (GET social-interactions/dashboards/survey): per question of
     * the read reach, how many answered, the average, the 1–5 distribution and the monthly averages,
     * over the interactions of the caller's reach (not deleted) that started in the period.
     */
    summary: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      locale: AppLocale,
    ): Promise<SurveySummary> => {
      const months = monthsOf(period);
      // The answers are link keys of their interaction (migration 0023), kept in the day counts: per
      // question and value ("question id:value") and `surveyed` for the interactions that answered.
      const [questionList, rows] = await Promise.all([
        questionRows(scope),
        db
          .select({
            dimension: dayCounts.dimension,
            key: dayCounts.key,
            month: dayMonth(dayCounts),
            n: daySum(dayCounts),
          })
          .from(dayCounts)
          .where(dayCountsIn(dayCounts, scope, period, ['survey', 'surveyed']))
          .groupBy(sql`1`, sql`2`, sql`3`),
      ]);
      const visible = new Set(questionList.map((q) => q.id));
      // `surveyed` counts an interaction with any answer. One whose answers are all to questions out of
      // the caller's reach (moved in from another site) must not be counted: that would tell an answer
      // exists. Such answers are rare, so only then are the visible answers counted from the records.
      const hiddenAnswers = rows.some(
        (r) => r.dimension === 'survey' && r.n > 0 && !visible.has(r.key.split(':')[0] ?? ''),
      );
      const answered = hiddenAnswers
        ? await answeredInSight(scope, period, [...visible])
        : rows.filter((r) => r.dimension === 'surveyed').reduce((sum, r) => sum + r.n, 0);
      const counted = rows.flatMap((r) => {
        const [questionId, value] = r.key.split(':');
        return r.dimension === 'survey' && questionId && r.n > 0
          ? [{ questionId, month: r.month, value: Number(value), n: r.n }]
          : [];
      });
      const byValue = new Map<string, number[]>();
      const byMonth = new Map<string, { sum: number; n: number }>();
      for (const r of counted) {
        const distribution = byValue.get(r.questionId) ?? [0, 0, 0, 0, 0];
        distribution[r.value - 1] = (distribution[r.value - 1] ?? 0) + Number(r.n);
        byValue.set(r.questionId, distribution);
        const key = `${r.questionId}|${r.month}`;
        const m = byMonth.get(key) ?? { sum: 0, n: 0 };
        byMonth.set(key, { sum: m.sum + r.value * Number(r.n), n: m.n + Number(r.n) });
      }
      return {
        period,
        months,
        answered: Number(answered),
        questions: questionList
          // An inactive question stays while its answers count in the period.
          .filter((q) => q.active || byValue.has(q.id))
          .map((q) => {
            const distribution = byValue.get(q.id) ?? [0, 0, 0, 0, 0];
            const answers = distribution.reduce((a, b) => a + b, 0);
            const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
            const series = months.map((m) => {
              const total = byMonth.get(`${q.id}|${m}`);
              return total
                ? { average: round2(total.sum / total.n), answers: total.n }
                : { average: null, answers: 0 };
            });
            return {
              id: q.id,
              text: questionText(locale, q),
              active: q.active,
              answers,
              average: answers > 0 ? round2(sum / answers) : null,
              distribution,
              byMonth: series,
            };
          }),
      };
    },
  };
};

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;

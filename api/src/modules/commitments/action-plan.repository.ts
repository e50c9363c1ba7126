import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  endedNegotiationPlanStatuses,
  type Action,
  ActionComplete,
  ActionInput,
  type ActionPlan,
  type ActionPlanInput,
  type ActionProgress,
  type ActionPlanParentType,
  type NegotiationPlanStatus,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  actionPlans,
  actions,
  attachments,
  commitmentHistory,
  commitments,
  negotiationPlans,
  users,
  type ActionPlanRow,
  type ActionRow,
} from '../../db/schema';
import type { LabelLocale } from '../../lib/locale';
import { conflict, notFound, unprocessable, HttpProblem } from '../../lib/problem';
import { takeTurn } from '../../lib/take-turn';
import { requireView, visibleIn, type RequestScope } from '../../lib/scope';
import { createUserRepository } from '../users/user.repository';
import { notify } from '../notifications/notify';
import { can, mayEdit } from './commitment-access';
import { actionOverdue, diffOf, isClosedCommitment, syncFirstTreated } from './commitment.fields';
import { createCommitmentHistoryReader, writeHistory } from './commitment-history';

/** An action plan's progress from its counts of actions (not deleted) and completed ones. */
export const progressFrom = (total: number, completed: number): ActionProgress => ({
  total,
  completed,
  percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
});

export type Parent = {
  type: ActionPlanParentType;
  id: string;
  code: string;
  title: string;
  workspaceId: string;
  createdBy: string | null;
  /** The plan's responsible or the commitment's owner. */
  personId: string;
  /** Closed or cancelled plan, commitment with a verdict or cancelled: its action plan is closed too. */
  ended: boolean;
};

const planFields = ['goal', 'ownerId', 'startDate', 'endDate'] as const;
const actionFields = ['title', 'description', 'ownerId', 'dueDate', 'status'] as const;

const tx$ = (tx: unknown) => tx as Database;

/**
 * Action plans and actions (SPEC §7). A plan is reached through its parent: a negotiation plan or
 * commitment of the caller's reach that is not deleted; anything else is a 404. Progress is derived
 * from the actions not deleted. Every write is one transaction with its history and notifications.
 */
export const createActionPlanRepository = (db: Database) => {
  const readHistory = createCommitmentHistoryReader(db);
  const userRepository = createUserRepository(db);

  const parentOf = async (
    scope: RequestScope,
    type: string,
    id: string,
    on: Database = db,
  ): Promise<Parent | null> => {
    if (type === 'negotiation_plan') {
      const [p] = await on
        .select()
        .from(negotiationPlans)
        .where(
          and(
            visibleIn(scope, negotiationPlans),
            isNull(negotiationPlans.deletedAt),
            eq(negotiationPlans.id, id),
          ),
        );
      return p
        ? {
            type: 'negotiation_plan',
            id: p.id,
            code: p.code,
            title: p.title,
            workspaceId: p.workspaceId,
            createdBy: p.createdBy,
            personId: p.responsibleId,
            ended: endedNegotiationPlanStatuses.includes(p.status as NegotiationPlanStatus),
          }
        : null;
    }
    const [c] = await on
      .select()
      .from(commitments)
      .where(and(visibleIn(scope, commitments), isNull(commitments.deletedAt), eq(commitments.id, id)));
    return c
      ? {
          type: 'commitment',
          id: c.id,
          code: c.code,
          title: c.title,
          workspaceId: c.workspaceId,
          createdBy: c.createdBy,
          personId: c.ownerId,
          ended: isClosedCommitment(c.status),
        }
      : null;
  };

  /** The plan and its parent, both in reach; otherwise 404. */
  const findPlan = async (scope: RequestScope, id: string, on: Database = db) => {
    // Every read and write of a plan or an action starts here, before anything is written.
    requireView(scope, 'customModules', 'Action plan');
    const [plan] = await on
      .select()
      .from(actionPlans)
      .where(and(visibleIn(scope, actionPlans), eq(actionPlans.id, id)));
    const parent = plan ? await parentOf(scope, plan.parentType, plan.parentId, on) : null;
    if (!plan || !parent) throw notFound('Action plan');
    return { plan, parent };
  };

  /** The parent's editors, and the plan's owner. */
  const canEditPlan = (scope: RequestScope, plan: ActionPlanRow, parent: Parent) =>
    mayEdit(scope, [parent.createdBy, parent.personId, plan.ownerId]);
  /** The plan's editors, and the action's owner. */
  const canEditAction = (scope: RequestScope, action: ActionRow, plan: ActionPlanRow, parent: Parent) =>
    canEditPlan(scope, plan, parent) || mayEdit(scope, [action.ownerId, action.createdBy]);

  const requireEditablePlan = (scope: RequestScope, plan: ActionPlanRow, parent: Parent) => {
    if (!canEditPlan(scope, plan, parent))
      throw new HttpProblem(
        403,
        'You can only change action plans of records you registered or are responsible for',
      );
  };
  /** An ended record's plan is closed with it: nothing in it changes, not even finish or reopen. */
  const requireLiveParent = (parent: Parent) => {
    if (!parent.ended) return;
    throw conflict(
      parent.type === 'commitment'
        ? 'The commitment has ended: its action plan can no longer change'
        : 'The negotiation plan has ended: its action plan can no longer change',
    );
  };
  /**
   * Inside a write's transaction: the parent's status read again under a share lock. A status move
   * that ends the parent waits for this write to commit, or this write waits for the move and then
   * sees the parent ended (409): no action lands in a plan that closed meanwhile.
   */
  const holdLiveParent = async (tx: Database, scope: RequestScope, parent: Parent) => {
    let status: string | undefined;
    if (parent.type === 'negotiation_plan') {
      [{ status } = { status: undefined }] = await tx
        .select({ status: negotiationPlans.status })
        .from(negotiationPlans)
        .where(and(eq(negotiationPlans.tenantId, scope.tenantId), eq(negotiationPlans.id, parent.id)))
        .for('share');
      requireLiveParent({
        ...parent,
        ended: endedNegotiationPlanStatuses.includes(status as NegotiationPlanStatus),
      });
    } else {
      [{ status } = { status: undefined }] = await tx
        .select({ status: commitments.status })
        .from(commitments)
        .where(and(eq(commitments.tenantId, scope.tenantId), eq(commitments.id, parent.id)))
        .for('share');
      requireLiveParent({ ...parent, ended: status !== undefined && isClosedCommitment(status) });
    }
  };
  const requireOpenPlan = (plan: ActionPlanRow, parent: Parent) => {
    requireLiveParent(parent);
    if (plan.finishedAt) throw conflict('The action plan is finished: reopen it to change its actions');
  };

  const findAction = async (scope: RequestScope, id: string, on: Database = db) => {
    const [action] = await on
      .select()
      .from(actions)
      .where(and(visibleIn(scope, actions), isNull(actions.deletedAt), eq(actions.id, id)));
    if (!action) throw notFound('Action');
    const found = await findPlan(scope, action.actionPlanId, on).catch(() => null);
    if (!found) throw notFound('Action');
    return { action, ...found };
  };

  const progressOf = async (scope: RequestScope, planIds: string[]): Promise<Map<string, ActionProgress>> => {
    const out = new Map<string, ActionProgress>(
      planIds.map((id) => [id, { total: 0, completed: 0, percent: 0 }]),
    );
    if (planIds.length === 0) return out;
    const rows = await db
      .select({
        planId: actions.actionPlanId,
        total: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${actions.status} = 'completed')::int`,
      })
      .from(actions)
      .where(
        and(
          eq(actions.tenantId, scope.tenantId),
          inArray(actions.actionPlanId, planIds),
          isNull(actions.deletedAt),
        ),
      )
      .groupBy(actions.actionPlanId);
    for (const r of rows) out.set(r.planId, progressFrom(Number(r.total), Number(r.completed)));
    return out;
  };

  const userNames = async (scope: RequestScope, ids: Array<string | null>) => {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, wanted)));
    return new Map(rows.map((r) => [r.id, r.name]));
  };

  /**
   * A user the caller may newly assign: of the tenant, active, visible to the users area's rules, and
   * able to open the plan's parent in its workspace (opening-reach.ts).
   */
  const checkUser = async (
    scope: RequestScope,
    parent: Parent,
    id: string | null,
    path: string,
    current?: string | null,
  ) => {
    if (!id || id === current) return [];
    return userRepository.assignable(scope, 'customModules', parent.workspaceId, [{ id, path }]);
  };

  const presentAction = (
    scope: RequestScope,
    a: ActionRow,
    names: Map<string, string>,
    editable: boolean,
    today?: string,
  ): Action => {
    const ref = (id: string | null) => (id && names.has(id) ? { id, name: names.get(id) as string } : null);
    return {
      id: a.id,
      actionPlanId: a.actionPlanId,
      title: a.title,
      description: a.description,
      owner: ref(a.ownerId),
      dueDate: a.dueDate,
      status: a.status as Action['status'],
      overdue: actionOverdue(a, today),
      completedAt: a.completedAt ? a.completedAt.toISOString() : null,
      completedBy: ref(a.completedBy),
      completionNote: a.completionNote,
      evidenceAttachmentIds: a.evidenceAttachmentIds,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      canEdit: editable || mayEdit(scope, [a.ownerId, a.createdBy]),
      canDelete: can(scope, 'delete'),
    };
  };

  const notifyOwner = async (
    tx: Database,
    scope: RequestScope,
    ownerId: string | null,
    record: { type: 'action_plan' | 'action'; id: string; workspaceId: string; title: string },
    eventId: string,
    data: Record<string, unknown> = {},
  ) =>
    ownerId
      ? notify(tx, {
          tenantId: scope.tenantId,
          userIds: [ownerId],
          kind: 'owner_assigned',
          record,
          data,
          dedupeKey: `owner_assigned:${record.type}:${record.id}:${eventId}`,
          actorId: scope.userId,
        })
      : [];

  const planTitle = (parent: Parent) => `${parent.code} — ${parent.title}`;

  const repository = {
    findPlan,
    findAction,
    progressOf,
    parentOf,

    /** The action plan born with its parent (same transaction). */
    createFor: async (
      tx: Database,
      scope: RequestScope,
      parent: Omit<Parent, 'createdBy' | 'ended'>,
      at: Date,
    ) => {
      const [row] = await tx
        .insert(actionPlans)
        .values({
          tenantId: scope.tenantId,
          workspaceId: parent.workspaceId,
          parentType: parent.type,
          parentId: parent.id,
          ownerId: parent.personId,
          createdBy: scope.userId,
          updatedBy: scope.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const plan = row as ActionPlanRow;
      await writeHistory(tx, scope, {
        recordType: 'action_plan',
        recordId: plan.id,
        actionPlanId: plan.id,
        action: 'created',
        changes: diffOf<ActionPlanRow>(planFields, null, plan),
      });
      return plan;
    },

    /** The parent moved to another workspace: its plan and actions follow (reach is checked on them). */
    moveWith: async (
      tx: Database,
      scope: RequestScope,
      parentType: ActionPlanParentType,
      parentId: string,
      workspaceId: string,
    ) => {
      const [plan] = await tx
        .update(actionPlans)
        .set({ workspaceId })
        .where(
          and(
            eq(actionPlans.tenantId, scope.tenantId),
            eq(actionPlans.parentType, parentType),
            eq(actionPlans.parentId, parentId),
          ),
        )
        .returning({ id: actionPlans.id });
      if (plan)
        await tx
          .update(actions)
          .set({ workspaceId })
          .where(and(eq(actions.tenantId, scope.tenantId), eq(actions.actionPlanId, plan.id)));
    },

    idOf: async (scope: RequestScope, parentType: ActionPlanParentType, parentIds: string[]) => {
      if (parentIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: actionPlans.id, parentId: actionPlans.parentId })
        .from(actionPlans)
        .where(
          and(
            eq(actionPlans.tenantId, scope.tenantId),
            eq(actionPlans.parentType, parentType),
            inArray(actionPlans.parentId, parentIds),
          ),
        );
      return new Map(rows.map((r) => [r.parentId, r.id]));
    },

    get: async (scope: RequestScope, id: string, locale: LabelLocale): Promise<ActionPlan> => {
      const { plan, parent } = await findPlan(scope, id);
      const rows = await db
        .select()
        .from(actions)
        .where(
          and(
            eq(actions.tenantId, scope.tenantId),
            eq(actions.actionPlanId, plan.id),
            isNull(actions.deletedAt),
          ),
        )
        .orderBy(sql`${actions.dueDate} asc nulls last`, asc(actions.createdAt), asc(actions.id));
      const [names, progress, history] = await Promise.all([
        userNames(scope, [plan.ownerId, plan.finishedBy, ...rows.flatMap((a) => [a.ownerId, a.completedBy])]),
        progressOf(scope, [plan.id]),
        readHistory(scope, locale, eq(commitmentHistory.actionPlanId, plan.id)),
      ]);
      const editable = canEditPlan(scope, plan, parent);
      const ref = (uid: string | null) =>
        uid && names.has(uid) ? { id: uid, name: names.get(uid) as string } : null;
      return {
        id: plan.id,
        workspaceId: plan.workspaceId,
        parent: {
          type: parent.type,
          id: parent.id,
          code: parent.code,
          title: parent.title,
          ended: parent.ended,
        },
        goal: plan.goal,
        owner: ref(plan.ownerId),
        startDate: plan.startDate,
        endDate: plan.endDate,
        status: plan.finishedAt ? 'finished' : 'open',
        finishedAt: plan.finishedAt ? plan.finishedAt.toISOString() : null,
        finishedBy: ref(plan.finishedBy),
        progress: progress.get(plan.id) as ActionProgress,
        actions: rows.map((a) => presentAction(scope, a, names, editable)),
        history,
        canEdit: editable,
        createdAt: plan.createdAt.toISOString(),
        updatedAt: plan.updatedAt.toISOString(),
      };
    },

    /** PUT action-plans/{id}; with `move` the plan is also finished or reopened in the same step. */
    update: async (
      scope: RequestScope,
      id: string,
      input: ActionPlanInput | undefined,
      move?: 'finish' | 'reopen',
    ): Promise<void> => {
      const { plan, parent } = await findPlan(scope, id);
      requireEditablePlan(scope, plan, parent);
      requireLiveParent(parent);
      if (input) {
        const errors = await checkUser(scope, parent, input.ownerId, 'body.ownerId', plan.ownerId);
        if (errors.length) throw unprocessable(errors);
      }
      if (move === 'finish' && plan.finishedAt) throw conflict('The action plan is already finished');
      if (move === 'reopen' && !plan.finishedAt) throw conflict('The action plan is not finished');
      await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        // Edits of one plan take turns, and each applies only over the version it was made on: the
        // form's (expectedUpdatedAt), else the one read above (decision 0043).
        await takeTurn(tx, actionPlans, plan, input?.expectedUpdatedAt, 'Action plan');
        const now = new Date();
        const set: Partial<ActionPlanRow> = { updatedAt: now, updatedBy: scope.userId };
        if (input)
          Object.assign(set, {
            goal: input.goal ?? null,
            ownerId: input.ownerId ?? null,
            startDate: input.startDate ?? null,
            endDate: input.endDate ?? null,
          });
        if (move === 'finish') {
          // Counted inside the transaction, under the plan's row lock (above): an action added meanwhile waits.
          const [open] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(actions)
            .where(
              and(
                eq(actions.tenantId, scope.tenantId),
                eq(actions.actionPlanId, plan.id),
                isNull(actions.deletedAt),
                sql`${actions.status} <> 'completed'`,
              ),
            );
          const n = Number(open?.n ?? 0);
          if (n > 0)
            throw new HttpProblem(
              422,
              n === 1
                ? 'The action plan still has 1 open action: complete or delete it before finishing the plan'
                : `The action plan still has ${n} open actions: complete or delete them before finishing the plan`,
              [
                {
                  path: 'actions',
                  message: 'Open actions remain',
                  code: 'openActions',
                  params: { count: n },
                },
              ],
            );
          Object.assign(set, { finishedAt: now, finishedBy: scope.userId });
        }
        if (move === 'reopen') Object.assign(set, { finishedAt: null, finishedBy: null });
        const [after] = await tx
          .update(actionPlans)
          .set(set)
          .where(and(eq(actionPlans.tenantId, scope.tenantId), eq(actionPlans.id, plan.id)))
          .returning();
        const changes = diffOf<ActionPlanRow>(planFields, plan, after as ActionPlanRow);
        if (changes.length)
          await writeHistory(tx, scope, {
            recordType: 'action_plan',
            recordId: plan.id,
            actionPlanId: plan.id,
            action: 'updated',
            changes,
          });
        const record = {
          type: 'action_plan' as const,
          id: plan.id,
          workspaceId: plan.workspaceId,
          title: planTitle(parent),
        };
        if (input && after?.ownerId !== plan.ownerId)
          await notifyOwner(tx, scope, after?.ownerId ?? null, record, now.toISOString());
        if (move) {
          const action = move === 'finish' ? 'finished' : 'reopened';
          await writeHistory(tx, scope, {
            recordType: 'action_plan',
            recordId: plan.id,
            actionPlanId: plan.id,
            action,
            changes: [
              {
                field: 'finishedAt',
                before: plan.finishedAt?.toISOString() ?? null,
                after: after?.finishedAt?.toISOString() ?? null,
              },
            ],
          });
          const owners = await tx
            .select({ id: actions.ownerId })
            .from(actions)
            .where(
              and(
                eq(actions.tenantId, scope.tenantId),
                eq(actions.actionPlanId, plan.id),
                isNull(actions.deletedAt),
              ),
            );
          await notify(tx, {
            tenantId: scope.tenantId,
            userIds: [parent.personId, after?.ownerId, ...owners.map((o) => o.id)],
            kind: move === 'finish' ? 'plan_finished' : 'plan_reopened',
            record,
            data: { parentType: parent.type, parentId: parent.id },
            dedupeKey: `${move === 'finish' ? 'plan_finished' : 'plan_reopened'}:action_plan:${plan.id}:${now.toISOString()}`,
            actorId: scope.userId,
          });
        }
      });
    },

    createAction: async (
      scope: RequestScope,
      input: ActionInput & { actionPlanId?: string },
    ): Promise<Action> => {
      if (!input.actionPlanId)
        throw unprocessable([
          { path: 'body.actionPlanId', message: 'This field is required', code: 'required' },
        ]);
      const { plan, parent } = await findPlan(scope, input.actionPlanId).catch(() => {
        throw unprocessable([{ path: 'body.actionPlanId', message: 'Unknown action plan' }]);
      });
      requireEditablePlan(scope, plan, parent);
      requireOpenPlan(plan, parent);
      const errors = await checkUser(scope, parent, input.ownerId, 'body.ownerId');
      if (errors.length) throw unprocessable(errors);
      const id = await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        const now = new Date();
        const [row] = await tx
          .insert(actions)
          .values({
            tenantId: scope.tenantId,
            workspaceId: plan.workspaceId,
            actionPlanId: plan.id,
            title: input.title,
            description: input.description ?? null,
            ownerId: input.ownerId ?? null,
            dueDate: input.dueDate ?? null,
            status: input.status,
            createdBy: scope.userId,
            updatedBy: scope.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const created = row as ActionRow;
        await writeHistory(tx, scope, {
          recordType: 'action',
          recordId: created.id,
          actionPlanId: plan.id,
          subjectTitle: created.title,
          action: 'created',
          changes: diffOf<ActionRow>(actionFields, null, created),
        });
        await notifyOwner(
          tx,
          scope,
          created.ownerId,
          { type: 'action', id: created.id, workspaceId: created.workspaceId, title: created.title },
          now.toISOString(),
          {
            dueDate: created.dueDate,
            parentType: parent.type,
            parentId: parent.id,
            parentTitle: planTitle(parent),
          },
        );
        return created.id;
      });
      return repository.getAction(scope, id);
    },

    getAction: async (scope: RequestScope, id: string): Promise<Action> => {
      const { action, plan, parent } = await findAction(scope, id);
      const names = await userNames(scope, [action.ownerId, action.completedBy]);
      return presentAction(scope, action, names, canEditPlan(scope, plan, parent));
    },

    updateAction: async (scope: RequestScope, id: string, input: ActionInput): Promise<Action> => {
      const { action, plan, parent } = await findAction(scope, id);
      if (!canEditAction(scope, action, plan, parent))
        throw new HttpProblem(403, 'You can only change actions you own or of plans you are responsible for');
      requireOpenPlan(plan, parent);
      if (action.status === 'completed') throw conflict('The action is completed: reopen it to change it');
      if (input.actionPlanId && input.actionPlanId !== plan.id)
        throw unprocessable([{ path: 'body.actionPlanId', message: 'An action stays in its action plan' }]);
      const errors = await checkUser(scope, parent, input.ownerId, 'body.ownerId', action.ownerId);
      if (errors.length) throw unprocessable(errors);
      await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        const now = new Date();
        const [after] = await tx
          .update(actions)
          .set({
            title: input.title,
            description: input.description ?? null,
            ownerId: input.ownerId ?? null,
            dueDate: input.dueDate ?? null,
            status: input.status,
            updatedBy: scope.userId,
            updatedAt: now,
          })
          .where(and(eq(actions.tenantId, scope.tenantId), eq(actions.id, action.id)))
          .returning();
        const changes = diffOf<ActionRow>(actionFields, action, after as ActionRow);
        if (changes.length)
          await writeHistory(tx, scope, {
            recordType: 'action',
            recordId: action.id,
            actionPlanId: plan.id,
            subjectTitle: after?.title,
            action: 'updated',
            changes,
          });
        if (after && after.ownerId !== action.ownerId)
          await notifyOwner(
            tx,
            scope,
            after.ownerId,
            { type: 'action', id: action.id, workspaceId: action.workspaceId, title: after.title },
            now.toISOString(),
            {
              dueDate: after.dueDate,
              parentType: parent.type,
              parentId: parent.id,
              parentTitle: planTitle(parent),
            },
          );
      });
      return repository.getAction(scope, id);
    },

    complete: async (scope: RequestScope, id: string, input: ActionComplete): Promise<Action> => {
      const { action, plan, parent } = await findAction(scope, id);
      if (!canEditAction(scope, action, plan, parent))
        throw new HttpProblem(
          403,
          'You can only complete actions you own or of plans you are responsible for',
        );
      requireOpenPlan(plan, parent);
      if (action.status === 'completed') throw conflict('This action is already completed');
      const evidence = [...new Set(input.evidenceAttachmentIds ?? [])];
      if (evidence.length) {
        const found = await db
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            and(
              eq(attachments.tenantId, scope.tenantId),
              eq(attachments.ownerType, 'action'),
              eq(attachments.ownerId, action.id),
              eq(attachments.status, 'ready'),
              inArray(attachments.id, evidence),
            ),
          );
        const ok = new Set(found.map((f) => f.id));
        const errors = evidence
          .map((e, i) =>
            ok.has(e)
              ? null
              : { path: `body.evidenceAttachmentIds.${i}`, message: 'Not a file of this action' },
          )
          .filter((e): e is { path: string; message: string } => e !== null);
        if (errors.length) throw unprocessable(errors);
      }
      await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        const now = new Date();
        // Only an action not completed meanwhile: a second click in flight is the same 409.
        const [after] = await tx
          .update(actions)
          .set({
            status: 'completed',
            completedAt: now,
            completedBy: scope.userId,
            completionNote: input.completionNote,
            evidenceAttachmentIds: evidence,
            updatedBy: scope.userId,
            updatedAt: now,
          })
          .where(
            and(
              eq(actions.tenantId, scope.tenantId),
              eq(actions.id, action.id),
              sql`${actions.status} <> 'completed'`,
            ),
          )
          .returning();
        if (!after) throw conflict('This action is already completed');
        if (parent.type === 'commitment') await syncFirstTreated(tx, scope.tenantId, plan.id);
        await writeHistory(tx, scope, {
          recordType: 'action',
          recordId: action.id,
          actionPlanId: plan.id,
          subjectTitle: action.title,
          action: 'completed',
          changes: [
            { field: 'status', before: action.status, after: 'completed' },
            { field: 'completionNote', before: null, after: input.completionNote },
          ],
        });
      });
      return repository.getAction(scope, id);
    },

    reopen: async (scope: RequestScope, id: string): Promise<Action> => {
      const { action, plan, parent } = await findAction(scope, id);
      if (!canEditAction(scope, action, plan, parent))
        throw new HttpProblem(403, 'You can only reopen actions you own or of plans you are responsible for');
      requireOpenPlan(plan, parent);
      if (action.status !== 'completed') throw conflict('This action is not completed');
      await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        const now = new Date();
        await tx
          .update(actions)
          .set({
            status: 'open',
            completedAt: null,
            completedBy: null,
            completionNote: null,
            evidenceAttachmentIds: [],
            updatedBy: scope.userId,
            updatedAt: now,
          })
          .where(and(eq(actions.tenantId, scope.tenantId), eq(actions.id, action.id)));
        if (parent.type === 'commitment') await syncFirstTreated(tx, scope.tenantId, plan.id);
        await writeHistory(tx, scope, {
          recordType: 'action',
          recordId: action.id,
          actionPlanId: plan.id,
          subjectTitle: action.title,
          action: 'reopened',
          changes: [
            { field: 'status', before: 'completed', after: 'open' },
            { field: 'completionNote', before: action.completionNote, after: null },
          ],
        });
      });
      return repository.getAction(scope, id);
    },

    removeAction: async (scope: RequestScope, id: string): Promise<void> => {
      const { action, plan, parent } = await findAction(scope, id);
      requireOpenPlan(plan, parent);
      await db.transaction(async (raw) => {
        const tx = tx$(raw);
        await holdLiveParent(tx, scope, parent);
        const now = new Date();
        // Once: a second delete at the same moment finds the row deleted and writes nothing.
        const [deleted] = await tx
          .update(actions)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(
            and(eq(actions.tenantId, scope.tenantId), eq(actions.id, action.id), isNull(actions.deletedAt)),
          )
          .returning({ id: actions.id });
        if (!deleted) throw notFound('Action');
        if (action.completedAt && parent.type === 'commitment')
          await syncFirstTreated(tx, scope.tenantId, plan.id);
        await writeHistory(tx, scope, {
          recordType: 'action',
          recordId: action.id,
          actionPlanId: plan.id,
          subjectTitle: action.title,
          action: 'deleted',
          changes: [{ field: 'deletedAt', before: null, after: now.toISOString() }],
        });
      });
    },

    /** Whether the caller may change the action's files (its edit rule). */
    canEditActionFiles: async (scope: RequestScope, id: string) => {
      const found = await findAction(scope, id);
      return {
        ...found,
        canEdit: !found.parent.ended && canEditAction(scope, found.action, found.plan, found.parent),
      };
    },
  };
  return repository;
};

export type ActionPlanRepository = ReturnType<typeof createActionPlanRepository>;

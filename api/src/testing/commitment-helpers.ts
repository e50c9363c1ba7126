import { eq } from 'drizzle-orm';
import type {
  Action,
  ActionInput,
  Attachment,
  Commitment,
  CommitmentInput,
  NegotiationPlan,
  NegotiationPlanInput,
} from '@conexoes/shared/contract';
import type { App } from '../app';
import { users } from '../db/schema';
import { bearer } from './auth-helpers';
import { API } from './stakeholder-helpers';
import type { TestContext } from './test-app';
import { ADMIN_EMAIL } from './test-app';

/** The seeded admin's user id (responsible/owner of the records tests make). */
export const adminId = async (ctx: TestContext): Promise<string> => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
  return row?.id as string;
};

export const negotiationPlan = (
  responsibleId: string,
  overrides: Partial<NegotiationPlanInput> = {},
): NegotiationPlanInput => ({
  title: 'Reassentamento da comunidade Vila Nova',
  objective: 'Negociar as condições do reassentamento',
  status: 'draft',
  responsibleId,
  startDate: '2026-03-02',
  endDate: null,
  stakeholderIds: [],
  topicIds: [],
  interactionIds: [],
  agreements: [],
  ...overrides,
});

/** A plan's editable record as PUT takes it back. */
export const planUpdateOf = (
  plan: NegotiationPlan,
  changes: Partial<NegotiationPlanInput> = {},
): NegotiationPlanInput => ({
  workspaceId: plan.workspaceId,
  title: plan.title,
  objective: plan.objective,
  status: plan.status,
  responsibleId: plan.responsibleId,
  startDate: plan.startDate,
  endDate: plan.endDate,
  stakeholderIds: plan.stakeholderIds,
  topicIds: plan.topicIds,
  interactionIds: plan.interactionIds,
  agreements: plan.agreements.map(({ id, text, date }) => ({ id, text, date })),
  ...changes,
});

export const commitment = (ownerId: string, overrides: Partial<CommitmentInput> = {}): CommitmentInput => ({
  title: 'Perfurar um poço artesiano',
  description: 'Abastecimento de água para 40 famílias',
  sourceCode: 'voluntary',
  sourceNegotiationPlanId: null,
  sourceAgreementId: null,
  sourceInteractionId: null,
  status: 'open',
  ownerId,
  dueDate: '2026-12-20',
  priorityCode: 'high',
  riskCode: 'medium',
  beneficiaryIds: [],
  topicIds: [],
  ods: [6],
  ...overrides,
});

export const commitmentUpdateOf = (
  c: Commitment,
  changes: Partial<CommitmentInput> = {},
): CommitmentInput => ({
  workspaceId: c.workspaceId,
  title: c.title,
  description: c.description,
  sourceCode: c.sourceCode,
  sourceNegotiationPlanId: c.sourceNegotiationPlanId,
  sourceAgreementId: c.sourceAgreementId,
  sourceInteractionId: c.sourceInteractionId,
  status: c.status,
  ownerId: c.ownerId,
  dueDate: c.dueDate,
  priorityCode: c.priorityCode,
  riskCode: c.riskCode,
  beneficiaryIds: c.beneficiaryIds,
  topicIds: c.topicIds,
  ods: c.ods,
  ...changes,
});

const created = async <T>(app: App, token: string, url: string, payload: unknown): Promise<T> => {
  const res = await app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: bearer(token),
    payload: payload as object,
  });
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

export const createPlan = (app: App, token: string, body: NegotiationPlanInput) =>
  created<NegotiationPlan>(app, token, '/commitments/negotiation-plans', body);
export const createCommitment = (app: App, token: string, body: CommitmentInput) =>
  created<Commitment>(app, token, '/commitments/management', body);
export const createAction = (
  app: App,
  token: string,
  actionPlanId: string,
  overrides: Partial<ActionInput> = {},
) =>
  created<Action>(app, token, '/actions', {
    actionPlanId,
    title: 'Contratar a perfuração',
    description: null,
    ownerId: null,
    dueDate: '2026-12-01',
    status: 'open',
    ...overrides,
  });

/** A registered file of a commitment-area record (`negotiation-plans`, `management` or `actions`). */
export const attachTo = async (
  app: App,
  token: string,
  base: string,
  id: string,
  fileName: string,
  bytes: Buffer,
): Promise<Attachment> => {
  const slot = await app.inject({
    method: 'POST',
    url: `${API}${base}/${id}/attachments/uploads`,
    headers: bearer(token),
    payload: { fileName, size: bytes.length },
  });
  if (slot.statusCode !== 201) throw new Error(`upload slot failed: ${slot.statusCode} ${slot.body}`);
  const { url, headers, uploadId } = slot.json<{
    url: string;
    headers: Record<string, string>;
    uploadId: string;
  }>();
  const put = await app.inject({ method: 'PUT', url, payload: bytes, headers });
  if (put.statusCode !== 204) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  const res = await app.inject({
    method: 'POST',
    url: `${API}${base}/${id}/attachments`,
    headers: bearer(token),
    payload: { uploadId },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json<Attachment>();
};

import { emptyPermission } from '@conexoes/shared';
import { signInAs } from '@conexoes/shared/testing';
import type {
  Action,
  ActionPlan,
  CommitmentDetails,
  CommitmentSummary,
  NegotiationPlanDetails,
  NegotiationPlanSummary,
} from '@conexoes/shared';

export const WORKSPACE = '00000000-0000-4000-8000-000000000999';
export const ANA = '0190a3c2-7b1e-7000-8000-0000000000aa';
export const MARIA = '00000000-0000-4000-8000-0000000000b1';
export const PLAN = '00000000-0000-4000-8000-000000000042';
export const COMMITMENT = '00000000-0000-4000-8000-000000000043';
export const ACTION_PLAN = '00000000-0000-4000-8000-000000000044';
export const AGREEMENT = '00000000-0000-4000-8000-000000000045';
export const AGREEMENT_DONE = '00000000-0000-4000-8000-000000000046';
export const INTERACTION = '00000000-0000-4000-8000-000000000047';
export const TOPIC = '00000000-0000-4000-8000-0000000000c1';

export const ana = { id: ANA, name: 'Ana Analista' };
const progress = { total: 2, completed: 1, percent: 50 };

export const action = (n: number, over: Partial<Action> = {}): Action => ({
  id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  actionPlanId: ACTION_PLAN,
  title: `Ação ${n}`,
  description: null,
  owner: ana,
  dueDate: '2026-12-20',
  status: 'open',
  overdue: false,
  completedAt: null,
  completedBy: null,
  completionNote: null,
  evidenceAttachmentIds: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  canEdit: true,
  canDelete: true,
  ...over,
});

export const actionPlan = (over: Partial<ActionPlan> = {}): ActionPlan => ({
  id: ACTION_PLAN,
  workspaceId: WORKSPACE,
  parent: {
    type: 'commitment',
    id: COMMITMENT,
    code: 'CMT-2026-00043',
    title: 'Poço artesiano',
    ended: false,
  },
  goal: 'Água potável para a comunidade',
  owner: ana,
  startDate: '2026-11-01',
  endDate: '2027-03-31',
  status: 'open',
  finishedAt: null,
  finishedBy: null,
  progress,
  actions: [
    action(1, { title: 'Contratar perfuração', dueDate: '2026-10-01', overdue: true }),
    action(2, {
      title: 'Visita técnica',
      status: 'completed',
      completedAt: '2026-11-10T15:00:00.000Z',
      completedBy: ana,
      completionNote: 'Visita feita com a associação',
    }),
  ],
  history: [],
  canEdit: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

export const commitmentSummary = (n: number, over: Partial<CommitmentSummary> = {}): CommitmentSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `CMT-2026-${String(n).padStart(5, '0')}`,
  workspaceId: WORKSPACE,
  title: `Compromisso ${n}`,
  sourceCode: 'negotiationPlan',
  status: 'open',
  overdue: false,
  owner: ana,
  dueDate: '2026-12-31',
  priorityCode: 'high',
  riskCode: null,
  beneficiaries: [{ id: MARIA, name: 'Maria da Silva' }],
  beneficiaryCount: 1,
  actionPlanId: ACTION_PLAN,
  progress,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

export const planSummary = (
  n: number,
  over: Partial<NegotiationPlanSummary> = {},
): NegotiationPlanSummary => ({
  id: `00000000-0000-4000-8001-${String(n).padStart(12, '0')}`,
  code: `NP-2026-${String(n).padStart(5, '0')}`,
  workspaceId: WORKSPACE,
  title: `Plano de negociação ${n}`,
  status: 'in_negotiation',
  responsible: ana,
  startDate: '2026-11-01',
  endDate: null,
  stakeholders: [{ id: MARIA, name: 'Maria da Silva' }],
  stakeholderCount: 1,
  agreementCount: 0,
  actionPlanId: ACTION_PLAN,
  progress,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

export const commitmentDetails = (over: Partial<CommitmentDetails> = {}): CommitmentDetails => ({
  id: COMMITMENT,
  code: 'CMT-2026-00043',
  workspaceId: WORKSPACE,
  title: 'Poço artesiano',
  description: 'Perfurar um poço na comunidade do Bento.',
  sourceCode: 'negotiationPlan',
  sourceNegotiationPlanId: PLAN,
  sourceAgreementId: AGREEMENT_DONE,
  sourceInteractionId: null,
  hiddenSources: { negotiationPlan: false, interaction: false },
  status: 'in_progress',
  overdue: true,
  ownerId: ANA,
  dueDate: '2026-10-15',
  priorityCode: 'high',
  riskCode: null,
  beneficiaryIds: [MARIA],
  topicIds: [],
  ods: [6],
  actionPlanId: ACTION_PLAN,
  closedAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  canEdit: true,
  canDelete: true,
  workspace: { id: WORKSPACE, name: 'Mina Itabira' },
  owner: ana,
  labels: { source: 'Negotiation plan', priority: 'High', risk: null },
  sourceNegotiationPlan: { id: PLAN, code: 'NP-2026-00042', title: 'Reassentamento do Bento' },
  sourceAgreement: { id: AGREEMENT_DONE, text: 'Perfurar um poço artesiano', date: '2026-10-01' },
  sourceInteraction: null,
  beneficiaries: [{ id: MARIA, name: 'Maria da Silva', kind: 'person' }],
  topics: [],
  progress,
  createdBy: ana,
  updatedBy: ana,
  history: [
    {
      id: '00000000-0000-4000-8000-000000000201',
      action: 'status_changed',
      subject: null,
      userId: ANA,
      userName: 'Ana Analista',
      at: '2026-11-02T12:00:00.000Z',
      changes: [{ field: 'status', before: 'open', after: 'in_progress' }],
    },
  ],
  ...over,
});

export const planDetails = (over: Partial<NegotiationPlanDetails> = {}): NegotiationPlanDetails => ({
  id: PLAN,
  code: 'NP-2026-00042',
  workspaceId: WORKSPACE,
  title: 'Reassentamento do Bento',
  objective: 'Negociar o reassentamento das famílias.',
  status: 'agreed',
  responsibleId: ANA,
  startDate: '2026-09-01',
  endDate: null,
  stakeholderIds: [MARIA],
  topicIds: [TOPIC],
  interactionIds: [INTERACTION],
  agreements: [
    { id: AGREEMENT, text: 'Construir a escola nova\nEm até um ano', date: '2026-10-01', commitment: null },
    {
      id: AGREEMENT_DONE,
      text: 'Perfurar um poço artesiano',
      date: '2026-10-01',
      commitment: { id: COMMITMENT, code: 'CMT-2026-00043', title: 'Poço artesiano' },
    },
  ],
  actionPlanId: ACTION_PLAN,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  canEdit: true,
  canDelete: true,
  workspace: { id: WORKSPACE, name: 'Mina Itabira' },
  responsible: ana,
  stakeholders: [{ id: MARIA, name: 'Maria da Silva', kind: 'person' }],
  topics: [{ id: TOPIC, name: 'Moradia' }],
  interactions: [
    {
      id: INTERACTION,
      code: 'INT-2026-00047',
      subject: 'Assembleia com as famílias',
      startsAt: '2026-09-10T13:00:00.000Z',
    },
  ],
  progress,
  createdBy: ana,
  updatedBy: ana,
  history: [],
  ...over,
});

/** Signed in with every flag of every area (incl. customModules, which signInWith leaves out). */
export const signInFully = (): void => {
  const permission = emptyPermission();
  for (const area of Object.keys(permission) as Array<keyof typeof permission>)
    permission[area] = {
      ...permission[area],
      fullAccess: true,
      view: true,
      add: true,
      edit: true,
      delete: true,
    };
  signInAs(permission);
};

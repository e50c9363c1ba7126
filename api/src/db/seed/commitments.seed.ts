import { and, asc, eq } from 'drizzle-orm';
import { newRecordId } from '../../lib/record-id';
import { bulkInsert } from '../bulk-insert';
import type { Database } from '../database';
import {
  actionPlans,
  actions,
  commitmentCounters,
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  interactions,
  interactionStakeholders,
  negotiationAgreements,
  negotiationPlanInteractions,
  negotiationPlans,
  negotiationPlanStakeholders,
  notifications,
  stakeholders,
  topics,
  workspaces,
} from '../schema';
import { searchTextOf, syncFirstTreated } from '../../modules/commitments/commitment.fields';
import { yearInSaoPaulo } from '../../modules/interactions/interaction.fields';
import { duringWorkHours, seededRandom } from './stakeholders.seed';
import { demoCrew } from './team.seed';

const DAY = 24 * 60 * 60 * 1000;
/** How often the admin owns a demo record; the site's team owns the rest. */
const ADMIN_SHARE = 0.15;
const SAO_PAULO_MS = 3 * 60 * 60 * 1000;
const dayOf = (at: Date) => new Date(at.getTime() - SAO_PAULO_MS).toISOString().slice(0, 10);

/** The demo's negotiations: subject, objective, agreements reached (when they reach any), and their status. */
const planTemplates: Array<{ title: string; objective: string; agreements: string[]; status: string }> = [
  {
    title: 'Reassentamento das famílias do bairro Córrego Seco',
    objective:
      'Definir com as famílias as condições de reassentamento: local, casas, prazos e apoio à mudança.',
    agreements: [
      'Construir 24 casas no loteamento Boa Esperança',
      'Pagar auxílio-aluguel até a entrega das casas',
      'Garantir transporte escolar durante a mudança',
    ],
    status: 'agreed',
  },
  {
    title: 'Abastecimento de água da comunidade Alto da Serra',
    objective: 'Resolver a falta de água atribuída ao rebaixamento do lençol freático.',
    agreements: ['Perfurar dois poços artesianos', 'Fornecer caminhão-pipa semanal até a operação dos poços'],
    status: 'closed',
  },
  {
    title: 'Contratação local para a ampliação da usina',
    objective: 'Acordar metas de contratação de moradores e a qualificação profissional prévia.',
    agreements: [
      'Reservar 40% das vagas a moradores do município',
      'Oferecer curso de operador de máquinas com 60 vagas',
    ],
    status: 'agreed',
  },
  {
    title: 'Compensação pela poeira na estrada de acesso',
    objective: 'Negociar medidas de controle e compensação pela poeira do tráfego de caminhões.',
    agreements: ['Umectar a estrada três vezes ao dia na seca'],
    status: 'in_negotiation',
  },
  {
    title: 'Horário de tráfego de caminhões no centro',
    objective: 'Reduzir o incômodo do tráfego pesado em horário escolar.',
    agreements: [],
    status: 'in_negotiation',
  },
  {
    title: 'Indenização de pescadores do Rio Paraopeba',
    objective: 'Avaliar perdas da pesca artesanal e a forma de compensação.',
    agreements: [],
    status: 'not_agreed',
  },
  {
    title: 'Uso do campo de futebol da vila',
    objective: 'Definir a cessão do terreno da empresa para o campo comunitário.',
    agreements: [],
    status: 'draft',
  },
  {
    title: 'Realocação da feira livre',
    objective: 'Mudar a feira para fora da rota dos caminhões.',
    agreements: [],
    status: 'cancelled',
  },
];

const otherCommitments: Array<{ source: string; title: string; description: string }> = [
  {
    source: 'licenceCondition',
    title: 'Monitoramento trimestral da qualidade do ar',
    description: 'Condicionante da licença de operação: relatório trimestral com as estações comunitárias.',
  },
  {
    source: 'licenceCondition',
    title: 'Programa de educação ambiental nas escolas',
    description: 'Condicionante: oficinas mensais nas escolas municipais da área de influência.',
  },
  {
    source: 'licenceCondition',
    title: 'Recuperação da mata ciliar do córrego',
    description: 'Condicionante: plantio de 5 mil mudas nativas em dois anos.',
  },
  {
    source: 'socialProgramme',
    title: 'Bolsas de estudo para jovens da comunidade',
    description: 'Programa social: 30 bolsas de curso técnico por ano.',
  },
  {
    source: 'socialProgramme',
    title: 'Apoio à cooperativa de artesãs',
    description: 'Programa social: capacitação em gestão e feira anual.',
  },
  {
    source: 'voluntary',
    title: 'Reforma da unidade básica de saúde',
    description: 'Compromisso voluntário assumido em audiência pública.',
  },
  {
    source: 'voluntary',
    title: 'Iluminação da passarela da rodovia',
    description: 'Pedido recorrente dos moradores, assumido voluntariamente.',
  },
  {
    source: 'voluntary',
    title: 'Doação de equipamentos para a brigada de incêndio',
    description: 'Apoio à brigada voluntária na época seca.',
  },
];
const actionTitles = [
  'Levantar custos e fornecedores',
  'Apresentar o plano à comunidade',
  'Contratar a execução',
  'Acompanhar a obra',
  'Entregar e registrar a evidência',
  'Publicar o relatório de atendimento',
];
const statuses = [
  'open',
  'in_progress',
  'in_progress',
  'in_progress',
  'in_progress',
  'fulfilled',
  'fulfilled',
  'partially_fulfilled',
  'not_fulfilled',
  'cancelled',
];
/** The contacts a negotiation's "meetings held" are made of. */
const meetingTypes = new Set(['meeting', 'visit', 'publicHearing']);
/** Commitments from licence conditions, social programmes and voluntary ones, besides the rest. */
const OTHER_COMMITMENTS = 30;
const closed = new Set(['fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled']);

/**
 * The demo tenant's social commitments (issue 12), on first start after the interactions: 8
 * negotiation plans in every status (with meetings, agreements and action plans) and ~140 commitments
 * over the last year — from agreements, from every interaction that required follow-up (~100), from
 * licence conditions, social programmes and voluntary (`OTHER_COMMITMENTS`, `count` at least) — with
 * actions in every state, some overdue, and the owners' notifications, so the dashboards and the bell
 * show something. The team of each site owns the work (team.seed.ts; the admin `userId` alone in a
 * tenant without one). Deterministic (seeded PRNG). Coherent for a demo (commitment-seed.test.ts): a
 * plan's meetings are with its counterparts or in their municipality, during it; every action is due
 * within its record's span; most demands get a first completed action within the 15-day target, some
 * late; records are registered in working hours on their days.
 */
export const seedCommitmentArea = async (
  db: Database,
  tenantId: string,
  userId: string,
  { count = 60, now = new Date() }: { count?: number; now?: Date } = {},
): Promise<{ plans: number; commitments: number; actions: number }> => {
  const random = seededRandom(20261212);
  const sites = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.level, 3)))
    .orderBy(asc(workspaces.name));
  const orgs = await db
    .select({
      id: stakeholders.id,
      name: stakeholders.name,
      workspaceId: stakeholders.workspaceId,
      municipality: stakeholders.municipality,
    })
    .from(stakeholders)
    .where(and(eq(stakeholders.tenantId, tenantId), eq(stakeholders.kind, 'organization')))
    .orderBy(asc(stakeholders.name), asc(stakeholders.id));
  const contacts = await db
    .select({
      id: interactions.id,
      workspaceId: interactions.workspaceId,
      startsAt: interactions.startsAt,
      subject: interactions.subject,
      followUp: interactions.followUpRequired,
      municipality: interactions.municipality,
      typeCode: interactions.typeCode,
    })
    .from(interactions)
    .where(eq(interactions.tenantId, tenantId))
    .orderBy(asc(interactions.startsAt), asc(interactions.id));
  // Who took part in each contact: a plan's meetings are with its counterparts.
  const contactsOf = new Map<string, Set<string>>();
  for (const link of await db
    .select({
      interactionId: interactionStakeholders.interactionId,
      stakeholderId: interactionStakeholders.stakeholderId,
    })
    .from(interactionStakeholders)
    .where(eq(interactionStakeholders.tenantId, tenantId))) {
    const set = contactsOf.get(link.stakeholderId) ?? new Set<string>();
    set.add(link.interactionId);
    contactsOf.set(link.stakeholderId, set);
  }
  const crew = await demoCrew(db, tenantId, userId);
  // The coordinator registers the records and hands them to their owners (the admin without a team).
  const lead = crew.lead ?? userId;
  // Each commitment concerns one of the tenant's topics, chosen by its position (not from `random`, so
  // the rest of the demo stays as it was).
  const topicPool = (
    await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.tenantId, tenantId), eq(topics.active, true)))
      .orderBy(asc(topics.name), asc(topics.id))
  ).map((t) => t.id);
  if (sites.length === 0) return { plans: 0, commitments: 0, actions: 0 };
  const orgsOf = (site: string) => {
    const here = orgs.filter((o) => o.workspaceId === site);
    return here.length ? here : orgs;
  };
  const owner = (site: string) => crew.pick(random, site, ADMIN_SHARE);

  const counters = new Map<string, number>();
  const codeOf = (kind: 'NP' | 'CMT', at: Date) => {
    const year = yearInSaoPaulo(at);
    const key = `${kind}:${year}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return `${kind}-${year}-${String(n).padStart(5, '0')}`;
  };
  const planRows: Array<typeof negotiationPlans.$inferInsert> = [];
  const planLinks: Array<typeof negotiationPlanStakeholders.$inferInsert> = [];
  const planMeetings: Array<typeof negotiationPlanInteractions.$inferInsert> = [];
  const agreementRows: Array<
    typeof negotiationAgreements.$inferInsert & { site: string; at: Date; planId: string }
  > = [];
  const commitmentRows: Array<typeof commitments.$inferInsert> = [];
  const beneficiaries: Array<typeof commitmentStakeholders.$inferInsert> = [];
  const planOfRows: Array<typeof actionPlans.$inferInsert> = [];
  const actionRows: Array<typeof actions.$inferInsert> = [];
  const history: Array<typeof commitmentHistory.$inferInsert> = [];
  const notes: Array<typeof notifications.$inferInsert> = [];
  // A day in the past at a time of the working day (São Paulo, UTC−03:00), never later than now: not
  // every record at the minute the seed ran. Its own PRNG, so the records themselves stay as they were.
  const clock = seededRandom(20261204);
  /** The same instant if within the working day (08:00–18:00 in São Paulo), else the next morning's. */
  const duringWork = duringWorkHours(clock);
  const ago = (days: number) => {
    const at = new Date(now.getTime() - days * DAY);
    at.setUTCHours(11 + clock.int(0, 8), clock.int(0, 59), clock.int(0, 59), 0);
    return at.getTime() > now.getTime() - HOURS ? new Date(at.getTime() - DAY) : at;
  };

  /**
   * The action plan of a record and its actions, in a state that fits the record's. Every action is due
   * within the record's span (`due`: the commitment's due date, a plan's end), the first within the
   * first-treatment target or so; the first is mostly done within days (the first-treatment dashboard
   * reads it), now and then late, and the rest follow it.
   */
  const workOf = (
    parentType: 'negotiation_plan' | 'commitment',
    parentId: string,
    /** "code — title", as an action's notices name its parent. */
    parentTitle: string,
    workspaceId: string,
    createdAt: Date,
    person: string,
    state: string,
    due: Date | null,
  ) => {
    const planId = newRecordId();
    const n = state === 'draft' || state === 'cancelled' ? random.int(0, 1) : random.int(1, 4);
    const allDone = state === 'fulfilled' || state === 'closed' || state === 'partially_fulfilled';
    const worked = !['open', 'draft', 'cancelled'].includes(state);
    const end = due ?? new Date(createdAt.getTime() + 150 * DAY);
    const spanDays = Math.max(1, Math.floor((end.getTime() - createdAt.getTime()) / DAY));
    // Days to the first completed action: mostly within the target (15 days), some late.
    const lag = (() => {
      const roll = random.next();
      return roll < 0.8 ? random.int(0, 9) : roll < 0.9 ? random.int(10, 14) : random.int(16, 45);
    })();
    const lastDone = now.getTime() - DAY;
    let finishedAt: Date | null = null;
    let firstDone: Date | null = null;
    for (let i = 0; i < n; i += 1) {
      const dueDays =
        i === 0
          ? Math.min(spanDays, random.int(7, 15))
          : Math.max(1, Math.min(spanDays, Math.round((spanDays * (i + 1)) / n) - random.int(0, 5)));
      const dueAt = new Date(createdAt.getTime() + dueDays * DAY);
      const roll = random.next();
      let completedAt: Date | null = null;
      if (i === 0) {
        const at = createdAt.getTime() + lag * DAY + random.int(2, 8) * HOURS;
        if ((allDone || worked) && at <= lastDone) completedAt = new Date(at);
      } else if (firstDone && (allDone || (worked && roll < 0.45))) {
        // After the first, around its own due date (a few days late now and then).
        const target = dueAt.getTime() + (roll < 0.2 ? random.int(1, 20) : -random.int(0, 10)) * DAY;
        const at = Math.max(firstDone.getTime() + DAY, target);
        if (at <= lastDone) completedAt = new Date(at);
        else if (allDone) completedAt = new Date(Math.max(firstDone.getTime(), lastDone));
      }
      if (i === 0) firstDone = completedAt;
      const completed = completedAt !== null;
      const id = newRecordId();
      const title = actionTitles[i % actionTitles.length] as string;
      // Mostly the plan's owner; now and then someone else of the site's team.
      const actionOwner = random.next() < 0.7 ? person : owner(workspaceId);
      actionRows.push({
        tenantId,
        workspaceId,
        id,
        actionPlanId: planId,
        title,
        description: null,
        ownerId: actionOwner,
        dueDate: dayOf(dueAt),
        status: completed ? 'completed' : roll < 0.75 ? 'in_progress' : 'open',
        completedAt,
        completedBy: completed ? actionOwner : null,
        evidenceAttachmentIds: [],
        completionNote: completed ? 'Concluída conforme o combinado com a comunidade.' : null,
        // A few removed along the way (never the first): they stay out of progress and of the first treatment.
        deletedAt: i > 0 && !completed && random.next() < 0.08 ? new Date(createdAt.getTime() + DAY) : null,
        deletedBy: null,
        createdBy: person,
        updatedBy: completed ? actionOwner : person,
        createdAt: new Date(createdAt.getTime() + HOURS),
        updatedAt: completedAt ?? new Date(createdAt.getTime() + HOURS),
      });
      history.push({
        tenantId,
        recordType: 'action',
        recordId: id,
        actionPlanId: planId,
        subjectTitle: title,
        userId: person,
        action: 'created',
        changes: [{ field: 'title', before: null, after: title }],
        createdAt: new Date(createdAt.getTime() + HOURS),
      });
      if (completedAt) {
        history.push({
          tenantId,
          recordType: 'action',
          recordId: id,
          actionPlanId: planId,
          subjectTitle: title,
          userId: actionOwner,
          action: 'completed',
          changes: [{ field: 'status', before: 'in_progress', after: 'completed' }],
          createdAt: completedAt,
        });
        if (!finishedAt || completedAt > finishedAt) finishedAt = completedAt;
      }
      if (!completed && actionOwner !== person)
        notes.push({
          tenantId,
          userId: actionOwner,
          kind: 'owner_assigned',
          recordType: 'action',
          recordId: id,
          workspaceId,
          title,
          data: { dueDate: dayOf(dueAt), parentType, parentId, parentTitle },
          dedupeKey: `owner_assigned:action:${id}:seed`,
          createdAt: new Date(createdAt.getTime() + HOURS),
        });
    }
    const finished = allDone && n > 0 && finishedAt ? (finishedAt as Date) : null;
    planOfRows.push({
      tenantId,
      workspaceId,
      id: planId,
      parentType,
      parentId,
      goal: null,
      ownerId: person,
      startDate: dayOf(createdAt),
      endDate: due ? dayOf(due) : null,
      finishedAt: finished,
      finishedBy: finished ? person : null,
      createdBy: lead,
      updatedBy: finished ? person : lead,
      createdAt,
      updatedAt: finished ?? createdAt,
    });
    history.push({
      tenantId,
      recordType: 'action_plan',
      recordId: planId,
      actionPlanId: planId,
      userId: lead,
      action: 'created',
      changes: [{ field: 'ownerId', before: null, after: person }],
      createdAt,
    });
    if (finished)
      history.push({
        tenantId,
        recordType: 'action_plan',
        recordId: planId,
        actionPlanId: planId,
        userId: person,
        action: 'finished',
        changes: [{ field: 'finishedAt', before: null, after: finished.toISOString() }],
        createdAt: finished,
      });
    return { planId, finished };
  };

  planTemplates.forEach((template, index) => {
    const site = sites[index % sites.length]?.id as string;
    const createdAt = ago(340 - index * 38);
    const id = newRecordId();
    const code = codeOf('NP', createdAt);
    // The counterparts are of one place: an organisation of the site and another of its municipality.
    const first = random.pick(orgsOf(site));
    const neighbours = orgsOf(site).filter((o) => o.municipality === first.municipality);
    const counterpart = [...new Set([first, random.pick(neighbours)])];
    const responsible = owner(site);
    const ended = template.status === 'closed' || template.status === 'cancelled' ? ago(20) : null;
    planRows.push({
      tenantId,
      workspaceId: site,
      id,
      code,
      title: template.title,
      objective: template.objective,
      status: template.status,
      responsibleId: responsible,
      startDate: dayOf(createdAt),
      endDate: ended ? dayOf(ended) : null,
      searchText: searchTextOf(code, template.title, template.objective, ...counterpart.map((o) => o.name)),
      createdBy: lead,
      updatedBy: lead,
      createdAt,
      updatedAt: createdAt,
    });
    for (const o of counterpart) planLinks.push({ tenantId, planId: id, stakeholderId: o.id });
    // Its meetings: contacts during the negotiation with its counterparts, else meetings and visits in
    // their municipality.
    const during = contacts.filter(
      (c) =>
        c.workspaceId === site &&
        c.startsAt >= createdAt &&
        (!ended || c.startsAt <= ended) &&
        meetingTypes.has(c.typeCode),
    );
    const withThem = during.filter((c) => counterpart.some((o) => contactsOf.get(o.id)?.has(c.id)));
    const nearby = during.filter((c) => c.municipality === first.municipality);
    const wanted = random.int(1, 3);
    const meetings = [...new Set([...withThem.slice(0, wanted), ...nearby.slice(0, wanted)])]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, wanted);
    for (const m of meetings) planMeetings.push({ tenantId, planId: id, interactionId: m.id });
    template.agreements.forEach((text, i) => {
      const at = new Date(createdAt.getTime() + (20 + i * 7) * DAY);
      agreementRows.push({
        tenantId,
        id: newRecordId(),
        planId: id,
        text,
        date: dayOf(at),
        sortOrder: i,
        createdAt: at,
        site,
        at,
      });
    });
    history.push({
      tenantId,
      recordType: 'negotiation_plan',
      recordId: id,
      userId: lead,
      action: 'created',
      changes: [
        { field: 'title', before: null, after: template.title },
        { field: 'stakeholders', before: [], after: counterpart.map((o) => ({ id: o.id, name: o.name })) },
      ],
      createdAt,
    });
    workOf(
      'negotiation_plan',
      id,
      `${code} — ${template.title}`,
      site,
      createdAt,
      responsible,
      template.status,
      ended,
    );
  });

  // Commitments: every agreement of a plan that reached any, interactions that asked for follow-up, the rest.
  const followUps = contacts.filter((c) => c.followUp);
  const drafts: Array<{
    source: string;
    title: string;
    description: string | null;
    site: string;
    at: Date;
    planId?: string;
    agreementId?: string;
    interactionId?: string;
  }> = [];
  for (const a of agreementRows)
    drafts.push({
      source: 'negotiationPlan',
      title: a.text,
      description: null,
      site: a.site,
      at: a.at,
      planId: a.planId,
      agreementId: a.id as string,
    });
  // A contact that asked for something to be done is treated through a commitment registered from it
  // within days (the first-treatment dashboard counts both); the last few days' are still waiting.
  for (const c of followUps) {
    const at = duringWork(new Date(c.startsAt.getTime() + (random.int(2, 60) * HOURS) / 2));
    if (at.getTime() > now.getTime() - 2 * DAY) continue;
    drafts.push({
      source: 'interaction',
      title: `Atender: ${c.subject}`.slice(0, 200),
      description: 'Registrado a partir da interação.',
      site: c.workspaceId,
      at,
      interactionId: c.id,
    });
  }
  const othersFrom = drafts.length;
  while (drafts.length < Math.max(count, othersFrom + OTHER_COMMITMENTS)) {
    const t = random.pick(otherCommitments);
    drafts.push({ ...t, site: random.pick(sites).id, at: ago(random.int(3, 360)) });
  }
  drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const [index, d] of drafts.entries()) {
    const id = newRecordId();
    const code = codeOf('CMT', d.at);
    const age = (now.getTime() - d.at.getTime()) / DAY;
    // Younger commitments are still open; older ones mostly reached a verdict.
    const status = age < 30 ? random.pick(['open', 'in_progress', 'in_progress']) : random.pick(statuses);
    const due = new Date(d.at.getTime() + random.int(20, 200) * DAY);
    const person = owner(d.site);
    const helped = [...new Set([random.pick(orgsOf(d.site)), random.pick(orgsOf(d.site))])];
    const { finished } = workOf('commitment', id, `${code} — ${d.title}`, d.site, d.at, person, status, due);
    // Closed once its work was done (or given up), never in the future.
    const closedAt = closed.has(status)
      ? new Date(
          Math.min(
            now.getTime() - DAY,
            Math.max(
              finished ? finished.getTime() + random.int(0, 5) * DAY : 0,
              d.at.getTime() + random.int(10, Math.max(11, Math.floor(age))) * DAY,
            ),
          ),
        )
      : null;
    commitmentRows.push({
      tenantId,
      workspaceId: d.site,
      id,
      code,
      title: d.title,
      description: d.description,
      sourceCode: d.source,
      sourceNegotiationPlanId: d.planId ?? null,
      sourceAgreementId: d.agreementId ?? null,
      sourceInteractionId: d.interactionId ?? null,
      status,
      ownerId: person,
      dueDate: dayOf(due),
      priorityCode: random.pick(['low', 'medium', 'medium', 'high', 'critical']),
      riskCode: random.pick(['low', 'medium', 'high']),
      ods: [random.pick([1, 3, 4, 6, 8, 11, 15])],
      topicIds: topicPool.length ? [topicPool[(index * 7) % topicPool.length] as string] : [],
      closedAt,
      searchText: searchTextOf(code, d.title, d.description, ...helped.map((o) => o.name)),
      createdBy: lead,
      updatedBy: status === 'open' ? lead : person,
      createdAt: d.at,
      updatedAt: closedAt ?? d.at,
    });
    for (const o of helped) beneficiaries.push({ tenantId, commitmentId: id, stakeholderId: o.id });
    history.push({
      tenantId,
      recordType: 'commitment',
      recordId: id,
      userId: lead,
      action: 'created',
      changes: [
        { field: 'status', before: null, after: 'open' },
        { field: 'ownerId', before: null, after: person },
      ],
      createdAt: d.at,
    });
    if (status !== 'open')
      history.push({
        tenantId,
        recordType: 'commitment',
        recordId: id,
        userId: person,
        action: 'status_changed',
        changes: [{ field: 'status', before: 'open', after: status }],
        createdAt: closedAt ?? new Date(d.at.getTime() + DAY),
      });
    const record = {
      tenantId,
      userId: person,
      recordType: 'commitment',
      recordId: id,
      workspaceId: d.site,
      title: `${code} — ${d.title}`,
    };
    if (!closed.has(status) && age < 60)
      notes.push({
        ...record,
        kind: 'owner_assigned',
        data: { dueDate: dayOf(due) },
        dedupeKey: `owner_assigned:commitment:${id}:seed`,
        createdAt: d.at,
      });
    if (!closed.has(status) && due < now)
      notes.push({
        ...record,
        kind: 'overdue',
        data: { dueDate: dayOf(due) },
        dedupeKey: `overdue:commitment:${id}:${dayOf(due)}`,
        createdAt: new Date(Math.min(now.getTime(), due.getTime() + DAY)),
      });
    if (closedAt && age < 90)
      notes.push({
        ...record,
        kind: 'commitment_status_changed',
        data: { from: 'in_progress', to: status },
        dedupeKey: `commitment_status_changed:commitment:${id}:seed`,
        createdAt: closedAt,
        readAt: closedAt,
      });
  }

  await bulkInsert(db, negotiationPlans, planRows);
  await bulkInsert(db, negotiationPlanStakeholders, planLinks);
  await bulkInsert(db, negotiationPlanInteractions, planMeetings);
  await bulkInsert(
    db,
    negotiationAgreements,
    agreementRows.map(({ site: _site, at: _at, ...row }) => row),
  );
  await bulkInsert(db, commitments, commitmentRows);
  await bulkInsert(db, commitmentStakeholders, beneficiaries);
  await bulkInsert(db, actionPlans, planOfRows);
  await bulkInsert(db, actions, actionRows);
  await syncFirstTreated(db, tenantId);
  await bulkInsert(
    db,
    commitmentHistory,
    history.map((h) => ({ ...h, id: newRecordId() })),
  );
  // Each owner's bell: what they were handed (the admin's too, so the demo's own bell shows something).
  await bulkInsert(
    db,
    notifications,
    notes.map((n) => ({ ...n, id: newRecordId() })),
  );
  if (counters.size)
    await db.insert(commitmentCounters).values(
      [...counters].map(([key, last]) => {
        const [kind, year] = key.split(':') as [string, string];
        return { tenantId, kind, year: Number(year), last };
      }),
    );
  return { plans: planRows.length, commitments: commitmentRows.length, actions: actionRows.length };
};

const HOURS = 2 * 60 * 60 * 1000;

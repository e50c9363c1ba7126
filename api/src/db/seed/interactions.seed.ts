import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newRecordId } from '../../lib/record-id';
import { bulkInsert } from '../bulk-insert';
import type { Database } from '../database';
import {
  interactionCounters,
  interactionHistory,
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionSurveyAnswers,
  interactionSurveyQuestions,
  interactionTopics,
  stakeholders,
  topics,
  workspaces,
  type InteractionInsert,
} from '../schema';
import {
  closedStatuses,
  diffRows,
  interactionCode,
  interactionSearchText,
  topicIdsOf,
  yearInSaoPaulo,
} from '../../modules/interactions/interaction.fields';
import { demoGrievanceSteps } from './grievance-steps.seed';
import { duringWorkHours, seededRandom } from './stakeholders.seed';
import { demoCrew } from './team.seed';

type Perception = 'positive' | 'neutral' | 'negative';
/** Head nouns of the demo's organisations that take "o" in Portuguese (the rest take "a"). */
const MASCULINE_HEADS = new Set([
  'sindicato',
  'instituto',
  'grupo',
  'movimento',
  'canal',
  'conselho',
  'centro',
]);
const masculine = (name: string): boolean => MASCULINE_HEADS.has(name.split(/\s+/)[0]?.toLowerCase() ?? '');

/**
 * One kind of contact: how it happens and what it is about. `{city}`, `{bairro}`, and the organisation
 * with its article (`{a org}`: "a Associação…" / "o Sindicato…"; `{da org}`: "da …" / "do …") are filled in.
 */
type Template = {
  weight: number;
  type: string;
  channels: string[];
  classification: string;
  direction: 'inbound' | 'outbound';
  perception: [number, number, number];
  topics: string[];
  subjects: string[];
  description: string;
  /** How often a contact of this kind asks for something to be done (a commitment treats it). */
  followUp: number;
  /** What the other side raised, per subject (same order): in their words, never the subject again. */
  issues: string[][];
};

const bairros = [
  'Centro',
  'Vila Nova',
  'São José',
  'Bela Vista',
  'Córrego Seco',
  'Alto da Serra',
  'Boa Esperança',
];

const templates: Template[] = [
  {
    weight: 14,
    type: 'meeting',
    channels: ['inPerson'],
    classification: 'information',
    direction: 'outbound',
    perception: [0.45, 0.4, 0.15],
    topics: ['Poeira', 'Tráfego de caminhões', 'Contratação local', 'Qualidade da água'],
    subjects: [
      'Reunião ordinária com {a org}',
      'Reunião com a associação de moradores do bairro {bairro}',
      'Apresentação do plano de controle ambiental em {city}',
      'Reunião de alinhamento com lideranças do bairro {bairro}',
    ],
    description:
      'Apresentados os resultados do monitoramento do mês e as ações previstas. Participantes fizeram perguntas sobre prazos e pediram retorno por escrito.',
    followUp: 0.015,
    issues: [
      [
        'Pediram o calendário das próximas reuniões e o retorno por escrito das dúvidas anteriores.',
        'Cobraram a resposta sobre a umectação das vias de terra perto das escolas.',
      ],
      [
        'Moradores do bairro {bairro} relataram poeira nas casas e pediram mais caminhões-pipa.',
        'A associação pediu que as vagas de emprego sejam divulgadas primeiro no bairro.',
      ],
      [
        'Perguntaram onde ficam as estações de monitoramento do ar em {city} e como consultar os dados.',
        'Pediram que o plano inclua metas para o ruído noturno.',
      ],
      [
        'As lideranças pediram um ponto de contato fixo da empresa para o bairro {bairro}.',
        'Pedido de prestação de contas das ações combinadas no último trimestre.',
      ],
    ],
  },
  {
    weight: 10,
    type: 'visit',
    channels: ['inPerson'],
    classification: 'information',
    direction: 'outbound',
    perception: [0.5, 0.4, 0.1],
    topics: ['Proteção de nascentes', 'Condições das estradas', 'Vibração de detonações'],
    subjects: [
      'Visita de campo às nascentes do bairro {bairro}',
      'Visita técnica a imóveis com rachaduras em {city}',
      'Visita à comunidade para acompanhamento das obras na estrada',
      'Vistoria conjunta com {a org}',
    ],
    description:
      'Equipe percorreu a área com moradores, registrou fotos e pontos de atenção. Próximos passos combinados no local.',
    followUp: 0.02,
    issues: [
      [
        'Moradores apontaram menos vazão na nascente do que no ano passado.',
        'Pedido de cercamento da área de recarga da nascente.',
      ],
      [
        'Proprietários atribuem as rachaduras novas às detonações e pedem laudo independente.',
        'Pedido de vistoria também nas casas vizinhas.',
      ],
      [
        'Cascalho solto e buracos no trecho usado pelo transporte escolar.',
        'Pedido de placas e redutores de velocidade perto da escola.',
      ],
      [
        'A organização pediu cópia do relatório da vistoria.',
        'Apontados pontos de erosão perto da cerca da mina.',
      ],
    ],
  },
  {
    weight: 14,
    type: 'complaint',
    channels: ['hotline', 'whatsapp', 'phone', 'socialMedia'],
    classification: 'complaint',
    direction: 'inbound',
    perception: [0.05, 0.25, 0.7],
    topics: ['Poeira', 'Ruído', 'Vibração de detonações', 'Tráfego de caminhões'],
    subjects: [
      'Reclamação de poeira na estrada de acesso ao bairro {bairro}',
      'Reclamação de ruído noturno das operações em {city}',
      'Reclamação sobre vibração das detonações',
      'Reclamação de excesso de velocidade de caminhões no bairro {bairro}',
    ],
    description:
      'Morador relatou o problema pela linha de atendimento. Registrada a ocorrência e encaminhada à área operacional para verificação.',
    followUp: 0.05,
    issues: [
      [
        'Poeira dentro das casas nas horas de maior tráfego de caminhões.',
        "Roupa no varal e caixas d'água sujas de pó.",
      ],
      [
        'Barulho de máquinas depois das 22h atrapalha o sono das crianças.',
        'Sinal sonoro de ré dos caminhões ouvido de madrugada.',
      ],
      [
        'Tremor forte sentido nas casas durante a detonação da tarde.',
        'Morador pede aviso prévio dos horários de detonação.',
      ],
      [
        'Caminhões passam acima da velocidade em frente à escola do bairro {bairro}.',
        'Pedido de fiscalização da velocidade no horário de saída dos alunos.',
      ],
    ],
  },
  {
    weight: 5,
    type: 'grievance',
    channels: ['letter', 'email', 'inPerson'],
    classification: 'grievance',
    direction: 'inbound',
    perception: [0.02, 0.18, 0.8],
    topics: ['Qualidade da água', 'Abastecimento de água', 'Indenizações', 'Reassentamento'],
    subjects: [
      'Queixa formal sobre a qualidade da água no bairro {bairro}',
      'Queixa formal sobre falta de água em {city}',
      'Ofício {da org} sobre indenizações pendentes',
      'Queixa formal sobre o processo de reassentamento',
    ],
    description:
      'Queixa registrada com protocolo. Solicitada análise técnica e resposta formal dentro do prazo do mecanismo de queixas.',
    followUp: 0.2,
    issues: [
      [
        'Água da torneira com cor e cheiro diferentes desde o mês passado.',
        'Pedido de análise independente da água consumida no bairro {bairro}.',
      ],
      [
        'Poço da família secou e não houve resposta ao pedido anterior.',
        'Caminhão-pipa prometido não passou nas últimas duas semanas.',
      ],
      [
        'Parcela da indenização acordada ainda não foi paga.',
        'Pedem os critérios usados no cálculo dos valores.',
      ],
      [
        'Famílias reclamam da demora na definição do terreno do reassentamento.',
        'Pedem que o auxílio-aluguel seja reajustado.',
      ],
    ],
  },
  {
    weight: 8,
    type: 'phoneCall',
    channels: ['phone', 'whatsapp'],
    classification: 'request',
    direction: 'inbound',
    perception: [0.3, 0.55, 0.15],
    topics: ['Contratação local', 'Capacitação profissional', 'Fornecedores locais'],
    subjects: [
      'Solicitação de informações sobre vagas de emprego local',
      'Pedido de inclusão no cadastro de fornecedores locais',
      'Solicitação de vagas no curso de capacitação profissional em {city}',
      'Pedido de informação sobre o processo seletivo',
    ],
    description:
      'Orientado sobre o canal de cadastro de currículos e fornecedores e sobre o calendário dos próximos cursos.',
    followUp: 0.01,
    issues: [
      [
        'Quer saber se há vagas para ajudante de obra e como enviar o currículo.',
        'Pergunta se as vagas exigem experiência anterior.',
      ],
      [
        'Pequeno comerciante de {city} quer fornecer refeições para a obra.',
        'Pergunta quais documentos o cadastro de fornecedores exige.',
      ],
      [
        'Pergunta sobre as datas e os requisitos do curso de operador de máquinas.',
        'Pede que o curso tenha turma à noite para quem trabalha.',
      ],
      [
        'Pede o resultado do processo seletivo em que se inscreveu.',
        'Quer saber por que não foi chamado para a entrevista.',
      ],
    ],
  },
  {
    weight: 3,
    type: 'publicHearing',
    channels: ['inPerson'],
    classification: 'information',
    direction: 'outbound',
    perception: [0.3, 0.4, 0.3],
    topics: ['Plano de emergência de barragens', 'Transparência e prestação de contas', 'Reassentamento'],
    subjects: [
      'Audiência pública sobre o licenciamento da ampliação em {city}',
      'Audiência pública sobre o plano de emergência da barragem',
      'Participação em sessão da Câmara Municipal de {city}',
    ],
    description:
      'Apresentação do empreendimento seguida de perguntas da comunidade. Ata e lista de presença arquivadas.',
    followUp: 0.03,
    issues: [
      [
        'Pergunta sobre quantos empregos locais a ampliação vai gerar.',
        'Moradores pediram estudo do impacto no trânsito de {city}.',
      ],
      [
        'Moradores pediram a revisão das rotas de fuga e mais placas de sinalização.',
        'Pergunta sobre o alcance das sirenes na zona rural.',
      ],
      [
        'Vereadores cobraram o cronograma das contrapartidas sociais.',
        'Pedido de relatório semestral à Câmara.',
      ],
    ],
  },
  {
    weight: 5,
    type: 'communityEvent',
    channels: ['inPerson'],
    classification: 'compliment',
    direction: 'outbound',
    perception: [0.75, 0.2, 0.05],
    topics: ['Sirenes e rotas de fuga', 'Atendimento de saúde', 'Vagas em escolas'],
    subjects: [
      'Simulado de evacuação com a comunidade do bairro {bairro}',
      'Mutirão de saúde em {city}',
      'Feira de oportunidades e emprego local em {city}',
    ],
    description:
      'Evento com boa participação dos moradores. Recebidos elogios e sugestões para as próximas edições.',
    followUp: 0,
    issues: [
      [
        'Moradores pediram mais simulados no período de chuvas.',
        'Idosos pediram apoio para chegar ao ponto de encontro.',
      ],
      [
        'Sugestão de levar o mutirão de saúde também à zona rural.',
        'Pedido de atendimento odontológico na próxima edição.',
      ],
      ['Pedido de divulgar as vagas também na rádio comunitária.', 'Jovens pediram vagas de aprendiz.'],
    ],
  },
  {
    weight: 4,
    type: 'meeting',
    channels: ['videoCall', 'inPerson'],
    classification: 'request',
    direction: 'outbound',
    perception: [0.25, 0.5, 0.25],
    topics: ['Consulta prévia (Convenção 169 da OIT)', 'Território quilombola', 'Terra indígena'],
    subjects: [
      'Reunião do processo de consulta prévia com {a org}',
      'Reunião sobre o protocolo de consulta com lideranças tradicionais',
    ],
    description:
      'Discutidos o cronograma e a metodologia da consulta. As lideranças pediram tradução e mais tempo para deliberação interna.',
    followUp: 0.08,
    issues: [
      [
        'Lideranças pedem intérprete na língua da comunidade em todas as reuniões.',
        'Pedido de prazo maior para a deliberação interna da comunidade.',
      ],
      [
        'Dúvidas sobre quem custeia a assessoria técnica independente.',
        'Pedido de que as reuniões aconteçam no território, não na cidade.',
      ],
    ],
  },
];

/** How the team answered, in a few words (a contact answered or closed). */
const responses = [
  'Resposta enviada ao interessado com as medidas adotadas.',
  'Enviado ofício com as providências tomadas e o prazo de execução.',
  'Retorno dado pessoalmente; combinada nova visita para conferir o resultado.',
  'Informado o encaminhamento à área responsável e o prazo previsto.',
  'Explicado por telefone o que foi feito; o interessado ficou satisfeito com o retorno.',
];

const pickWeighted = <T extends { weight: number }>(
  random: ReturnType<typeof seededRandom>,
  list: T[],
): T => {
  const total = list.reduce((sum, t) => sum + t.weight, 0);
  let at = random.next() * total;
  for (const item of list) {
    at -= item.weight;
    if (at < 0) return item;
  }
  return list[list.length - 1] as T;
};

/** The demo sites where the perception survey is asked (one per unit), switched on by the seed. */
export const demoSurveySites = ['Mina Córrego do Feijão', 'Terminal Ferroviário Parauapebas'];

/** How often a contact of this type ends with the survey answered: in person more, by phone less. */
const surveyShare: Record<string, number> = {
  meeting: 0.7,
  visit: 0.65,
  communityEvent: 0.6,
  publicHearing: 0.45,
  phoneCall: 0.35,
  complaint: 0.3,
  grievance: 0.4,
};
/** Per default question (seed order): informed a little above the relationship, trust and impacts below. */
const questionShift = [0, 0.25, -0.2, -0.55];

/** How often the admin takes part in a demo contact; the site's team takes the rest. */
const ADMIN_SHARE = 0.05;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * A year of the demo tenant's social interactions (issue 11), on first start only: deterministic
 * (seeded PRNG), spread over the sites through their stakeholders, recorded by the site's team
 * (team.seed.ts; the admin `userId` alone in a tenant without one), in a few bulk statements.
 * `now` is the end of the year covered (tests pass a fixed one).
 */
export const seedInteractionArea = async (
  db: Database,
  tenantId: string,
  userId: string,
  { count = 3000, now = new Date() }: { count?: number; now?: Date } = {},
): Promise<{ interactions: number }> => {
  const random = seededRandom(20260511);
  // The issues raised draw from their own sequence, so the contacts themselves stay as they were.
  const says = seededRandom(20261203);
  // So do the recording times: the same instant within the working day (08:00–18:00 in São Paulo,
  // UTC−03:00), else the next morning's.
  const clock = seededRandom(20261205);
  const duringWork = duringWorkHours(clock);
  // And the grievances' steps.
  const grievanceSteps = seededRandom(20261204);
  const people = await db
    .select({
      id: stakeholders.id,
      name: stakeholders.name,
      kind: stakeholders.kind,
      workspaceId: stakeholders.workspaceId,
      state: stakeholders.state,
      municipality: stakeholders.municipality,
      municipalityCode: stakeholders.municipalityCode,
      parentId: stakeholders.parentId,
    })
    .from(stakeholders)
    .where(eq(stakeholders.tenantId, tenantId))
    .orderBy(stakeholders.name, stakeholders.id);
  const organisations = people.filter((p) => p.kind === 'organization');
  if (organisations.length === 0) return { interactions: 0 };
  const topicIds = new Map(
    (
      await db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.tenantId, tenantId))
    ).map((t) => [t.name, t.id]),
  );
  const crew = await demoCrew(db, tenantId, userId);
  const membersOf = new Map<string, typeof people>();
  for (const p of people) {
    if (!p.parentId) continue;
    membersOf.set(p.parentId, [...(membersOf.get(p.parentId) ?? []), p]);
  }

  // Start times first, so codes follow the calendar: INT-<year>-00001 is the year's first.
  const starts = Array.from({ length: count }, () => {
    const daysAgo = Math.floor(random.next() ** 0.9 * 365);
    const day = new Date(now.getTime() - daysAgo * DAY);
    // Business hours in São Paulo (UTC−03:00): 08:00–17:45.
    day.setUTCHours(11 + random.int(0, 9), random.pick([0, 15, 30, 45]), 0, 0);
    // Nothing in the future: a time later today than now moves to the day before.
    return day.getTime() > now.getTime() - HOUR ? new Date(day.getTime() - DAY) : day;
  }).sort((a, b) => a.getTime() - b.getTime());
  const counters = new Map<number, number>();
  const today = new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

  const rows: InteractionInsert[] = [];
  const links: Array<typeof interactionStakeholders.$inferInsert> = [];
  const topicLinks: Array<typeof interactionTopics.$inferInsert> = [];
  const participantLinks: Array<typeof interactionParticipants.$inferInsert> = [];
  const history: Array<typeof interactionHistory.$inferInsert> = [];
  for (const startsAt of starts) {
    const template = pickWeighted(random, templates);
    const org = random.pick(organisations);
    const members = membersOf.get(org.id) ?? [];
    const involved = [
      { ...org, role: template.direction === 'inbound' ? 'complainant' : 'participant' },
      ...members.filter(() => random.next() < 0.5).map((m) => ({ ...m, role: 'representative' })),
    ];
    const year = yearInSaoPaulo(startsAt);
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    const code = interactionCode(year, number);
    const subjectIndex = random.int(0, template.subjects.length - 1);
    const subjectTemplate = template.subjects[subjectIndex] as string;
    const bairro = random.pick(bairros);
    const city = org.municipality ?? 'Brumadinho';
    const subject = subjectTemplate
      .replace('{a org}', `${masculine(org.name) ? 'o' : 'a'} ${org.name}`)
      .replace('{da org}', `${masculine(org.name) ? 'do' : 'da'} ${org.name}`)
      .replace('{city}', city)
      .replace('{bairro}', bairro);
    // What was raised: always on what came in, on most meetings and visits too (its own PRNG).
    const issuesRaised =
      template.direction === 'inbound' || says.next() < 0.6
        ? says
            .pick(template.issues[subjectIndex] ?? [])
            .replace('{city}', city)
            .replace('{bairro}', bairro)
        : null;
    const [pp, pn] = template.perception;
    const roll = random.next();
    const perception: Perception = roll < pp ? 'positive' : roll < pp + pn ? 'neutral' : 'negative';
    const age = (now.getTime() - startsAt.getTime()) / DAY;
    const statusCode =
      age > 60
        ? random.pick(['closed', 'closed', 'answered', 'answered', 'cancelled', 'inProgress'])
        : age > 15
          ? random.pick(['answered', 'closed', 'inProgress', 'open'])
          : random.pick(['open', 'open', 'inProgress', 'answered']);
    const followUpRequired = random.next() < template.followUp;
    const followUpDue = followUpRequired
      ? new Date(startsAt.getTime() + random.int(7, 45) * DAY).toISOString().slice(0, 10)
      : null;
    const chosenTopics = [...new Set([random.pick(template.topics), random.pick(template.topics)])]
      .slice(0, random.int(1, 2))
      .map((name) => topicIds.get(name))
      .filter((id): id is string => Boolean(id));
    // The team of the organisation's site (the admin now and then); the first recorded the contact.
    const participants = [
      ...new Set([
        crew.pick(random, org.workspaceId, ADMIN_SHARE),
        crew.pick(random, org.workspaceId, ADMIN_SHARE),
      ]),
    ].slice(0, random.int(1, 2));
    const recorder = participants[0] ?? userId;
    // Recorded within two days of the contact, in working hours (a contact late in the day the next
    // morning), but never after now.
    const recordedAt = startsAt.getTime() + random.int(1, 48) * HOUR;
    const workHours = duringWork(new Date(recordedAt));
    const createdAt = new Date(
      workHours.getTime() <= now.getTime()
        ? workHours.getTime()
        : Math.min(recordedAt, startsAt.getTime() + HOUR, now.getTime()),
    );
    const open = followUpRequired && !(closedStatuses as readonly string[]).includes(statusCode);
    const row: InteractionInsert = {
      tenantId,
      workspaceId: org.workspaceId,
      id: randomUUID(),
      code,
      startsAt,
      endsAt: new Date(startsAt.getTime() + random.int(1, 6) * 30 * 60 * 1000),
      subject,
      description: template.description,
      direction: template.direction,
      typeCode: template.type,
      channelCode: random.pick(template.channels),
      classificationCode: template.classification,
      statusCode,
      perception,
      state: org.state,
      municipality: org.municipality,
      municipalityCode: org.municipalityCode,
      latitude: null,
      longitude: null,
      ods: random.next() < 0.1 ? [random.pick([8, 10, 16])] : [],
      topicIds: topicIdsOf(chosenTopics),
      issuesRaised,
      response: statusCode === 'answered' || statusCode === 'closed' ? says.pick(responses) : null,
      followUpRequired,
      followUpDue,
      followUpOwnerId: followUpRequired ? recorder : null,
      confidential: false,
      searchText: interactionSearchText({
        code,
        subject,
        description: template.description,
        stakeholderNames: involved.map((s) => s.name),
      }),
      deletedAt: null,
      deletedBy: null,
      createdBy: recorder,
      updatedBy: recorder,
      createdAt,
      updatedAt: createdAt,
    };
    Object.assign(row, demoGrievanceSteps(grievanceSteps, row, now));
    // Some open follow-ups are past due (the "overdue" list has something to show), others ahead.
    if (open && followUpDue && followUpDue < today && random.next() < 0.5)
      row.followUpDue = new Date(now.getTime() + random.int(1, 20) * DAY).toISOString().slice(0, 10);
    rows.push(row);
    const id = row.id as string;
    for (const s of involved) links.push({ tenantId, interactionId: id, stakeholderId: s.id, role: s.role });
    for (const topicId of chosenTopics) topicLinks.push({ tenantId, interactionId: id, topicId });
    for (const participant of participants)
      participantLinks.push({ tenantId, interactionId: id, userId: participant });
    history.push({
      tenantId,
      id: newRecordId(),
      interactionId: id,
      userId: recorder,
      action: 'created',
      changes: [
        ...diffRows(null, row as never),
        {
          field: 'stakeholders',
          before: [],
          after: involved.map((s) => ({ id: s.id, name: s.name, role: s.role })),
        },
      ],
      createdAt,
    });
  }

  const answers = await surveyAnswersFor(db, tenantId, rows, now, history);

  // Bulk: one statement per table, its rows as one JSON parameter (thousands of bound parameters
  // made the seed take seconds on PGlite).
  await bulkInsert(db, interactions, rows);
  await bulkInsert(db, interactionStakeholders, links);
  await bulkInsert(db, interactionTopics, topicLinks);
  await bulkInsert(db, interactionParticipants, participantLinks);
  await bulkInsert(db, interactionHistory, history);
  await bulkInsert(db, interactionSurveyAnswers, answers);
  if (counters.size > 0)
    await db
      .insert(interactionCounters)
      .values([...counters].map(([year, last]) => ({ tenantId, year, last })));
  return { interactions: rows.length };
};

/**
 * The perception survey on the demo sites (issue 11): the research switched on for `demoSurveySites`
 * and part of their interactions answered, so the survey's dashboard has months to compare. Its own
 * PRNG, so the interactions above stay as they were. A score leans on the contact's perception and the
 * question, climbs over the year (the relationship improving) and, in Minas Gerais, dips in the dry
 * months (June–September: dust) — a plausible, uneven picture rather than noise around 3. The answers
 * join the 'created' history line, as a form's would.
 */
const surveyAnswersFor = async (
  db: Database,
  tenantId: string,
  rows: InteractionInsert[],
  now: Date,
  history: Array<typeof interactionHistory.$inferInsert>,
): Promise<Array<typeof interactionSurveyAnswers.$inferInsert>> => {
  const sites = await db
    .update(workspaces)
    .set({ socialInteractionResearch: true })
    .where(and(eq(workspaces.tenantId, tenantId), inArray(workspaces.name, demoSurveySites)))
    .returning({ id: workspaces.id, name: workspaces.name });
  if (sites.length === 0) return [];
  const questions = await db
    .select({ id: interactionSurveyQuestions.id })
    .from(interactionSurveyQuestions)
    .where(
      and(
        eq(interactionSurveyQuestions.tenantId, tenantId),
        eq(interactionSurveyQuestions.workspaceId, tenantId),
        eq(interactionSurveyQuestions.active, true),
      ),
    )
    .orderBy(asc(interactionSurveyQuestions.sortOrder), asc(interactionSurveyQuestions.id));
  if (questions.length === 0) return [];
  const random = seededRandom(20261126);
  const mgSite = sites.find((s) => s.name === demoSurveySites[0])?.id;
  const onSurvey = new Set(sites.map((s) => s.id));
  const historyOf = new Map(history.map((h) => [h.interactionId, h]));
  const answers: Array<typeof interactionSurveyAnswers.$inferInsert> = [];
  for (const row of rows) {
    if (!onSurvey.has(row.workspaceId) || random.next() >= (surveyShare[row.typeCode] ?? 0.5)) continue;
    const startsAt = row.startsAt as Date;
    // 0 a year ago … 1 now; the São Paulo month (UTC−03:00).
    const along = 1 - (now.getTime() - startsAt.getTime()) / (365 * DAY);
    const month = new Date(startsAt.getTime() - 3 * 60 * 60 * 1000).getUTCMonth() + 1;
    const base =
      3.1 +
      (row.perception === 'positive' ? 0.9 : row.perception === 'negative' ? -1.1 : 0) +
      0.7 * along -
      0.35;
    const given: Array<{ questionId: string; value: number }> = [];
    questions.forEach((q, i) => {
      if (random.next() < 0.08) return; // a question left unanswered now and then
      const dryDip = row.workspaceId === mgSite && month >= 6 && month <= 9 ? (i === 3 ? 0.8 : 0.3) : 0;
      // Roughly bell-shaped noise: the sum of two uniforms.
      const noise = (random.next() + random.next() - 1) * 1.6;
      const value = Math.min(5, Math.max(1, Math.round(base + (questionShift[i] ?? 0) - dryDip + noise)));
      given.push({ questionId: q.id, value });
    });
    if (given.length === 0) continue;
    const interactionId = row.id as string;
    for (const a of given) answers.push({ tenantId, interactionId, ...a });
    const line = historyOf.get(interactionId);
    if (line)
      line.changes = [
        ...(line.changes ?? []),
        {
          field: 'survey',
          before: [],
          after: [...given].sort((a, b) => a.questionId.localeCompare(b.questionId)),
        },
      ];
  }
  return answers;
};

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findMunicipality } from '@conexoes/shared/contract';
import type { Database } from '../database';
import {
  options,
  stakeholderHistory,
  stakeholders,
  stakeholderTopics,
  topicCategories,
  topics,
  workspaces,
  type AdditionalValues,
  type StakeholderInsert,
} from '../schema';
import { foldText } from '../../lib/text';
import { diffRows, stakeholderSearchText } from '../../modules/stakeholders/stakeholder.fields';
import {
  additionalFields,
  firstNames,
  indigenousCommunities,
  minasGeraisCities,
  neighbourhoods,
  ngos,
  paraCities,
  quilombolaCommunities,
  roles,
  surnames,
  topicCatalogue,
} from './stakeholder-demo-data';

/** mulberry32: a tiny seeded PRNG, so every first start produces the same demo data. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
};
type Random = ReturnType<typeof seededRandom>;

/**
 * The same instant if within the working day (08:00–18:00 in São Paulo, UTC−03:00), else the next
 * morning's, its minutes drawn from `clock`: records are written when people work.
 */
export const duringWorkHours =
  (clock: Random) =>
  (at: Date): Date => {
    const hour = (at.getUTCHours() + 21) % 24;
    if (hour >= 8 && hour < 18) return at;
    const morning = new Date(at.getTime() + (hour >= 18 ? 24 * 60 * 60 * 1000 : 0));
    morning.setUTCHours(11 + clock.int(0, 1), clock.int(0, 59), clock.int(0, 59), 0);
    return morning;
  };

const checkDigit = (digits: number[], weights: number[]): number => {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A valid CPF (11 digits) from the PRNG. */
export const makeCpf = (random: Random): string => {
  const base = Array.from({ length: 9 }, () => random.int(0, 9));
  if (base.every((d) => d === base[0])) base[8] = ((base[8] as number) + 1) % 10;
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
};

/** A valid CNPJ (14 digits, head office 0001) from the PRNG. */
export const makeCnpj = (random: Random): string => {
  const base = [...Array.from({ length: 8 }, () => random.int(0, 9)), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
};

const slug = (value: string) =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
const dddOf = (state: string, city: string) =>
  state === 'MG' ? '31' : ['Paragominas', 'Barcarena'].includes(city) ? '91' : '94';

const DAY = 24 * 60 * 60 * 1000;
/** When the demo company set up its catalogue of topics, before registering anyone. */
const CATALOGUE_DAYS_AGO = 560;

type Place = { state: 'MG' | 'PA'; city: string; workspaceId: string };
type Draft = StakeholderInsert & { topicNames: string[] };

/**
 * The demo tenant's stakeholder area, on first start only (called from seedDatabase's transaction):
 * additional-field lists, topic categories tied to ODS, topics, and a few hundred organisations and
 * people near the tenant's mines in Minas Gerais and Pará, with valid CPF/CNPJ, linked in entity trees.
 */
export const seedStakeholderArea = async (
  db: Database,
  tenantId: string,
  userId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ stakeholders: number }> => {
  const random = seededRandom(20260421);
  // Registration dates on a PRNG of their own, so the register above stays as it was: the catalogue and
  // the organisations a year and a half ago (before the year of interactions), each member soon after
  // their organisation, and a third of the register edited since — the home page's "Changed recently".
  const when = seededRandom(20261201);
  const atWorkHours = (daysAgo: number) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    at.setUTCHours(11 + when.int(0, 8), when.int(0, 59), when.int(0, 59), 0);
    return at.getTime() > now.getTime() ? new Date(at.getTime() - DAY) : at;
  };
  const catalogueAt = atWorkHours(CATALOGUE_DAYS_AGO);

  // Additional configurable fields and their choices (DOMAIN.md: option lists per workspace, with codes).
  await db.insert(options).values(
    additionalFields.flatMap(([code, labelPtBr, labelEn, labelEs, labelDe, choices], index) => [
      {
        tenantId,
        workspaceId: tenantId,
        list: 'stakeholderAddition',
        code,
        labelPtBr,
        labelEn,
        labelEs,
        labelDe,
        sortOrder: index,
      },
      ...choices.map(([choice, pt, en, es, de], order) => ({
        tenantId,
        workspaceId: tenantId,
        list: `stakeholderAddition.${code}`,
        code: choice,
        labelPtBr: pt,
        labelEn: en,
        labelEs: es,
        labelDe: de,
        sortOrder: order,
      })),
    ]),
  );

  const topicIds = new Map<string, string>();
  const categoryRows: Array<typeof topicCategories.$inferInsert> = [];
  const topicRows: Array<typeof topics.$inferInsert> = [];
  for (const category of topicCatalogue) {
    const categoryId = randomUUID();
    categoryRows.push({
      tenantId,
      workspaceId: tenantId,
      id: categoryId,
      name: category.name,
      description: category.description,
      ods: category.ods,
      searchText: foldText(category.name),
      createdBy: userId,
      createdAt: catalogueAt,
      updatedAt: catalogueAt,
    });
    for (const name of category.topics) {
      const id = randomUUID();
      topicIds.set(name, id);
      topicRows.push({
        tenantId,
        workspaceId: tenantId,
        id,
        categoryId,
        name,
        searchText: foldText(name),
        createdBy: userId,
        createdAt: catalogueAt,
        updatedAt: catalogueAt,
      });
    }
  }
  await db.insert(topicCategories).values(categoryRows);
  await db.insert(topics).values(topicRows);

  // Sites serve the municipalities around them: Minas Gerais → Quadrilátero, Pará → Carajás.
  const rows = await db.select().from(workspaces).where(eq(workspaces.tenantId, tenantId));
  const sitesUnder = (unitName: string) => {
    const unit = rows.find((r) => r.level === 2 && r.name.includes(unitName));
    const sites = rows.filter((r) => r.parentId === unit?.id).map((r) => r.id);
    return sites.length > 0 ? sites : [tenantId];
  };
  const mgSites = sitesUnder('Quadrilátero');
  const paSites = sitesUnder('Carajás');
  const places: Place[] = [
    ...minasGeraisCities.map((city, i) => ({
      state: 'MG' as const,
      city,
      workspaceId: mgSites[i % mgSites.length] as string,
    })),
    ...paraCities.map((city, i) => ({
      state: 'PA' as const,
      city,
      workspaceId: paSites[i % paSites.length] as string,
    })),
  ];
  const placeOf = (state: string, city: string) =>
    places.find((p) => p.state === state && p.city === city) as Place;

  const documents = new Set<string>();
  const unique = (make: () => string) => {
    let value = make();
    while (documents.has(value)) value = make();
    documents.add(value);
    return value;
  };

  const drafts: Draft[] = [];
  const base = (place: Place, kind: 'person' | 'organization', name: string): Draft => {
    const municipality = findMunicipality(place.state, place.city);
    if (!municipality) throw new Error(`Seed municipality not in IBGE list: ${place.city}/${place.state}`);
    return {
      tenantId,
      workspaceId: place.workspaceId,
      id: randomUUID(),
      kind,
      name,
      document: unique(() => (kind === 'person' ? makeCpf(random) : makeCnpj(random))),
      state: place.state,
      municipality: municipality.name,
      municipalityCode: municipality.code,
      address: `Rua ${random.pick(surnames)} ${random.pick(firstNames)}, ${random.int(10, 2500)} — ${random.pick(neighbourhoods)}`,
      postalCode: `${place.state === 'MG' ? random.int(30000, 39999) : random.int(68000, 68899)}${String(random.int(0, 999)).padStart(3, '0')}`,
      // A mobile for a person (9 + 8 digits), a landline for an organisation (8 digits): both valid numbers.
      phone: `(${dddOf(place.state, place.city)}) ${kind === 'person' ? `9${random.int(1000, 9999)}` : `3${random.int(100, 999)}`}-${random.int(1000, 9999)}`,
      influence: random.int(1, 5),
      interest: random.int(1, 5),
      additional: {},
      searchText: '',
      createdBy: userId,
      updatedBy: userId,
      topicNames: [],
    };
  };
  const org = (
    place: Place,
    name: string,
    categoryCode: string,
    entityTypeCode: string,
    scopeCode: string,
    topicPool: string[],
    influence?: [number, number],
  ) => {
    const draft = base(place, 'organization', name);
    draft.categoryCode = categoryCode;
    draft.entityTypeCode = entityTypeCode;
    draft.scopeCode = scopeCode;
    draft.email = `contato@${slug(name)}.org.br`;
    if (influence) draft.influence = random.int(influence[0], influence[1]);
    draft.createdAt = atWorkHours(when.int(400, CATALOGUE_DAYS_AGO - 5));
    draft.topicNames = [...new Set([random.pick(topicPool), random.pick(topicPool)])];
    draft.additional = {
      preferredChannel: random.pick(['letter', 'email', 'inPerson']),
      relationship: random.pick(['ally', 'neutral', 'critical']),
    };
    drafts.push(draft);
    return draft;
  };

  const cityTopics = [
    'Tráfego de caminhões',
    'Contratação local',
    'Condições das estradas',
    'Atendimento de saúde',
    'Vagas em escolas',
  ];
  const residentTopics = [
    'Poeira',
    'Ruído',
    'Vibração de detonações',
    'Qualidade da água',
    'Tráfego de caminhões',
    'Sirenes e rotas de fuga',
  ];
  const organisations: Draft[] = [];
  places.forEach((place, index) => {
    organisations.push(
      org(
        place,
        `Prefeitura Municipal de ${place.city}`,
        'publicAuthority',
        'publicBody',
        'municipal',
        cityTopics,
        [4, 5],
      ),
    );
    if (index % 3 === 0) {
      organisations.push(
        org(
          place,
          `Câmara Municipal de ${place.city}`,
          'publicAuthority',
          'publicBody',
          'municipal',
          cityTopics,
          [3, 5],
        ),
      );
    }
    for (const bairro of [
      neighbourhoods[index % neighbourhoods.length],
      neighbourhoods[(index + 3) % neighbourhoods.length],
    ]) {
      organisations.push(
        org(
          place,
          `Associação de Moradores do Bairro ${bairro} (${place.city})`,
          'association',
          'organization',
          'local',
          residentTopics,
        ),
      );
    }
    if (index % 2 === 0) {
      organisations.push(
        org(
          place,
          `Cooperativa dos Agricultores Familiares de ${place.city}`,
          'association',
          'collective',
          'local',
          ['Qualidade da água', 'Abastecimento de água', 'Fornecedores locais', 'Poeira'],
        ),
      );
    }
    if (index % 4 === 1) {
      organisations.push(
        org(
          place,
          `Cooperativa de Catadores de Materiais Recicláveis de ${place.city}`,
          'association',
          'collective',
          'local',
          ['Contratação local', 'Fornecedores locais'],
        ),
      );
    }
    if (index % 3 === 1) {
      organisations.push(
        org(
          place,
          `Sindicato dos Trabalhadores Rurais de ${place.city}`,
          'union',
          'organization',
          'municipal',
          ['Contratação local', 'Indenizações', 'Reassentamento'],
        ),
      );
    }
    if (index % 5 === 2) {
      organisations.push(
        org(
          place,
          `Sindicato dos Trabalhadores na Indústria Extrativa de ${place.city}`,
          'union',
          'organization',
          'municipal',
          ['Contratação local', 'Capacitação profissional'],
          [3, 5],
        ),
      );
    }
    if (index % 6 === 3) {
      organisations.push(
        org(
          place,
          `Paróquia Nossa Senhora da Conceição (${place.city})`,
          'religious',
          'organization',
          'local',
          residentTopics,
        ),
      );
      organisations.push(
        org(
          place,
          `Rádio Comunitária Serra FM (${place.city})`,
          'media',
          'organization',
          'municipal',
          cityTopics,
        ),
      );
    }
  });
  for (const [name, state, city] of quilombolaCommunities) {
    organisations.push(
      org(
        placeOf(state, city),
        name,
        'quilombola',
        'collective',
        'local',
        ['Território quilombola', 'Consulta prévia (Convenção 169 da OIT)', 'Qualidade da água'],
        [3, 5],
      ),
    );
  }
  for (const [name, state, city] of indigenousCommunities) {
    organisations.push(
      org(
        placeOf(state, city),
        name,
        'indigenous',
        'collective',
        'local',
        [
          'Terra indígena',
          'Consulta prévia (Convenção 169 da OIT)',
          'Qualidade da água',
          'Proteção de nascentes',
        ],
        [4, 5],
      ),
    );
  }
  ngos.forEach((name, i) => {
    organisations.push(
      org(
        places[(i * 5) % places.length] as Place,
        name,
        'ngo',
        'organization',
        i % 2 === 0 ? 'state' : 'national',
        [
          'Qualidade da água',
          'Assoreamento de rios',
          'Proteção de nascentes',
          'Plano de emergência de barragens',
          'Transparência e prestação de contas',
        ],
      ),
    );
  });

  // The Xikrin village sits under the association that represents it: a deeper entity tree.
  const xikrin = organisations.find((o) => o.name.startsWith('Associação Indígena Xikrin'));
  const village = organisations.find((o) => o.name.startsWith('Aldeia Djudjê-Kô'));
  if (xikrin && village) village.parentId = xikrin.id;

  // People: members of the organisations (one or two each) and some residents on their own.
  const person = (place: Place, parent: Draft | null, pool: string[]) => {
    const first = random.pick(firstNames);
    const last = `${random.pick(surnames)} ${random.pick(surnames)}`;
    const draft = base(place, 'person', `${first} ${last}`);
    draft.email = `${slug(first)}.${slug(last.split(' ')[1] ?? last)}${random.int(1, 99)}@exemplo.com.br`;
    draft.categoryCode =
      parent?.categoryCode === 'publicAuthority'
        ? 'publicAuthority'
        : parent
          ? parent.categoryCode
          : 'community';
    draft.entityTypeCode = 'person';
    draft.scopeCode = 'local';
    draft.parentId = parent?.id ?? null;
    draft.createdAt = parent?.createdAt
      ? new Date((parent.createdAt as Date).getTime() + when.int(1, 30) * DAY)
      : atWorkHours(when.int(380, 520));
    draft.notes = parent ? `${random.pick(roles)} — ${parent.name}` : `${random.pick(roles)}`;
    draft.topicNames = [...new Set([random.pick(pool), random.pick(pool), random.pick(pool)])].slice(
      0,
      random.int(1, 3),
    );
    const additional: AdditionalValues = { preferredChannel: random.pick(['whatsapp', 'phone', 'inPerson']) };
    if (['quilombola', 'indigenous'].includes(parent?.categoryCode ?? ''))
      additional.vulnerableGroup = ['traditional'];
    else if (random.next() < 0.25)
      additional.vulnerableGroup = [random.pick(['elderly', 'femaleHeaded', 'lowIncome', 'disability'])];
    additional.relationship = random.pick(['ally', 'neutral', 'critical', 'opponent']);
    draft.additional = additional;
    drafts.push(draft);
  };
  for (const organisation of organisations) {
    const place =
      placeOf(organisation.state as string, organisation.municipality as string) ??
      places.find((p) => p.workspaceId === organisation.workspaceId);
    const members = organisation.categoryCode === 'publicAuthority' ? 1 : random.int(1, 2);
    for (let i = 0; i < members; i += 1)
      person(place as Place, organisation, [...organisation.topicNames, ...residentTopics]);
  }
  for (let i = 0; i < 40; i += 1) person(places[i % places.length] as Place, null, residentTopics);

  for (const draft of drafts) {
    draft.searchText = stakeholderSearchText({
      name: draft.name,
      municipality: draft.municipality,
      document: draft.document,
    });
  }
  // A third edited since (an influence or interest reassessed), over the last six months.
  const edits = new Map<string, { at: Date; field: 'influence' | 'interest'; before: number }>();
  for (const d of drafts) {
    d.updatedAt = d.createdAt;
    if (when.next() >= 0.33) continue;
    const field = when.next() < 0.5 ? 'influence' : 'interest';
    const after = d[field] as number;
    const before = after === 1 ? 2 : after === 5 ? 4 : after + (when.next() < 0.5 ? -1 : 1);
    const at = atWorkHours(when.int(1, 180));
    edits.set(d.id as string, { at, field, before });
    d.updatedAt = at;
  }
  const values = drafts.map(({ topicNames: _unused, ...row }) => row);
  for (let i = 0; i < values.length; i += 250) await db.insert(stakeholders).values(values.slice(i, i + 250));

  const links = drafts.flatMap((d) =>
    d.topicNames
      .map((name) => topicIds.get(name))
      .filter((id): id is string => Boolean(id))
      .map((topicId) => ({ tenantId, stakeholderId: d.id as string, topicId })),
  );
  for (let i = 0; i < links.length; i += 1000)
    await db.insert(stakeholderTopics).values(links.slice(i, i + 1000));

  const history: Array<typeof stakeholderHistory.$inferInsert> = drafts.flatMap((d) => {
    const edit = edits.get(d.id as string);
    return [
      {
        tenantId,
        stakeholderId: d.id as string,
        userId,
        action: 'created',
        changes: [
          ...diffRows(null, { ...d, [edit?.field ?? 'influence']: edit?.before ?? d.influence } as never),
          {
            field: 'topics',
            before: [],
            after: d.topicNames.map((name) => ({ id: topicIds.get(name), name })),
          },
        ],
        createdAt: d.createdAt as Date,
      },
      ...(edit
        ? [
            {
              tenantId,
              stakeholderId: d.id as string,
              userId,
              action: 'updated',
              changes: [{ field: edit.field, before: edit.before, after: d[edit.field] as number }],
              createdAt: edit.at,
            },
          ]
        : []),
    ];
  });
  for (let i = 0; i < history.length; i += 250)
    await db.insert(stakeholderHistory).values(history.slice(i, i + 250));

  return { stakeholders: drafts.length };
};

import { daysAgo } from '../lib/calendar';
import { person, type Person } from '../lib/people';
import { seeded } from '../lib/random';
import { ENGAGEMENT_IDS } from './engagement-ids';

export const ENGAGEMENT_KINDS = ['hearing', 'workshop', 'consultation', 'visit', 'committee'] as const;
export const ENGAGEMENT_STATUSES = ['planned', 'active', 'closed'] as const;
export const ACTIVITY_TYPES = ['meeting', 'visit', 'call', 'survey'] as const;

const COMMUNITIES = [
  { name: 'Vila Sanção', city: 'Parauapebas', uf: 'PA' },
  { name: 'Palmares Sul', city: 'Parauapebas', uf: 'PA' },
  { name: 'Bento Rodrigues', city: 'Mariana', uf: 'MG' },
  { name: 'Paracatu de Baixo', city: 'Mariana', uf: 'MG' },
  { name: 'Córrego do Feijão', city: 'Brumadinho', uf: 'MG' },
  { name: 'Itabirito Centro', city: 'Itabirito', uf: 'MG' },
  { name: 'Quilombo Boa Vista', city: 'Oriximiná', uf: 'PA' },
  { name: 'Aldeia Xikrin', city: 'Ourilândia do Norte', uf: 'PA' },
  { name: 'Barra do Riacho', city: 'Aracruz', uf: 'ES' },
  { name: 'Santa Cruz', city: 'Rio de Janeiro', uf: 'RJ' },
  { name: 'Pecém', city: 'São Gonçalo do Amarante', uf: 'CE' },
  { name: 'Ilha da Madeira', city: 'Itaguaí', uf: 'RJ' },
] as const;

export type Activity = {
  id: string;
  date: string;
  type: (typeof ACTIVITY_TYPES)[number];
  participants: number;
  owner: string;
};

export type Engagement = {
  id: string;
  kind: (typeof ENGAGEMENT_KINDS)[number];
  status: (typeof ENGAGEMENT_STATUSES)[number];
  community: string;
  city: string;
  uf: string;
  start: string;
  participants: number;
  meetings: number;
  /** Share of participants satisfied in the last survey. */
  satisfaction: number;
  commitments: number;
  owner: Person;
  /** Participants per month, last six months. */
  monthly: number[];
  activities: Activity[];
};

/** The demo engagements of /dashboard/social and /dashboard/engagements/{id} (seeded, no server). */
export const ENGAGEMENTS: readonly Engagement[] = ENGAGEMENT_IDS.map((id, i) => {
  const random = seeded(1042 + i);
  const place = COMMUNITIES[i % COMMUNITIES.length]!;
  const activities = Array.from({ length: random.int(9, 16) }, (_, n) => ({
    id: `${id}-a${n + 1}`,
    date: daysAgo(random.int(1, 170)),
    type: random.pick(ACTIVITY_TYPES),
    participants: random.int(6, 80),
    owner: person(random).name,
  })).sort((a, b) => b.date.localeCompare(a.date));
  const monthly = Array.from({ length: 6 }, () => random.int(20, 140));
  return {
    id,
    kind: ENGAGEMENT_KINDS[i % ENGAGEMENT_KINDS.length]!,
    status: i === 0 ? 'active' : random.pick(ENGAGEMENT_STATUSES),
    community: place.name,
    city: place.city,
    uf: place.uf,
    start: daysAgo(random.int(90, 400)),
    participants: monthly.reduce((a, b) => a + b, 0),
    meetings: activities.filter((a) => a.type === 'meeting').length,
    satisfaction: 0.55 + random.next() * 0.4,
    commitments: random.int(2, 14),
    owner: person(random, 'conexoes.com.br'),
    monthly,
    activities,
  };
});

export const findEngagement = (id: string | undefined): Engagement | undefined =>
  ENGAGEMENTS.find((e) => e.id === id);

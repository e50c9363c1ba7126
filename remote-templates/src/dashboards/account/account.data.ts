import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';

export const TEAM_ROLES = ['admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const PLANS = { essential: 0, standard: 490, premium: 1_290 } as const;
export type Plan = keyof typeof PLANS;

/** Which news reach the person, by channel: the keys of the notification switches. */
export const NOTIFICATION_CHANNELS = {
  email: ['interactions', 'commitments', 'digest'],
  app: ['mentions', 'deadlines', 'imports'],
} as const;
export const initialNotifications: Record<string, boolean> = {
  'email.interactions': true,
  'email.commitments': true,
  'email.digest': false,
  'app.mentions': true,
  'app.deadlines': true,
  'app.imports': false,
};

export const initialBilling = {
  company: 'Conexões Mineração S.A.',
  cnpj: '12.345.678/0001-95',
  email: 'financeiro@conexoes.com.br',
};

export type Member = {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  joined: string;
  pending: boolean;
};
export type Bill = { id: string; number: string; date: string; amount: number; paid: boolean };
export type Session = { id: string; device: string; city: string; last: string; current: boolean };

const random = seeded(131);

/** The demo account's owner (the signed-in demo person of these pages, not the product's user). */
export const OWNER = {
  name: 'Helena Duarte',
  email: 'helena.duarte@conexoes.com.br',
  phone: '(31) 98765-4321',
  uf: 'MG',
  city: 'Belo Horizonte',
  about: '',
};

export const initialMembers: Member[] = [
  {
    id: 'member-owner',
    name: OWNER.name,
    email: OWNER.email,
    role: 'admin',
    joined: daysAgo(620),
    pending: false,
  },
  ...Array.from({ length: 6 }, (_, i) => {
    const who = person(random, 'conexoes.com.br');
    return {
      id: `member-${i + 1}`,
      name: who.name,
      email: who.email,
      role: TEAM_ROLES[1 + (i % 2)]!,
      joined: daysAgo(random.int(10, 500)),
      pending: false,
    };
  }),
];

export const bills: Bill[] = Array.from({ length: 12 }, (_, i) => ({
  id: `bill-${i + 1}`,
  number: `FAT-${2026_100 - i}`,
  date: daysAgo(i * 30 + 3),
  amount: 1_290,
  paid: i > 0,
}));

export const sessions: Session[] = [
  {
    id: 'session-1',
    device: 'Chrome · Windows',
    city: 'Belo Horizonte (MG)',
    last: daysAgo(0),
    current: true,
  },
  {
    id: 'session-2',
    device: 'Safari · iPhone',
    city: 'Belo Horizonte (MG)',
    last: daysAgo(1),
    current: false,
  },
  { id: 'session-3', device: 'Firefox · Ubuntu', city: 'Parauapebas (PA)', last: daysAgo(9), current: false },
];

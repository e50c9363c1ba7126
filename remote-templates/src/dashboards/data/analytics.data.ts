import { seeded } from '../lib/random';
import { trend } from './series';

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'email'] as const;

export type PageStat = {
  id: string;
  path: string;
  views: number;
  visitors: number;
  seconds: number;
  bounce: number;
};

const random = seeded(7);

/** Visits and unique visitors per month, last twelve months. */
export const visits = trend(random, 12, 42_000, 0.12, 0.03);
export const visitors = visits.map((v) => Math.round(v * (0.58 + random.next() * 0.08)));
export const sources = TRAFFIC_SOURCES.map((source, i) => ({
  source,
  share: [34, 29, 18, 12, 7][i]! + random.int(-2, 2),
}));
export const bounceRate = [0.41, 0.39];
export const sessionSeconds = [176, 189];

const PATHS = [
  '/',
  '/pricing',
  '/stakeholders',
  '/interactions',
  '/dashboard',
  '/docs/getting-started',
  '/contact',
  '/blog/relatorio-anual',
  '/blog/licenca-social',
  '/commitments/management',
  '/topics',
  '/auth/login',
  '/docs/imports',
  '/blog/consulta-previa',
  '/checkout',
  '/components/buttons',
];

export const topPages: PageStat[] = PATHS.map((path, i) => {
  const views = Math.round(24_000 / (i + 1.4)) + random.int(0, 800);
  return {
    id: `page-${i}`,
    path,
    views,
    visitors: Math.round(views * (0.5 + random.next() * 0.3)),
    seconds: random.int(35, 320),
    bounce: 0.2 + random.next() * 0.5,
  };
});

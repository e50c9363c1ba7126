import { person } from '../lib/people';
import { seeded } from '../lib/random';

export const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'linkedin'] as const;
export const NICHES = ['sustainability', 'community', 'culture', 'science', 'business'] as const;

export type Influencer = {
  id: string;
  name: string;
  handle: string;
  city: string;
  platform: (typeof PLATFORMS)[number];
  niche: (typeof NICHES)[number];
  followers: number;
  engagement: number;
  campaigns: number;
  fee: number;
};

const random = seeded(53);

export const influencers: Influencer[] = Array.from({ length: 24 }, (_, i) => {
  const who = person(random);
  const followers = Math.round(8_000 * Math.pow(1.35, random.int(0, 14)));
  return {
    id: `influencer-${i + 1}`,
    name: who.name,
    handle: `@${who.email.split('@')[0]!.replace('.', '_')}`,
    city: `${who.city} (${who.uf})`,
    platform: random.pick(PLATFORMS),
    niche: random.pick(NICHES),
    followers,
    engagement: 0.012 + random.next() * 0.07,
    campaigns: random.int(0, 9),
    fee: Math.round(followers * (0.02 + random.next() * 0.03)),
  };
});

/** Reach per platform over the last six months. */
export const reachByMonth = PLATFORMS.map((platform) => ({
  platform,
  values: Array.from({ length: 6 }, () => random.int(40, 420) * 1_000),
}));

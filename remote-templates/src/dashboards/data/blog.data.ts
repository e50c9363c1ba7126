import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';
import { trend } from './series';

export const POST_TOPICS = ['reports', 'community', 'environment', 'governance', 'product'] as const;
export const POST_STATUSES = ['published', 'draft', 'scheduled'] as const;

export type Post = {
  id: string;
  /** Index into the page's translated titles. */
  title: number;
  topic: (typeof POST_TOPICS)[number];
  status: (typeof POST_STATUSES)[number];
  author: string;
  date: string;
  views: number;
  comments: number;
  minutes: number;
};

const random = seeded(23);
const AUTHORS = Array.from({ length: 5 }, () => person(random).name);

export const POST_COUNT = 14;
export const posts: Post[] = Array.from({ length: POST_COUNT }, (_, i) => {
  const status = i < 10 ? 'published' : i < 12 ? 'draft' : 'scheduled';
  return {
    id: `post-${i + 1}`,
    title: i,
    topic: POST_TOPICS[i % POST_TOPICS.length]!,
    status,
    author: random.pick(AUTHORS),
    date: daysAgo(status === 'scheduled' ? -random.int(2, 20) : random.int(1, 300)),
    views: status === 'published' ? random.int(400, 12_000) : 0,
    comments: status === 'published' ? random.int(0, 90) : 0,
    minutes: random.int(3, 12),
  };
});

/** Views per month, last twelve months. */
export const monthlyViews = trend(random, 12, 9_500, 0.2, 0.04);

import { daysAgo } from '../lib/calendar';
import { CITIES } from '../lib/people';
import { seeded } from '../lib/random';
import { trend } from './series';

export const DEPARTMENTS = ['social', 'environment', 'engineering', 'legal', 'communication'] as const;
export const JOB_TYPES = ['fullTime', 'partTime', 'internship', 'contract'] as const;
export const JOB_STATUSES = ['open', 'interviewing', 'closed'] as const;

export type Job = {
  id: string;
  /** Index into the translated job titles. */
  title: number;
  department: (typeof DEPARTMENTS)[number];
  type: (typeof JOB_TYPES)[number];
  status: (typeof JOB_STATUSES)[number];
  city: string;
  remote: boolean;
  applicants: number;
  posted: string;
  salary: number;
};

const random = seeded(97);

export const JOB_COUNT = 15;
export const jobs: Job[] = Array.from({ length: JOB_COUNT }, (_, i) => {
  const place = random.pick(CITIES);
  return {
    id: `job-${i + 1}`,
    title: i,
    department: DEPARTMENTS[i % DEPARTMENTS.length]!,
    type: i % 6 === 5 ? 'internship' : random.pick(JOB_TYPES),
    status: i < 9 ? 'open' : i < 12 ? 'interviewing' : 'closed',
    city: `${place.city} (${place.uf})`,
    remote: random.next() > 0.6,
    applicants: random.int(3, 180),
    posted: daysAgo(random.int(1, 75)),
    salary: random.int(25, 180) * 100,
  };
});

/** Applications per month, last twelve months. */
export const applications = trend(random, 12, 320, 0.25, 0.03);
/** The hiring funnel now: applied, screened, interviewed, offered, hired. */
export const FUNNEL = ['applied', 'screened', 'interviewed', 'offered', 'hired'] as const;
export const funnel = [1_284, 512, 161, 34, 23];

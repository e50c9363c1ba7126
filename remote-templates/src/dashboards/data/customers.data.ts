import { daysAgo } from '../lib/calendar';
import { person, type Person } from '../lib/people';
import { seeded } from '../lib/random';
import { trend } from './series';

export const CUSTOMER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export const CUSTOMER_SEGMENTS = ['company', 'government', 'ngo'] as const;

export type Customer = Person & {
  id: string;
  status: (typeof CUSTOMER_STATUSES)[number];
  segment: (typeof CUSTOMER_SEGMENTS)[number];
  orders: number;
  spent: number;
  since: string;
  phone: string;
};

const random = seeded(41);

export const customers: Customer[] = Array.from({ length: 36 }, (_, i) => {
  const orders = random.int(1, 40);
  return {
    ...person(random),
    id: `customer-${i + 1}`,
    status: random.next() > 0.85 ? (random.next() > 0.5 ? 'blocked' : 'inactive') : 'active',
    segment: random.pick(CUSTOMER_SEGMENTS),
    orders,
    spent: orders * random.int(180, 2_400),
    since: daysAgo(random.int(20, 1_400)),
    phone: `(${random.int(11, 99)}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
  };
});

/** New customers per month, last twelve months. */
export const newPerMonth = trend(random, 12, 54, 0.25, 0.03);
export const churn = [0.031, 0.027];

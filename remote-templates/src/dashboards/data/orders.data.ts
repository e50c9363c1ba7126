import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const;

export type Order = {
  id: string;
  number: string;
  customer: string;
  email: string;
  city: string;
  date: string;
  items: number;
  total: number;
  status: (typeof ORDER_STATUSES)[number];
  payment: (typeof PAYMENT_METHODS)[number];
};

const random = seeded(109);

export const orders: Order[] = Array.from({ length: 56 }, (_, i) => {
  const who = person(random);
  const age = random.int(0, 29);
  const status: Order['status'] =
    age < 2
      ? random.pick(['pending', 'paid'] as const)
      : age < 6
        ? random.pick(['paid', 'shipped'] as const)
        : random.next() > 0.1
          ? 'delivered'
          : 'cancelled';
  return {
    id: `order-${i + 1}`,
    number: `#${10_480 + i}`,
    customer: who.name,
    email: who.email,
    city: `${who.city} (${who.uf})`,
    date: daysAgo(age),
    items: random.int(1, 6),
    total: random.int(40, 1_900) + random.int(0, 99) / 100,
    status,
    payment: random.pick(PAYMENT_METHODS),
  };
}).sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));

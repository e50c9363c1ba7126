import { daysAgo } from '../lib/calendar';
import { CITIES } from '../lib/people';
import { seeded } from '../lib/random';

export const SHIPMENT_STATUSES = ['inTransit', 'delivered', 'delayed', 'awaiting'] as const;
export const CARRIERS = ['Correios', 'Jadlog', 'Loggi', 'Total Express', 'Azul Cargo'] as const;

export type Shipment = {
  id: string;
  tracking: string;
  origin: string;
  destination: string;
  carrier: (typeof CARRIERS)[number];
  status: (typeof SHIPMENT_STATUSES)[number];
  shipped: string;
  eta: string;
  weight: number;
};

const random = seeded(101);
const place = () => {
  const c = random.pick(CITIES);
  return `${c.city} (${c.uf})`;
};

export const shipments: Shipment[] = Array.from({ length: 42 }, (_, i) => {
  const age = random.int(0, 20);
  const roll = random.next();
  const status: Shipment['status'] =
    age > 8
      ? roll > 0.15
        ? 'delivered'
        : 'delayed'
      : roll > 0.8
        ? 'awaiting'
        : roll > 0.65
          ? 'delayed'
          : 'inTransit';
  return {
    id: `shipment-${i + 1}`,
    tracking: `BR${String(random.int(100_000_000, 999_999_999))}`,
    origin: place(),
    destination: place(),
    carrier: random.pick(CARRIERS),
    status,
    shipped: daysAgo(age),
    eta: daysAgo(age - random.int(2, 9)),
    weight: random.int(1, 900) / 10,
  };
}).sort((a, b) => b.shipped.localeCompare(a.shipped));

/** Deliveries per week, last ten weeks: on time and late. */
export const weeklyOnTime = Array.from({ length: 10 }, () => random.int(140, 220));
export const weeklyLate = Array.from({ length: 10 }, () => random.int(6, 30));

import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';
import { trend } from './series';

export const INVOICE_STATUSES = ['paid', 'pending', 'overdue', 'draft'] as const;

export type Invoice = {
  id: string;
  number: string;
  customer: string;
  email: string;
  issued: string;
  due: string;
  amount: number;
  status: (typeof INVOICE_STATUSES)[number];
  items: number;
};

const random = seeded(83);

export const invoices: Invoice[] = Array.from({ length: 40 }, (_, i) => {
  const age = random.int(0, 120);
  const who = person(random, 'cliente.com.br');
  const status: Invoice['status'] =
    age > 45
      ? random.next() > 0.2
        ? 'paid'
        : 'overdue'
      : age > 30
        ? random.pick(['paid', 'overdue'] as const)
        : random.pick(['paid', 'pending', 'pending', 'draft'] as const);
  return {
    id: `invoice-${i + 1}`,
    number: `NF-${String(2026_0400 + i * 7).padStart(8, '0')}`,
    customer: who.name,
    email: who.email,
    issued: daysAgo(age),
    due: daysAgo(age - 30),
    amount: random.int(350, 28_000) + random.int(0, 99) / 100,
    status,
    items: random.int(1, 12),
  };
}).sort((a, b) => b.issued.localeCompare(a.issued));

/** Invoiced and received per month, last eight months. */
export const invoiced = trend(random, 8, 210_000, 0.18, 0.02);
export const received = invoiced.map((v) => Math.round(v * (0.78 + random.next() * 0.2)));

import { seeded } from '../lib/random';
import { trend } from './series';

export const CATEGORIES = ['apparel', 'books', 'crafts', 'food', 'home'] as const;

export type BestSeller = {
  id: string;
  /** Index into the translated product names. */
  name: number;
  category: (typeof CATEGORIES)[number];
  price: number;
  sold: number;
  stock: number;
};

const random = seeded(61);

/** Revenue and orders per month, last twelve months. */
export const revenue = trend(random, 12, 182_000, 0.15, 0.03);
export const orders = revenue.map((r) => Math.round(r / (148 + random.int(-12, 12))));
export const conversion = [0.027, 0.031];
export const byCategory = CATEGORIES.map((category) => ({ category, value: random.int(40, 260) * 1_000 }));

export const PRODUCT_COUNT = 12;
export const bestSellers: BestSeller[] = Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
  id: `best-${i + 1}`,
  name: i,
  category: CATEGORIES[i % CATEGORIES.length]!,
  price: random.int(29, 390) + 0.9,
  sold: random.int(40, 900),
  stock: random.int(0, 240),
})).sort((a, b) => b.sold - a.sold);

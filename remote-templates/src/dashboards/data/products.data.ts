import { seeded } from '../lib/random';
import { CATEGORIES } from './ecommerce.data';

export { CATEGORIES };

export type Product = {
  id: string;
  /** Index into the translated product names. */
  name: number;
  sku: string;
  category: (typeof CATEGORIES)[number];
  price: number;
  stock: number;
  rating: number;
  published: boolean;
};

const random = seeded(127);

/** Below this many units a product is running low. */
export const LOW_STOCK = 15;

export const PRODUCT_NAMES = 12;
export const products: Product[] = Array.from({ length: PRODUCT_NAMES }, (_, i) => ({
  id: `product-${i + 1}`,
  name: i,
  sku: `CNX-${String(1000 + i * 13)}`,
  category: CATEGORIES[i % CATEGORIES.length]!,
  price: random.int(19, 420) + 0.9,
  stock: i % 7 === 3 ? 0 : random.next() > 0.8 ? random.int(1, LOW_STOCK - 1) : random.int(LOW_STOCK, 400),
  rating: 3 + random.int(0, 20) / 10,
  published: random.next() > 0.15,
}));

export const stockStatus = (p: Product): 'out' | 'low' | 'in' =>
  p.stock === 0 ? 'out' : p.stock < LOW_STOCK ? 'low' : 'in';

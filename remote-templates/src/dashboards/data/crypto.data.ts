import { daysAgo } from '../lib/calendar';
import { seeded } from '../lib/random';
import { trend } from './series';

export type Asset = {
  id: string;
  name: string;
  symbol: string;
  price: number;
  change24h: number;
  holdings: number;
};

export type Trade = {
  id: string;
  date: string;
  symbol: string;
  side: 'buy' | 'sell';
  amount: number;
  price: number;
};

const random = seeded(31);

const COINS: Array<[string, string, number]> = [
  ['Bitcoin', 'BTC', 512_000],
  ['Ethereum', 'ETH', 19_800],
  ['Solana', 'SOL', 1_090],
  ['Cardano', 'ADA', 3.9],
  ['Polygon', 'POL', 2.7],
  ['Chainlink', 'LINK', 98],
  ['Litecoin', 'LTC', 540],
  ['Stellar', 'XLM', 1.6],
];

export const assets: Asset[] = COINS.map(([name, symbol, price], i) => ({
  id: symbol.toLowerCase(),
  name,
  symbol,
  price: price * (0.95 + random.next() * 0.1),
  change24h: (random.next() - 0.45) * 0.12,
  holdings: i === 0 ? 0.42 : Number((random.next() * (50_000 / price)).toFixed(4)),
}));

/** Portfolio value at the end of each of the last 30 days. */
export const portfolioDays = trend(random, 30, 260_000, 0.06, 0.004);

export const trades: Trade[] = Array.from({ length: 18 }, (_, i) => {
  const asset = random.pick(assets);
  return {
    id: `trade-${i + 1}`,
    date: daysAgo(random.int(0, 90)),
    symbol: asset.symbol,
    side: random.next() > 0.4 ? ('buy' as const) : ('sell' as const),
    amount: Number((random.next() * (20_000 / asset.price)).toFixed(4)),
    price: asset.price * (0.9 + random.next() * 0.2),
  };
}).sort((a, b) => b.date.localeCompare(a.date));

// The plans the pricing and checkout pages offer (a demonstration: nothing is charged).
export const PLANS = ['essential', 'standard', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const PERIODS = ['monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];

/** Monthly price in reais; a year costs ten months. */
export const MONTHLY_PRICE: Record<Plan, number> = { essential: 0, standard: 490, premium: 1290 };

/** What is charged per period. */
export const priceFor = (plan: Plan, period: Period): number =>
  period === 'monthly' ? MONTHLY_PRICE[plan] : MONTHLY_PRICE[plan] * 10;

export const isPlan = (value: unknown): value is Plan => (PLANS as readonly unknown[]).includes(value);

/** How many of the listed features each plan has (the first N of the feature list). */
export const FEATURE_COUNT: Record<Plan, number> = { essential: 3, standard: 5, premium: 7 };
export const FEATURES = [
  'register',
  'interactions',
  'users',
  'dashboards',
  'imports',
  'commitments',
  'support',
] as const;

export const brl = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(
    value,
  );

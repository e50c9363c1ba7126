import { i18n } from '@conexoes/shared';
import type { TFunction } from 'i18next';

/**
 * The translate function demo data is written with: the namespace in the current language; before
 * i18next is initialised (only a unit test imports a store that early) the English bundle itself.
 */
export const seedT = (ns: string, english: object): TFunction => {
  if (i18n.isInitialized) return i18n.getFixedT(null, ns);
  const lookup = (key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  return ((key: string) => {
    const value = lookup(key);
    return typeof value === 'string' ? value : key;
  }) as unknown as TFunction;
};

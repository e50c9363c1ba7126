/**
 * A search's `sort` (`field,asc|desc`, the contract's format) read against the keys it may order by.
 * Only the keys' own properties count: `constructor`, `toString`, `valueOf` or `hasOwnProperty` pass
 * the contract's format and would otherwise find Object's own function and send it to the query as a
 * column (a 500). Any other word orders by the fallback's field, in the direction asked.
 */
export const readSort = <K extends string>(
  sort: string | undefined,
  keys: Readonly<Record<K, unknown>>,
  fallback: `${NoInfer<K>},${'asc' | 'desc'}`,
): { field: K; direction: 'asc' | 'desc' } => {
  const [fallbackField, fallbackDirection] = fallback.split(',') as [K, 'asc' | 'desc'];
  const [field = '', direction] = (sort ?? fallback).split(',');
  return {
    field: Object.hasOwn(keys, field) ? (field as K) : fallbackField,
    direction: direction === 'asc' || direction === 'desc' ? direction : fallbackDirection,
  };
};

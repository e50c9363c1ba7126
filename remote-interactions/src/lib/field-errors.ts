import type { FormInstance } from 'antd';
import type { Problem } from '@conexoes/shared';

export type FormFieldErrors<T> = Parameters<FormInstance<T>['setFields']>[0];

/**
 * The 422 `errors` of a problem as antd form fields: `body.document` → ['document'],
 * `body.additional.ethnicity` → ['additional', 'ethnicity']. Errors for fields the form does not have
 * are returned apart, to be shown above the form.
 */
export const toFieldErrors = <T>(
  problem: Problem,
  known: ReadonlySet<string>,
): { fields: FormFieldErrors<T>; other: string[] } => {
  const grouped = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const other: string[] = [];
  for (const error of problem.errors ?? []) {
    const parts = error.path.split('.').filter(Boolean);
    if (parts[0] === 'body') parts.shift();
    if (parts.length === 0 || !known.has(parts[0])) {
      other.push(parts.length ? `${parts.join('.')}: ${error.message}` : error.message);
      continue;
    }
    const name = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const key = name.join('.');
    const entry = grouped.get(key) ?? { name, errors: [] };
    entry.errors.push(error.message);
    grouped.set(key, entry);
  }
  // Paths come from the server, so their exact tuple type is only known at run time.
  return { fields: [...grouped.values()] as unknown as FormFieldErrors<T>, other };
};

import type { Problem } from '../contract/common';

/** One form field's errors, in the `{ name, errors }` shape antd's `form.setFields` takes. */
export type FieldErrors = { name: (string | number)[]; errors: string[] };

/** What a given form's `setFields` accepts (antd types names per form), without depending on antd here. */
type SetFieldsArgument<Form> = Form extends { setFields: (fields: infer A) => void } ? A : FieldErrors[];

/**
 * The 422 `errors` of a problem as form fields: `body.document` → ['document'],
 * `body.additional.ethnicity` → ['additional', 'ethnicity']. Errors for fields the form does not have
 * are returned apart, to be shown above the form.
 */
export const toFieldErrors = <Form = unknown>(
  problem: Problem,
  known: ReadonlySet<string>,
): { fields: SetFieldsArgument<Form>; other: string[] } => {
  const grouped = new Map<string, FieldErrors>();
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
  return { fields: [...grouped.values()] as unknown as SetFieldsArgument<Form>, other };
};

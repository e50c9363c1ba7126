import type { FieldChange } from '../db/schema/stakeholders.schema';

/**
 * A history's changes with one linked record renamed wherever `fields` list linked records as
 * [{id, name}] (an anonymised stakeholder keeps its place in every entry, under its new name). Other
 * fields and other records are left as they are.
 */
export const renamedInChanges = (
  changes: FieldChange[],
  fields: ReadonlySet<string>,
  id: string,
  name: string,
): FieldChange[] => {
  const rename = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((item: unknown) =>
          item && typeof item === 'object' && (item as { id?: unknown }).id === id ? { ...item, name } : item,
        )
      : value;
  return changes.map((change) =>
    fields.has(change.field)
      ? { ...change, before: rename(change.before), after: rename(change.after) }
      : change,
  );
};

import { foldText } from '../text';

/** Header matching ignores case, accents, spaces, dots, dashes, slashes and underscores. */
export const headerKey = (header: string): string => foldText(header).replace(/[\s._\-/()]+/g, '');

/** Where each known header sits in the header row; unknown headers are ignored. */
export type HeaderBinding = { indexes: Array<[number, string]>; missing: string[] };

/**
 * Binds a file's header row to a column layout: `columns` maps each accepted header to its key
 * (several headers may name one key: labels in every language), `required` lists headers (or keys)
 * that must be present.
 */
export const bindHeader = (
  layout: { columns: Record<string, string>; required: readonly string[] },
  header: string[],
): HeaderBinding => {
  const known = new Map(Object.keys(layout.columns).map((h) => [headerKey(h), h]));
  const indexes: Array<[number, string]> = [];
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    const name = known.get(headerKey(cell));
    if (name && !seen.has(name)) {
      seen.add(name);
      // A required column counts as present under any of its headers (the standard layout's labels).
      seen.add(layout.columns[name] as string);
      indexes.push([index, layout.columns[name] as string]);
    }
  });
  return { indexes, missing: layout.required.filter((h) => !seen.has(h)) };
};

/** One row's values by key (the cells under bound headers). */
export const boundValues = (binding: HeaderBinding, cells: string[]): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [index, key] of binding.indexes) values[key] = cells[index] ?? '';
  return values;
};

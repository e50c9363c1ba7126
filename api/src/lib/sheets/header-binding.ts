import { foldText } from '../text';

/** Header matching ignores case, accents, spaces, dots, dashes, slashes and underscores. */
export const headerKey = (header: string): string => foldText(header).replace(/[\s._\-/()]+/g, '');

/**
 * Where each known header sits in the header row; `headers` names each bound key as the file writes
 * it (for errors); `ignored` lists the file's headers that bind to nothing (unknown, or repeated),
 * whose cells are not read.
 */
export type HeaderBinding = {
  indexes: Array<[number, string]>;
  missing: string[];
  headers: Map<string, string>;
  ignored: string[];
};

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
  const headers = new Map<string, string>();
  const ignored: string[] = [];
  header.forEach((cell, index) => {
    const name = known.get(headerKey(cell));
    const key = name === undefined ? undefined : (layout.columns[name] as string);
    if (name && key !== undefined && !seen.has(name)) {
      seen.add(name);
      // A required column counts as present under any of its headers (the standard layout's labels).
      seen.add(key);
      indexes.push([index, key]);
      // Two headers of one key (labels in two languages): the last one's cells are read, as named here.
      headers.set(key, cell.trim());
    } else if (cell.trim()) ignored.push(cell.trim());
  });
  return { indexes, missing: layout.required.filter((h) => !seen.has(h)), headers, ignored };
};

/** One row's values by key (the cells under bound headers). */
export const boundValues = (binding: HeaderBinding, cells: string[]): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [index, key] of binding.indexes) values[key] = cells[index] ?? '';
  return values;
};

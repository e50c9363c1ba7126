/**
 * Spreadsheet formula injection (OWASP CSV injection): a cell starting with = + - @ tab or CR may run
 * as a formula when the file is opened. In CSV such text leaves with a leading apostrophe, which
 * spreadsheets show as text; the import takes the apostrophe off again, so an export imports back
 * unchanged. XLSX needs none: its text cells are never formulas, and the writer marks them "quote
 * prefixed" so that editing one in Excel keeps it text (xlsx-sheet-writer.ts).
 */
const RISKY = /^[=+\-@\t\r]/;

/** Text a spreadsheet could take for a formula. */
export const looksLikeFormula = (value: string): boolean => RISKY.test(value);

export const neutraliseCell = (value: string): string => (RISKY.test(value) ? `'${value}` : value);

export const restoreCell = (value: string): string =>
  value.startsWith("'") && RISKY.test(value.slice(1)) ? value.slice(1) : value;

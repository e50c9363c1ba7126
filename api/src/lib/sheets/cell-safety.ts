/**
 * Spreadsheet formula injection (OWASP CSV injection): a cell starting with = + - @ tab or CR may run
 * as a formula when the file is opened. Such text leaves with a leading apostrophe, which spreadsheets
 * show as text; the import takes the apostrophe off again, so an export imports back unchanged.
 */
const RISKY = /^[=+\-@\t\r]/;

export const neutraliseCell = (value: string): string => (RISKY.test(value) ? `'${value}` : value);

export const restoreCell = (value: string): string =>
  value.startsWith("'") && RISKY.test(value.slice(1)) ? value.slice(1) : value;

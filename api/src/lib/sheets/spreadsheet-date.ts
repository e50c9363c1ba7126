/*
 * A spreadsheet's date cell holds a number: days since its day 0, 1899-12-30 (Excel's 1900 leap-year
 * bug included), the fraction being the time of day. No zone: it is the wall time a person reads.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const EPOCH_MS = Date.UTC(1899, 11, 30);

export type SheetDate = { serial: number; withTime: boolean };

/** `25/11/2026` or `25/11/2026 09:30`, as the exports word a date, → its serial; null for other text. */
export const sheetDateOf = (text: string): SheetDate | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const at = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return { serial: (at - EPOCH_MS) / DAY_MS, withTime: m[4] !== undefined };
};

/** A serial back to its wall time, to the minute, in the UTC fields of a Date. */
export const wallTimeOfSerial = (serial: number): Date =>
  new Date(EPOCH_MS + Math.round((serial * DAY_MS) / 60_000) * 60_000);

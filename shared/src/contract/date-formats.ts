/**
 * How a person chose to read dates (display settings, SPEC §3). Day first is Brazil's and the default;
 * the others for those who read dates their way. The app sends the choice as `X-Date-Format`, so the
 * files the server writes for them (the PDF report, XLSX date cells) read as the screens do.
 */
export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd/MM/yyyy';

export const isDateFormat = (value: unknown): value is DateFormat =>
  (DATE_FORMATS as readonly unknown[]).includes(value);

const two = (n: number): string => String(n).padStart(2, '0');

/** A calendar day (year, month 1–12, day) written in the pattern: 25/11/2026, 11/25/2026, 2026-11-25. */
export const writeDay = (pattern: DateFormat, y: number, m: number, d: number): string => {
  if (pattern === 'MM/dd/yyyy') return `${two(m)}/${two(d)}/${y}`;
  if (pattern === 'yyyy-MM-dd') return `${y}-${two(m)}-${two(d)}`;
  return `${two(d)}/${two(m)}/${y}`;
};

/** The clock that goes with the pattern: 12 hours only after the US month-first date (decision 0069). */
export const twelveHourClock = (pattern: DateFormat): boolean => pattern === 'MM/dd/yyyy';

import { wallTimeOfSerial } from '../../../lib/sheets/spreadsheet-date';
import { wallTimeIn, type WallTime } from '../../../lib/time-zone';

/*
 * Dates in interaction files: written the Brazilian way (dd/MM/yyyy HH:mm, on the caller's clock —
 * lib/time-zone; the export has the database word them), read back in that form, as ISO
 * (yyyy-mm-dd[Thh:mm]) or as the serial number a spreadsheet keeps for a date cell someone typed.
 */
const two = (n: number) => String(n).padStart(2, '0');

/** `2026-11-25` → `25/11/2026`. */
export const formatDay = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

type Parts = WallTime;

const valid = ({ y, m, d, h, min }: Parts): boolean => {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    y <= 2100 &&
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === m - 1 &&
    probe.getUTCDate() === d &&
    h >= 0 &&
    h < 24 &&
    min >= 0 &&
    min < 60
  );
};

const partsOf = (text: string): Parts | null => {
  const value = text.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(value);
  if (br)
    return {
      d: Number(br[1]),
      m: Number(br[2]),
      y: Number(br[3]),
      h: Number(br[4] ?? 0),
      min: Number(br[5] ?? 0),
    };
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(value);
  if (iso)
    return {
      y: Number(iso[1]),
      m: Number(iso[2]),
      d: Number(iso[3]),
      h: Number(iso[4] ?? 0),
      min: Number(iso[5] ?? 0),
    };
  const serial = /^\d{4,6}(?:\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(serial)) {
    // A spreadsheet's date cell: days since its epoch, the fraction being the time of day.
    const at = wallTimeOfSerial(serial);
    return {
      y: at.getUTCFullYear(),
      m: at.getUTCMonth() + 1,
      d: at.getUTCDate(),
      h: at.getUTCHours(),
      min: at.getUTCMinutes(),
    };
  }
  return null;
};

/**
 * A time read on the clock of `zone` as the contract takes an instant (`2026-11-25T09:30:00-03:00`),
 * or null when unreadable.
 */
export const parseDateTime = (text: string, zone: string): string | null => {
  const p = partsOf(text);
  if (!p || !valid(p)) return null;
  return wallTimeIn(zone, p);
};

/** A calendar day (`2026-11-25`), or null when unreadable. */
export const parseDay = (text: string): string | null => {
  const p = partsOf(text);
  if (!p || !valid(p)) return null;
  return `${p.y}-${two(p.m)}-${two(p.d)}`;
};

import type { FastifyRequest } from 'fastify';

/*
 * The clock of the files the server writes and reads for a person (exports, imports, the PDF report):
 * the zone the caller's screens show times in, which the app sends as `X-Time-Zone` (the device's IANA
 * zone). Without it, or with a name the runtime does not know, Brasília time. Periods, dashboards and
 * "overdue" keep Brasília's days for everyone (interaction.fields), so a team in Manaus and one in Belo
 * Horizonte count the same day the same way (decision 0051).
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

/** The canonical IANA names this runtime formats in, and UTC (PostgreSQL and PGlite know all of them). */
const knownZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const canonicalZones = new Map<string, string | null>();

/** A zone as the runtime names it (`Etc/UTC` → `UTC`, `Brazil/East` → `America/Sao_Paulo`), if known. */
const canonicalOf = (zone: string): string | null => {
  let canonical = canonicalZones.get(zone);
  if (canonical === undefined) {
    try {
      canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      canonical = null;
    }
    if (canonical && !knownZones.has(canonical)) canonical = null;
    if (canonicalZones.size > 1_000) canonicalZones.clear();
    canonicalZones.set(zone, canonical);
  }
  return canonical;
};

export const callerTimeZone = (request: FastifyRequest): string => {
  const header = request.headers['x-time-zone'];
  const zone = Array.isArray(header) ? header[0] : header;
  const canonical = zone && zone.length <= 64 ? canonicalOf(zone) : null;
  return canonical ?? PRODUCT_TIME_ZONE;
};

const partsFormat = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string) => {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormat.set(zone, format);
  }
  return format;
};

const HOUR_MS = 3_600_000;
/** Offsets by zone and UTC hour: an import's rows fall in few hours of many days, each asked once. */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in minutes (Manaus: −240). */
export const offsetMinutesAt = (zone: string, at: number): number => {
  const key = `${zone}|${Math.floor(at / HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = Object.fromEntries(
      formatIn(zone)
        .formatToParts(new Date(at))
        .map((x) => [x.type, x.value]),
    );
    const wall = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
    );
    offset = Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
};

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');
/** `-04:00`, `+01:00`. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${two(Math.trunc(minutes / 60))}:${two(minutes % 60)}`;

export type WallTime = { y: number; m: number; d: number; h: number; min: number };

/**
 * A time read on a wall clock of `zone` as the contract takes an instant (`2026-11-25T09:30:00-04:00`).
 * The offset is the one in force at that time (a zone that changed its offset, or once kept summer
 * time, gets the historical one).
 */
export const wallTimeIn = (zone: string, t: WallTime): string => {
  const asUtc = Date.UTC(t.y, t.m - 1, t.d, t.h, t.min);
  // The offset at the guessed instant, then at the instant it gives (they differ only near a change).
  const first = offsetMinutesAt(zone, asUtc);
  const offset = offsetMinutesAt(zone, asUtc - first * 60_000);
  return `${t.y}-${two(t.m)}-${two(t.d)}T${two(t.h)}:${two(t.min)}:00${offsetText(offset)}`;
};

/** `2026-11-25-0930`: a file name's stamp, on the caller's clock. */
export const fileStampIn = (zone: string, at = new Date()): string => {
  const local = new Date(at.getTime() + offsetMinutesAt(zone, at.getTime()) * 60_000);
  return local.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
};

/** "Horário Padrão de Brasília", "Amazon Standard Time": the clock, as a language names it. */
export const zoneNameIn = (locale: string, zone: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts()
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;

import type { FastifyRequest } from 'fastify';
import { callerTimeZone, fileStampIn, offsetMinutesAt, wallTimeIn } from '../time-zone';

const asked = (zone?: string | string[]) =>
  ({ headers: { 'x-time-zone': zone } }) as unknown as FastifyRequest;

describe('the caller’s clock (X-Time-Zone)', () => {
  it('takes a zone the runtime knows, and Brasília for none, an unknown one or a forged value', () => {
    expect(callerTimeZone(asked('America/Manaus'))).toBe('America/Manaus');
    expect(callerTimeZone(asked(['America/Rio_Branco']))).toBe('America/Rio_Branco');
    expect(callerTimeZone(asked())).toBe('America/Sao_Paulo');
    // A server or CI browser on UTC, and an old alias, by their canonical names.
    expect(callerTimeZone(asked('Etc/UTC'))).toBe('UTC');
    expect(callerTimeZone(asked('Brazil/West'))).toBe('America/Manaus');
    expect(callerTimeZone(asked('Mars/Olympus'))).toBe('America/Sao_Paulo');
    expect(callerTimeZone(asked("America/Manaus'; drop table interactions;--"))).toBe('America/Sao_Paulo');
  });

  it('reads a wall-clock time with the offset in force then, summer time of past years included', () => {
    expect(wallTimeIn('America/Manaus', { y: 2026, m: 3, d: 10, h: 13, min: 0 })).toBe(
      '2026-03-10T13:00:00-04:00',
    );
    expect(wallTimeIn('America/Sao_Paulo', { y: 2026, m: 1, d: 10, h: 9, min: 5 })).toBe(
      '2026-01-10T09:05:00-03:00',
    );
    // Brazil kept summer time until 2019: January 2016 in São Paulo was UTC−02:00.
    expect(wallTimeIn('America/Sao_Paulo', { y: 2016, m: 1, d: 10, h: 15, min: 0 })).toBe(
      '2016-01-10T15:00:00-02:00',
    );
    expect(wallTimeIn('Asia/Kolkata', { y: 2026, m: 6, d: 1, h: 8, min: 0 })).toBe(
      '2026-06-01T08:00:00+05:30',
    );
    expect(offsetMinutesAt('America/Noronha', Date.parse('2026-06-01T12:00:00Z'))).toBe(-120);
  });

  it('stamps a file name with the caller’s day and time, not the server’s UTC', () => {
    const at = new Date('2026-11-26T01:30:00Z');
    expect(fileStampIn('America/Sao_Paulo', at)).toBe('2026-11-25-2230');
    expect(fileStampIn('America/Rio_Branco', at)).toBe('2026-11-25-2030');
  });
});

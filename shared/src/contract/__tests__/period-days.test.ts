import { presetDaysOf, todayInSaoPaulo } from '../period-days';

describe('dashboard presets count São Paulo days', () => {
  // 22:30 in São Paulo on 1 December is 01:30 UTC on the 2nd: a team working late still sees its today.
  const lateEvening = new Date('2026-12-02T01:30:00Z');

  it('takes today from São Paulo, not from UTC', () => {
    expect(todayInSaoPaulo(lateEvening)).toBe('2026-12-01');
    expect(todayInSaoPaulo(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
  });

  it('counts "last 7 days" as the seven São Paulo days ending today', () => {
    expect(presetDaysOf('week', lateEvening)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
  });

  it('counts a year as 365 days across a month and year end, and "all" without a start', () => {
    expect(presetDaysOf('year', new Date('2026-03-01T12:00:00Z'))).toEqual({
      from: '2025-03-02',
      to: '2026-03-01',
    });
    expect(presetDaysOf('all', lateEvening)).toEqual({ from: null, to: '2026-12-01' });
  });
});

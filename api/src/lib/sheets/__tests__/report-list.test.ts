import { ReportList } from '../report-list';

const entry = (line: number, note = '') => ({ line, note });

describe('ReportList', () => {
  it('lists the first entries in file order, even when an earlier line is reported late', () => {
    const list = new ReportList<ReturnType<typeof entry>>(3);
    // Batch 2's rows (lines 6-9) are read and reported before batch 1's stakeholder check (lines 2, 4).
    list.push(entry(6), entry(7), entry(8), entry(9), entry(2, 'late'), entry(4, 'late'));
    expect(list.items.map((e) => e.line).sort((a, b) => a - b)).toEqual([2, 4, 6]);
    expect(list.length).toBe(6);
    expect(list.truncated).toBe(true);
    expect([...list.lines].sort((a, b) => a - b)).toEqual([2, 4, 6, 7, 8, 9]);
  });

  it('keeps the earlier report of a line listed twice, and drops later lines once full', () => {
    const list = new ReportList<ReturnType<typeof entry>>(2);
    list.push(entry(3, 'first'), entry(5, 'first'), entry(5, 'second'), entry(10), entry(11));
    expect(list.items).toEqual([entry(3, 'first'), entry(5, 'first')]);
    list.push(entry(3, 'again'));
    expect(list.items).toEqual([entry(3, 'first'), entry(3, 'again')]);
  });

  it('keeps nothing with a limit of zero, and still counts', () => {
    const list = new ReportList<ReturnType<typeof entry>>(0);
    list.push(entry(4), entry(1));
    expect(list.items).toEqual([]);
    expect(list.length).toBe(2);
  });
});

import { neutraliseCell, restoreCell } from '../cell-safety';

describe('cell safety', () => {
  it.each(['=1+1', '+55 31 3333-0000', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises %j and restores it',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    },
  );

  it('leaves ordinary text alone, including a leading apostrophe before ordinary text', () => {
    for (const value of ['Ana', "'Ana", "D'Ávila", '', '1+1']) {
      expect(neutraliseCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
  });
});

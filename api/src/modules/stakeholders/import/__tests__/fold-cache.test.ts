import { foldText } from '../../../../lib/text';
import { foldQuick } from '../fold-cache';

describe('foldQuick', () => {
  it('folds exactly as foldText, ASCII shortcut or not', () => {
    const values = [
      '  Maria SILVA 12 ',
      'Ana^Paula `Souza`',
      'João Araçaí',
      'ÁGUAS CLARAS\t',
      'x~y|z{}',
      '',
      'Æsir Ñandú',
    ];
    for (const value of values) expect(foldQuick(value)).toBe(foldText(value));
  });
});

import { foldText } from '../text';

describe('foldText', () => {
  it('folds case and accents the same whether the value is plain ASCII or not', () => {
    expect(foldText('  Maria SILVA 12 ')).toBe('maria silva 12');
    expect(foldText('Ana^Paula `Souza`')).toBe('anapaula souza');
    expect(foldText('João Araçaí')).toBe('joao aracai');
    expect(foldText('ÁGUAS CLARAS\t')).toBe('aguas claras');
    expect(foldText('x~y|z{}')).toBe('x~y|z{}');
    expect(foldText('')).toBe('');
    expect(foldText('Æsir Ñandú')).toBe('æsir nandu');
  });
});

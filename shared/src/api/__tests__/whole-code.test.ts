import { wholeDocumentOf } from '../../contract/documents';
import { wholeCodeOf } from '../use-code-search';

describe('wholeCodeOf', () => {
  it('reads a code typed whole, in any case and with spaces around, as the API writes it', () => {
    expect(wholeCodeOf(' int-2026-00042 ', ['INT'])).toBe('INT-2026-00042');
    expect(wholeCodeOf('CMT-2025-123456', ['CMT', 'NP'])).toBe('CMT-2025-123456');
  });

  it('leaves words, parts of codes and other registers’ codes to the search', () => {
    expect(wholeCodeOf('2026-00042', ['INT'])).toBeNull();
    expect(wholeCodeOf('INT-2026-0042', ['INT'])).toBeNull();
    expect(wholeCodeOf('INT-2026-00042 poeira', ['INT'])).toBeNull();
    expect(wholeCodeOf('NP-2026-00042', ['CMT'])).toBeNull();
    expect(wholeCodeOf(undefined, ['INT'])).toBeNull();
  });
});

describe('wholeDocumentOf', () => {
  it('reads a valid CPF or CNPJ, masked or not, as stored; anything else is a search', () => {
    expect(wholeDocumentOf(' 529.982.247-25 ')).toBe('52998224725');
    expect(wholeDocumentOf('11.222.333/0001-81')).toBe('11222333000181');
    expect(wholeDocumentOf('529.982.247-24')).toBeNull();
    expect(wholeDocumentOf('Maria 52998224725')).toBeNull();
    expect(wholeDocumentOf('')).toBeNull();
  });
});

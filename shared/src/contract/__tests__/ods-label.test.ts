import { odsGoals, type OdsOption } from '../topics';
import { odsLabel } from '../ods-label';

const water: OdsOption = { ...odsGoals[5], value: '6', label: '6. Clean Water and Sanitation' };

describe('odsLabel', () => {
  it('names a goal in each of the app languages, English for any other', () => {
    expect(odsLabel(water, 'en')).toBe('6 · Clean Water and Sanitation');
    expect(odsLabel(water, 'pt-BR')).toBe('6 · Água Potável e Saneamento');
    expect(odsLabel(water, 'es')).toBe('6 · Agua Limpia y Saneamiento');
    expect(odsLabel(water, 'de')).toBe('6 · Sauberes Wasser und Sanitäreinrichtungen');
    expect(odsLabel(water, 'fr')).toBe('6 · Clean Water and Sanitation');
  });
});

import { i18n, initI18n } from '@conexoes/shared';
import { countAxisLabel } from '../chart-axis';

describe('a count axis label', () => {
  it('writes thousands as the legend beside the chart does, in whole numbers', async () => {
    await initI18n({ lng: 'pt-BR' });
    expect(countAxisLabel(2000)).toBe('2.000');
    expect(countAxisLabel('1500')).toBe('1.500');
    await i18n.changeLanguage('en');
    expect(countAxisLabel(2000)).toBe('2,000');
    expect(countAxisLabel(2.4)).toBe('2');
  });
});

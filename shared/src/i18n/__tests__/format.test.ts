import { DEFAULT_SETTINGS, useSettingsStore } from '../../stores/settings.store';
import { formatDate, formatDateAs, formatDateTime, formatTime } from '../format';
import { changeLanguage, initI18n } from '../i18n';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(async () => {
  useSettingsStore.getState().resetSettings();
  await changeLanguage('en');
});

const jan31 = new Date(2026, 0, 31, 14, 5);

describe('dates as the user reads them', () => {
  it('shows dd/MM/yyyy by default, in English too (a Brazilian product)', () => {
    expect(DEFAULT_SETTINGS.dateFormat).toBe('dd/MM/yyyy');
    expect(formatDate(jan31)).toBe('31/01/2026');
  });

  it('follows the date format chosen in the settings', () => {
    useSettingsStore.getState().updateSettings({ dateFormat: 'MM/dd/yyyy' });
    expect(formatDate(jan31)).toBe('01/31/2026');
    useSettingsStore.getState().updateSettings({ dateFormat: 'yyyy-MM-dd' });
    expect(formatDate(jan31)).toBe('2026-01-31');
  });

  it('writes the time on the clock the chosen date goes with, in any language', async () => {
    // A day-first date reads a 24-hour time, as the forms take it (HH:mm), in English too.
    expect(formatDateTime(jan31)).toBe('31/01/2026 14:05');
    await changeLanguage('pt-BR');
    expect(formatDateTime(jan31)).toBe('31/01/2026 14:05');
    useSettingsStore.getState().updateSettings({ dateFormat: 'yyyy-MM-dd' });
    expect(formatDateTime(jan31)).toBe('2026-01-31 14:05');
    await changeLanguage('en');
    useSettingsStore.getState().updateSettings({ dateFormat: 'MM/dd/yyyy' });
    expect(formatDateTime(jan31)).toMatch(/^01\/31\/2026 2:05\sPM$/);
    expect(formatTime(jan31)).toMatch(/^2:05\sPM$/);
    useSettingsStore.getState().updateSettings({ dateFormat: 'dd/MM/yyyy' });
    expect(formatTime(new Date(2026, 0, 31, 9, 5))).toBe('09:05');
  });

  it('keeps explicit Intl options in the language, and an invalid date empty', () => {
    expect(formatDate(jan31, { month: 'long' })).toBe('January');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateAs(jan31, 'dd/MM/yyyy')).toBe('31/01/2026');
  });

  it('reads a calendar day (a due date) as that day in Brazil, not the day before', () => {
    // The tests run on Brazil's clock (jest.config.cjs), UTC−3: midnight UTC of the 20th is the 19th.
    expect(new Date('2026-11-20T00:00:00Z').getDate()).toBe(19);
    expect(formatDate('2026-11-20')).toBe('20/11/2026');
    expect(formatDate('2026-01-01', { month: 'long', day: 'numeric' })).toBe('January 1');
    // A moment is still read in local time.
    expect(formatDateTime('2026-11-20T01:30:00Z')).toBe('19/11/2026 22:30');
  });
});

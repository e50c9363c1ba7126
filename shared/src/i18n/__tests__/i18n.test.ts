import dayjs from 'dayjs';
import { formatDate, formatNumber } from '../format';
import { changeLanguage, i18n, initI18n, registerTranslations } from '../i18n';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../languages';
import { commonEn } from '../common.locales';
import de from '../common/de';
import es from '../common/es';
import ptBR from '../common/pt-BR';

const commonLocales = { en: commonEn, 'pt-BR': ptBR, es, de };

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? keysOf(inner as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('i18n', () => {
  beforeAll(async () => {
    // A namespace registered before init (a remote loaded first) must not be lost.
    registerTranslations('early', {
      en: { hello: 'Hello' },
      'pt-BR': { hello: 'Olá' },
      es: { hello: 'Hola' },
      de: { hello: 'Hallo' },
    });
    window.localStorage.clear();
    await initI18n();
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('defaults to English and supports en, pt-BR, es and de', () => {
    expect(i18n.language).toBe('en');
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'pt-BR', 'es', 'de']);
    expect(i18n.t('common:save')).toBe('Save');
  });

  it('has every common word in all four languages', async () => {
    const english = keysOf(commonLocales.en).sort();
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(keysOf(commonLocales[lng]).sort()).toEqual(english);
      await changeLanguage(lng);
      for (const key of english) expect(i18n.getFixedT(lng, 'common')(key)).not.toBe(key);
    }
  });

  it('downloads a language only when it is used, and switches once it has arrived', async () => {
    const german = jest.fn(() => Promise.resolve({ default: { bye: 'Tschüss' } }));
    registerTranslations('on-demand', {
      en: { bye: 'Bye' },
      'pt-BR': { bye: 'Tchau' },
      es: { bye: 'Adiós' },
      de: german,
    });
    expect(i18n.t('on-demand:bye')).toBe('Bye');
    expect(german).not.toHaveBeenCalled();
    await changeLanguage('de');
    expect(german).toHaveBeenCalledTimes(1);
    expect(i18n.t('on-demand:bye')).toBe('Tschüss');
    expect(i18n.t('common:cancel')).toBe('Abbrechen');
  });

  it('switches language, remembers it under app.language and uses it for translations', async () => {
    await changeLanguage('pt-BR');
    expect(i18n.t('common:save')).toBe('Salvar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt-BR');
    await changeLanguage('de');
    expect(i18n.t('common:cancel')).toBe('Abbrechen');
  });

  it('serves namespaces registered by remotes, before or after initialisation', async () => {
    registerTranslations('late', {
      en: { bye: 'Bye' },
      'pt-BR': { bye: 'Tchau' },
      es: { bye: 'Adiós' },
      de: { bye: 'Tschüss' },
    });
    expect(i18n.t('early:hello')).toBe('Hello');
    await changeLanguage('es');
    expect(i18n.t('early:hello')).toBe('Hola');
    expect(i18n.t('late:bye')).toBe('Adiós');
  });

  it('starts English weeks on Sunday with week 1 containing 1 January; German weeks on Monday', async () => {
    // Wednesday 7 January 2026
    expect(dayjs('2026-01-07').startOf('week').format('YYYY-MM-DD')).toBe('2026-01-04');
    expect(dayjs('2026-01-01').week()).toBe(1);
    expect(dayjs('2026-12-31').week()).toBe(1);
    await changeLanguage('de');
    expect(dayjs.locale()).toBe('de');
    expect(dayjs('2026-01-07').startOf('week').format('YYYY-MM-DD')).toBe('2026-01-05');
  });

  it('formats numbers the way the current language writes them, dates as the settings say', async () => {
    const date = new Date(2026, 0, 31);
    // Dates follow the display settings' format (dd/MM/yyyy by default; format.test.ts).
    expect(formatDate(date)).toBe('31/01/2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    await changeLanguage('pt-BR');
    expect(formatDate(date)).toBe('31/01/2026');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(dayjs.locale()).toBe('pt-br');
  });
});

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

// English is antd's own default (already in its bundle); the others are fetched when first chosen.
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  es: () => import('antd/es/locale/es_ES'),
  de: () => import('antd/es/locale/de_DE'),
};

type PickerLocale = NonNullable<Locale['DatePicker']>;

/**
 * The calendar's year, month and decade buttons named by what they show ("2026", "nov."): antd names
 * them "Escolher ano"…, which a person using speech input, saying the words on the button, cannot reach
 * (WCAG 2.5.3 label in name; axe label-content-name-mismatch on every calendar opened).
 */
const pickerNamedByText = (picker: PickerLocale | undefined): PickerLocale | undefined => {
  if (!picker) return picker;
  const { yearSelect: _year, monthSelect: _month, decadeSelect: _decade, ...lang } = picker.lang;
  return { ...picker, lang: lang as PickerLocale['lang'] };
};
const namedByText = new WeakMap<Locale, Locale>();
const withPickerButtonsNamedByText = (locale: Locale): Locale => {
  let named = namedByText.get(locale);
  if (!named) {
    named = {
      ...locale,
      DatePicker: pickerNamedByText(locale.DatePicker),
      Calendar: pickerNamedByText(locale.Calendar as PickerLocale | undefined),
    };
    namedByText.set(locale, named);
  }
  return named;
};

/**
 * antd's texts for `language`. Never undefined: antd's ConfigProvider wraps the app in a
 * LocaleProvider only while it has a locale, so a locale that came and went remounted every screen
 * below it — a form being filled in lost what was typed when the language was switched. Until a
 * fetched language arrives, the previous texts stay.
 */
export function useAntdLocale(language: string): Locale {
  const { t } = useTranslation('common');
  const clear = t('clear');
  const ok = t('pickerOk');
  const [loaded, setLoaded] = useState<{ language: string; value: Locale } | undefined>();
  useEffect(() => {
    const load = loaders[language];
    if (!load) return;
    let active = true;
    void load().then((module) => {
      if (active) setLoaded({ language, value: module.default });
    });
    return () => {
      active = false;
    };
  }, [language]);
  const texts = (loaders[language] && loaded?.value) || enUS;
  const shown = loaders[language] && loaded?.value ? language : 'en';
  return useMemo(
    () => withProductWords(withPickerButtonsNamedByText(texts), shown, { clear, ok }),
    [texts, shown, clear, ok],
  );
}

/**
 * A calendar's header as the language writes a month of a year. antd's pt_BR put the year first with
 * English-style abbreviations ("2026 Nov"); its own format fields allow the month first, whole, by
 * dayjs's locale: "novembro de 2026", "noviembre de 2026", "November 2026" (English keeps "Nov 2026").
 */
const MONTH_OF_YEAR: Record<string, Partial<PickerLocale['lang']>> = {
  'pt-BR': { monthBeforeYear: true, monthFormat: 'MMMM [de]' },
  es: { monthBeforeYear: true, monthFormat: 'MMMM [de]' },
  de: { monthBeforeYear: true, monthFormat: 'MMMM' },
};

/**
 * The date field's words as the product says them. Its clear button says the product's word for it,
 * as every clear button does (the Select's and the Input's through ClearIcon, @conexoes/shared/ui):
 * antd's own was "Limpiar" and "Zurücksetzen" where the rest of the product says "Borrar" and
 * "Leeren". Its OK button (date and time) was English in pt-BR.
 */
function withProductWords(texts: Locale, language: string, words: { clear: string; ok: string }): Locale {
  const withWords = (picker: PickerLocale | undefined): PickerLocale | undefined =>
    picker && { ...picker, lang: { ...picker.lang, ...MONTH_OF_YEAR[language], ...words } };
  if (!texts.DatePicker) return texts;
  return {
    ...texts,
    DatePicker: withWords(texts.DatePicker),
    Calendar: withWords(texts.Calendar as PickerLocale | undefined),
  };
}

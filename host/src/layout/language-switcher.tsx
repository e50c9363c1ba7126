import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@conexoes/shared';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const current: SupportedLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Select<SupportedLanguage>
      aria-label={t('language.label')}
      value={current}
      onChange={(lng) => void changeLanguage(lng)}
      options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
}

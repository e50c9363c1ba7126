import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@conexoes/shared';

/**
 * The header's language picker on every page, signed out included: a native select styled with the
 * theme's tokens rather than antd's Select, which is a lazy part of ~20 KB gzip that would be
 * fetched on every first visit (docs/decisions/0010-front-end-weight.md). Native also means the
 * platform's own keyboard and screen-reader behaviour, and the phone's own picker at 360 px.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const current: SupportedLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <select
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => {
        if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      style={{
        height: token.controlHeight,
        minWidth: 120,
        paddingInline: token.paddingXS,
        font: 'inherit',
        fontSize: token.fontSize,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
      }}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng}>
          {t(`language.${lng}`)}
        </option>
      ))}
    </select>
  );
}

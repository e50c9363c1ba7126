import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuDropdown } from '@conexoes/shared/ui';
import {
  changeLanguage,
  DATE_FORMATS,
  formatDateAs,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  useSettingsStore,
  type DateFormat,
  type SupportedLanguage,
} from '@conexoes/shared';

export type LanguageMenuProps = {
  current: SupportedLanguage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
};

const SAMPLE_DATE = new Date(2026, 0, 31);
const DATE_KEY = 'date:';

/**
 * The languages, each by its own name, and the date format offered beside them (an English reader
 * in Brazil still reads 31/01/2026). Mounted by the switcher's first click, which opens it.
 */
export function LanguageMenu({ current, open, onOpenChange, children }: LanguageMenuProps) {
  const { t } = useTranslation('shell');
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  return (
    <MenuDropdown
      open={open}
      onOpenChange={onOpenChange}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current, `${DATE_KEY}${dateFormat}`],
        items: [
          {
            type: 'group',
            key: 'languages',
            label: t('language.label'),
            children: SUPPORTED_LANGUAGES.map((lng) => ({
              key: lng,
              label: <span lang={lng}>{t(`language.${lng}`)}</span>,
            })),
          },
          { type: 'divider' },
          {
            type: 'group',
            key: 'dateFormats',
            label: t('settings.dateFormat.label'),
            children: DATE_FORMATS.map((format) => ({
              key: `${DATE_KEY}${format}`,
              label: formatDateAs(SAMPLE_DATE, format),
            })),
          },
        ],
        onClick: ({ key }) => {
          onOpenChange(false);
          if (key.startsWith(DATE_KEY)) {
            const format = key.slice(DATE_KEY.length);
            const known = DATE_FORMATS.find((f) => f === format);
            if (known) updateSettings({ dateFormat: known satisfies DateFormat });
          } else if (isSupportedLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      {children}
    </MenuDropdown>
  );
}

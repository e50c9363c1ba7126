import { useState, type ReactElement } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@conexoes/shared';

export type LanguageMenuProps = { current: SupportedLanguage; children: ReactElement };

/** The languages, each by its own name; mounted by the switcher's first click, so it opens at once. */
export function LanguageMenu({ current, children }: LanguageMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: SUPPORTED_LANGUAGES.map((lng) => ({ key: lng, label: t(`language.${lng}`), lang: lng })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isSupportedLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type SupportedLanguage } from '@conexoes/shared';

// antd's Dropdown and Menu are lazy parts (~20 KB gzip) that every first visit would fetch: the
// header shows a plain button and the menu is fetched on its first use
// (docs/decisions/0010-front-end-weight.md).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

export type LanguageSwitcherProps = { compact?: boolean };

/** The header's language picker, on every page: the language's own name, only a globe on a phone. */
export function LanguageSwitcher({ compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('shell');
  const current: SupportedLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [used, setUsed] = useState(false);
  const name = t(`language.${current}`);
  const trigger = (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      // The visible name starts the accessible one (WCAG 2.5.3); the globe alone says it in full.
      aria-label={compact ? `${t('language.label')}: ${name}` : undefined}
      aria-haspopup="menu"
      title={t('language.label')}
      onClick={used ? undefined : () => setUsed(true)}
    >
      {compact ? null : name}
    </Button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu current={current}>{trigger}</LanguageMenu>
    </Suspense>
  );
}

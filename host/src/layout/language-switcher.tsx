import { lazy, Suspense, useState, type Ref } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type SupportedLanguage } from '@conexoes/shared';
import { focusIsLost } from '@conexoes/shared/ui';

// antd's Dropdown and Menu are lazy parts (~20 KB gzip) that every first visit would fetch: the
// header shows a plain button and the menu is fetched on its first use
// (docs/decisions/0010-front-end-weight.md).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * The button shown while the menu's code arrives, and then the menu's own, are each put in place of
 * the one before: each takes the focus the page lost with it. The keys pressed meanwhile reached the
 * page's body: Enter on "English", the first item, did nothing and the menu stayed open.
 */
const keepFocus = (node: HTMLElement | null) => {
  if (node && focusIsLost()) node.focus();
};

export type LanguageSwitcherProps = { compact?: boolean };

/** The header's language picker, on every page: the language's own name, only a globe on a phone. */
export function LanguageSwitcher({ compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('shell');
  const current: SupportedLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [used, setUsed] = useState(false);
  // The first click opens the menu; a second one before its code has arrived closes it again, as a
  // click on the button of an open menu does (Enter pressed twice on the first item, English here).
  const [open, setOpen] = useState(false);
  const name = t(`language.${current}`);
  const trigger = (onClick?: () => void, ref?: Ref<HTMLButtonElement>) => (
    <Button
      ref={ref}
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      // The visible name starts the accessible one (WCAG 2.5.3); the globe alone says it in full.
      aria-label={compact ? `${t('language.label')}: ${name}` : undefined}
      aria-haspopup="menu"
      title={t('language.label')}
      onClick={onClick}
    >
      {compact ? null : name}
    </Button>
  );
  if (!used)
    return trigger(() => {
      setUsed(true);
      setOpen(true);
    });
  return (
    <Suspense fallback={trigger(() => setOpen((wanted) => !wanted), keepFocus)}>
      <LanguageMenu current={current} open={open} onOpenChange={setOpen}>
        {trigger(undefined, keepFocus)}
      </LanguageMenu>
    </Suspense>
  );
}

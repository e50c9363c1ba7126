import type { ConfigProviderProps } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNamesItsButton } from './names-its-button';

/**
 * The icon of a field's clear button, which names its button "Clear" in the reader's language.
 *
 * antd 6 has no setting for that name. A Select's button is `<button aria-label="Clear">`, the word
 * fixed in @rc-component/select (`allowClear.label`, default 'Clear', reachable only through each
 * Select's own `allowClear` object, which a ConfigProvider's `select.allowClear` cannot reach when the
 * Select says `allowClear`); an Input's has no name but its icon's ("close-circle"). Both take their
 * icon from where the product sets it (CLEAR_ICON_CONFIG on the ConfigProvider, CLEARABLE on an
 * Input), so the icon names the button it sits in (useNamesItsButton). (A date field's button is
 * named from antd's locale, where the host puts the same word: host/src/theme/antd-locale.ts.)
 */
export function ClearIcon() {
  const { t } = useTranslation('common');
  const ref = useNamesItsButton(t('clear'));
  return <CloseCircleFilled ref={ref} aria-hidden />;
}

/** The clear icon of every Select below the ConfigProvider that spreads this. */
export const CLEAR_ICON_CONFIG = {
  select: { clearIcon: <ClearIcon /> },
} satisfies Pick<ConfigProviderProps, 'select'>;

/**
 * An Input's `allowClear`: antd's ConfigProvider can give an Input its clear icon only by making
 * every Input clearable, so each clearable one says `allowClear={CLEARABLE}`.
 */
export const CLEARABLE = { clearIcon: <ClearIcon /> };

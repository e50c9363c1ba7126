import type { ConfigProviderProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNamesItsButton } from './names-its-button';

/**
 * The icon of a search box's button (Input.Search), which names its button "Search" in the reader's
 * language: antd names it after its icon, "search", in every language, and has no setting for the
 * name, only for the icon (ConfigProvider `inputSearch.searchIcon`).
 */
export function SearchIcon() {
  const { t } = useTranslation('common');
  const ref = useNamesItsButton(t('search'));
  return <SearchOutlined ref={ref} aria-hidden />;
}

/** The search icon of every Input.Search below the ConfigProvider that spreads this. */
export const SEARCH_ICON_CONFIG = {
  inputSearch: { searchIcon: <SearchIcon /> },
} satisfies Pick<ConfigProviderProps, 'inputSearch'>;

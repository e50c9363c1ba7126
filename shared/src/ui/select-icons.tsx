import type { ConfigProviderProps } from 'antd';
import { DownOutlined, LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { CLEAR_ICON_CONFIG } from './clear-icon';

/**
 * The icons of every Select below the ConfigProvider that spreads this (the pager's page-size Select
 * too): its clear button's (ClearIcon), and the arrow and the spinner hidden from screen readers.
 * antd leaves those two readable by their icon names, so a reader heard "down" after every field, in
 * every language; the field itself is the combobox that says what it is.
 */
export const SELECT_ICONS_CONFIG = {
  select: {
    ...CLEAR_ICON_CONFIG.select,
    suffixIcon: <DownOutlined aria-hidden />,
    loadingIcon: <LoadingOutlined spin aria-hidden />,
  },
} satisfies Pick<ConfigProviderProps, 'select'>;

/**
 * A searchable Select's `showSearch`: antd draws a magnifier while such a Select is open, read out as
 * "search" in every language; the icon is hidden here. ConfigProvider could set it only by making
 * every Select searchable (its `select.showSearch`), so each searchable one says
 * `showSearch={searchable(…)}`, as a clearable Input says `allowClear={CLEARABLE}` (lint keeps it so).
 */
export const searchable = <T extends object>(search?: T) => ({
  ...(search as T),
  searchIcon: <SearchOutlined aria-hidden />,
});

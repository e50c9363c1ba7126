import type { ConfigProviderProps } from 'antd';
import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
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

import type { TreeProps } from 'antd';
import { CaretDownFilled } from '@ant-design/icons';

/**
 * What every Tree and TreeSelect spreads: antd's expand/collapse mark, hidden from screen readers. Its
 * icon's name was read as the start of each branch's name ("caret-down Prefeitura Municipal…"), in
 * every language; the branch itself says whether it is open (aria-expanded). antd offers no
 * ConfigProvider setting for the mark, so lint keeps a bare Tree or TreeSelect out.
 */
export const TREE_SWITCHER = {
  switcherIcon: <CaretDownFilled aria-hidden />,
} satisfies Pick<TreeProps, 'switcherIcon'>;

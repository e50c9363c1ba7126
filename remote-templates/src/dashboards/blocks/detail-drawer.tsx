import type { ReactNode } from 'react';
import { Descriptions, Drawer, Grid } from 'antd';

export type DetailItem = { label: string; value: ReactNode };

export type DetailDrawerProps = {
  /** The record's name, the drawer's title; no record, no drawer. */
  title: string | null;
  items: DetailItem[];
  onClose: () => void;
  /** Below the fields: a chart, a list, actions. */
  children?: ReactNode;
};

/** A row's details beside its list (the whole width on a phone), closed by Esc or its button. */
export function DetailDrawer({ title, items, onClose, children }: DetailDrawerProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={title !== null}
      title={title}
      onClose={onClose}
      size={screens.md ? 480 : '100%'}
      destroyOnHidden
    >
      <Descriptions
        column={1}
        size="small"
        items={items.map((item, i) => ({ key: i, label: item.label, children: item.value }))}
      />
      {children}
    </Drawer>
  );
}

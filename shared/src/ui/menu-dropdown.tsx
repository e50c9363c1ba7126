import { Dropdown, type DropdownProps } from 'antd';
import { useEffect } from 'react';
import { useFocusReturn } from './focus-return';

export type MenuDropdownProps = Omit<DropdownProps, 'trigger' | 'autoFocus'>;

/**
 * antd's Dropdown as every menu of the product opens: on click (a hover never opens from the
 * keyboard), with the focus on its first item (antd draws the menu in a portal at the end of the page,
 * out of reach of Tab), and the focus given back to its button when an item is picked or the menu is
 * dismissed.
 */
export function MenuDropdown({ onOpenChange, rootClassName, open, ...props }: MenuDropdownProps) {
  const { rootClassName: popup, remember, giveBack } = useFocusReturn();
  // A menu mounted open (the language menu, fetched on its button's first click) never reports opening.
  useEffect(() => {
    if (open) remember();
  }, [open, remember]);
  return (
    <Dropdown
      {...props}
      {...(open === undefined ? {} : { open })}
      trigger={['click']}
      autoFocus
      rootClassName={[popup, rootClassName].filter(Boolean).join(' ')}
      onOpenChange={(next, info) => {
        if (next) remember();
        else giveBack();
        onOpenChange?.(next, info);
      }}
    />
  );
}

import { Dropdown, type DropdownProps } from 'antd';
import { Children, cloneElement, isValidElement, useEffect, useState, type ReactElement } from 'react';
import { useFocusReturn } from './focus-return';

export type MenuDropdownProps = Omit<DropdownProps, 'trigger' | 'autoFocus'>;

type WithRef = ReactElement<{ ref?: (node: HTMLElement | null) => void }>;

/**
 * antd's Dropdown as every menu of the product opens: on click (a hover never opens from the
 * keyboard), with the focus on its first item (antd draws the menu in a portal at the end of the page,
 * out of reach of Tab), and the focus given back to its button when an item is picked or the menu is
 * dismissed.
 */
export function MenuDropdown({ onOpenChange, rootClassName, open, children, ...props }: MenuDropdownProps) {
  const { rootClassName: popup, remember, giveBack } = useFocusReturn();
  // The menu's own button is where the focus goes back to, even when it was not focused (a menu
  // mounted open, as the language menu fetched on its button's first click, replaced that button).
  // The button is the one child (antd's own ref on it is composed with this one).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const child = isValidElement(children) ? (Children.only(children) as WithRef) : null;
  useEffect(() => {
    if (open) remember(button);
  }, [open, remember, button]);
  return (
    <Dropdown
      {...props}
      {...(open === undefined ? {} : { open })}
      trigger={['click']}
      autoFocus
      rootClassName={[popup, rootClassName].filter(Boolean).join(' ')}
      onOpenChange={(next, info) => {
        if (next) remember(button);
        else giveBack();
        onOpenChange?.(next, info);
      }}
    >
      {child ? cloneElement(child, { ref: setButton }) : children}
    </Dropdown>
  );
}

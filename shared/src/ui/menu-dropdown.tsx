import { Dropdown, type DropdownProps, type MenuProps } from 'antd';
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useFocusReturn } from './focus-return';

export type MenuDropdownProps = Omit<DropdownProps, 'trigger' | 'autoFocus'>;

type WithRef = ReactElement<{ ref?: (node: HTMLElement | null) => void }>;

type ItemPick = Parameters<NonNullable<MenuProps['onClick']>>[0];

/**
 * An item picked with Enter spends the key. rc-menu picks on the keydown and the focus goes back to
 * the menu's button before the keydown is over, so the browser aimed the same Enter's keypress at the
 * button and pressed it: the menu opened again and took the focus (seen in Chromium). A focused link
 * is left alone: following it is that Enter's own work.
 */
const spendPickingEnter = ({ domEvent }: ItemPick): void => {
  if (domEvent.type !== 'keydown') return;
  const target = domEvent.target instanceof Element ? domEvent.target : null;
  if (!target?.closest('a[href]')) domEvent.preventDefault();
};

/**
 * Space picks the focused item, as Enter does (WAI-ARIA menu pattern): rc-menu picks on Enter only,
 * and a Space scrolled the page behind the menu instead. The pick is the item's click: a link item is
 * followed as a click on it would be, a side menu's fold opens or closes. For antd's Menu as its
 * `onKeyDown` (MenuDropdown gives it to every menu it opens). The Space's default is spent: its key
 * up, aimed at a menu's button once the focus is back there, then does not press that button again
 * (Chromium, e2e commitments.test.ts).
 */
export const pickMenuItemWithSpace = (event: KeyboardEvent<HTMLElement>): void => {
  if (event.key !== ' ' || !(event.target instanceof HTMLElement)) return;
  const item = event.target.closest('[role="menuitem"]');
  if (!item) return;
  event.preventDefault();
  // An item whose label is a link (the account menu's "My account") is followed through the link,
  // where a mouse's click lands; the item itself may have the focus (the menu's first item).
  const link = event.target.closest('a[href]') ?? item.querySelector<HTMLElement>('a[href]');
  (link instanceof HTMLElement ? link : event.target).click();
};

/**
 * antd's Dropdown as every menu of the product opens: on click (a hover never opens from the
 * keyboard), with the focus on its first item (antd draws the menu in a portal at the end of the page,
 * out of reach of Tab), an item picked with Enter or Space, and the focus given back to its button
 * when an item is picked or the menu is dismissed.
 */
export function MenuDropdown({
  onOpenChange,
  rootClassName,
  open,
  menu,
  children,
  ...props
}: MenuDropdownProps) {
  const { rootClassName: popup, remember, giveBack } = useFocusReturn();
  // The menu's own button is where the focus goes back to, even when it was not focused (a menu
  // mounted open, as the language menu fetched on its button's first click, replaced that button).
  // The button is the one child (antd's own ref on it is composed with this one).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const child = isValidElement(children) ? (Children.only(children) as WithRef) : null;
  // Whether the menu is open now, for a focus that arrives in it once it has closed.
  const shown = useRef(false);
  useEffect(() => {
    if (open !== undefined) shown.current = open;
  }, [open]);
  useEffect(() => {
    if (open) remember(button);
  }, [open, remember, button]);
  return (
    <Dropdown
      {...props}
      {...(open === undefined ? {} : { open })}
      {...(menu
        ? {
            menu: {
              ...menu,
              // antd focuses the menu three frames after it opens, even when it has closed meanwhile
              // (its button pressed again at once): that focus goes back to the button, or it was
              // left on the page's body once the menu was hidden (seen in Chromium).
              onFocus: (event: FocusEvent<HTMLUListElement>) => {
                if (!shown.current) button?.focus();
                menu.onFocus?.(event);
              },
              onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => {
                pickMenuItemWithSpace(event);
                menu.onKeyDown?.(event);
              },
              onClick: (info: ItemPick) => {
                spendPickingEnter(info);
                menu.onClick?.(info);
              },
            },
          }
        : {})}
      trigger={['click']}
      autoFocus
      rootClassName={[popup, rootClassName].filter(Boolean).join(' ')}
      onOpenChange={(next, info) => {
        shown.current = next;
        if (next) remember(button);
        else giveBack();
        onOpenChange?.(next, info);
      }}
    >
      {child
        ? cloneElement(child, {
            // The child's own ref too (the language switcher's button keeps the focus with it).
            ref: (node: HTMLElement | null) => {
              setButton(node);
              if (typeof child.props.ref === 'function') child.props.ref(node);
            },
          })
        : children}
    </Dropdown>
  );
}

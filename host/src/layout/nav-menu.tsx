import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { selectCanUseApp, useAuthStore } from '@conexoes/shared';
import { pickMenuItemWithSpace } from '@conexoes/shared/ui';
import { NAV_ICONS } from '../navigation/nav-icons';
import {
  activeFoldedGroup,
  activeNavKey,
  NAV_GROUPS,
  visibleNavGroups,
  type NavGroup,
} from '../navigation/nav-items';

export type NavMenuProps = {
  mode: 'inline' | 'horizontal';
  theme?: 'light' | 'dark';
  onNavigate?: () => void;
  style?: MenuProps['style'];
};

/** The nearest ancestor that scrolls by itself (the side column, the drawer's body), never the page. */
function scrollingColumn(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

/** The menu of the areas the user may see, grouped by area; never waits for a remote. */
export function NavMenu({ mode, theme = 'light', onNavigate, style }: NavMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const signedIn = useAuthStore(selectCanUseApp);
  const authenticated = useAuthStore((s) => s.isAuthenticated);
  const permission = useAuthStore((s) => s.permission);

  const groups = useMemo(
    () => visibleNavGroups(NAV_GROUPS, { authenticated, signedIn, permission }),
    [authenticated, signedIn, permission],
  );
  const toItem = (item: NavGroup['items'][number]) => {
    const Icon = NAV_ICONS[item.icon];
    return {
      key: item.key,
      icon: <Icon aria-hidden />,
      label: (
        <Link to={item.path} onClick={onNavigate}>
          {t(item.labelKey)}
        </Link>
      ),
    };
  };
  const popup = (group: NavGroup) => {
    // The side menu's fold sits among entries, so it carries an icon; the top menu's groups have none.
    const Icon = mode === 'inline' && group.folded && NAV_ICONS[group.folded];
    return {
      key: `group-${group.key}`,
      icon: Icon ? <Icon aria-hidden /> : undefined,
      label: t(group.labelKey),
      children: group.items.map(toItem),
      // The top menu opens a long group in two columns: it stays within a 768 px-high window even
      // when it opens from the bar's "…" overflow (theme/shell.css).
      ...(mode === 'horizontal' && group.folded && { popupClassName: 'shell-nav-popup--columns' }),
    };
  };
  // Side menu: titled groups, a long one folded into a submenu. Top menu: one entry per area, its
  // pages in a popup (a single page is shown directly), so the bar keeps one row.
  const items: MenuProps['items'] =
    mode === 'inline'
      ? groups.map((group) =>
          group.folded
            ? popup(group)
            : {
                type: 'group' as const,
                key: group.key,
                label: t(group.labelKey),
                children: group.items.map(toItem),
              },
        )
      : groups.map((group) => (group.items.length === 1 ? toItem(group.items[0]) : popup(group)));
  const selected = activeNavKey(groups, pathname);

  // A folded group opens when the current page comes to be inside it; otherwise the person decides.
  const activeFold = activeFoldedGroup(groups, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(activeFold ? [`group-${activeFold}`] : []);
  const [seenFold, setSeenFold] = useState(activeFold);
  if (activeFold !== seenFold) {
    setSeenFold(activeFold);
    const key = `group-${activeFold}`;
    if (activeFold && !openKeys.includes(key)) setOpenKeys([...openKeys, key]);
  }

  // The current page's entry below the column's fold (an app, a template dashboard) is scrolled into
  // view within the column, so the highlight is seen; the page itself does not move.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mode !== 'inline' || !selected) return;
    const item = navRef.current?.querySelector<HTMLElement>('.ant-menu-item-selected');
    const column = item && scrollingColumn(item);
    if (!item || !column) return;
    const box = column.getBoundingClientRect();
    const rect = item.getBoundingClientRect();
    if (rect.top < box.top || rect.bottom > box.bottom) {
      column.scrollTop += rect.top - box.top - (box.height - rect.height) / 2;
    }
  }, [mode, selected]);

  return (
    <nav aria-label={t('nav.label')} ref={navRef}>
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={selected ? [selected] : []}
        // Controlled in the side menu only: the top menu's popups open on hover.
        {...(mode === 'inline' && { openKeys, onOpenChange: setOpenKeys })}
        style={{ borderInlineEnd: 'none', borderBottom: 'none', ...style }}
        // Its entries are menu items: Space follows one (and opens a fold) as Enter does.
        onKeyDown={pickMenuItemWithSpace}
      />
    </nav>
  );
}

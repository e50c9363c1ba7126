import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { activeNavKey, NAV_GROUPS, visibleNavGroups } from '../navigation/nav-items';
import type { NavMenuProps } from './nav-menu';

const SIGNED_OUT = { authenticated: false, signedIn: false, permission: null } as const;

/**
 * The signed-out viewer's navigation (a handful of public entries): plain links in the menu's
 * colours, so the first visit of /auth/login does not download antd's Menu, its popups and the
 * product's 19 icons (docs/decisions/0010-front-end-weight.md). Signed in, NavMenu takes over.
 */
export function PublicNav({ mode, theme: navTheme = 'light', onNavigate }: NavMenuProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const groups = useMemo(() => visibleNavGroups(NAV_GROUPS, SIGNED_OUT), []);
  const selected = activeNavKey(groups, pathname);
  const dark = navTheme === 'dark';
  const horizontal = mode === 'horizontal';
  const items = groups.flatMap((group) => group.items);

  return (
    <nav aria-label={t('nav.label')}>
      <ul className={`public-nav${horizontal ? ' public-nav--horizontal' : ''}`}>
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                style={{
                  color: active ? token.colorPrimary : dark ? 'rgba(255,255,255,0.85)' : token.colorText,
                  background: active && !horizontal ? token.colorPrimaryBg : undefined,
                  borderRadius: token.borderRadiusLG,
                }}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

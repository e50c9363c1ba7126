import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Drawer, Grid, Layout, Typography, theme } from 'antd';
import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { selectIsCustom, useAuthStore, useSettingsStore } from '@conexoes/shared';
import { LanguageSwitcher } from './language-switcher';
import { navAppearance } from './nav-appearance';
import type { NavMenuProps } from './nav-menu';
import { PublicNav } from './public-nav';
import { SessionActions } from './session-actions';

// Signed in: antd's Menu with the product's icons; signed out: plain links. The settings drawer
// is fetched when first opened (docs/decisions/0010-front-end-weight.md).
const NavMenu = lazy(() => import('./nav-menu').then((m) => ({ default: m.NavMenu })));
const SettingsDrawer = lazy(() =>
  import('../settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

function ShellNav(props: NavMenuProps) {
  const authenticated = useAuthStore((s) => s.isAuthenticated);
  if (!authenticated) return <PublicNav {...props} />;
  return (
    <Suspense fallback={null}>
      <NavMenu {...props} />
    </Suspense>
  );
}

const SIDER_WIDTH = 260;
const CONTENT_MAX_WIDTH = 1200;

/** Header, navigation (side, top, or a drawer below md) and the routed content. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.md;
  // Below lg the menu beside the page leaves the top bar too little room for names: icons only.
  const compactHeader = !screens.lg;
  const layout = useSettingsStore((s) => s.layout);
  const direction = useSettingsStore((s) => s.direction);
  const stretch = useSettingsStore((s) => s.stretch);
  const navColor = useSettingsStore((s) => s.navColor);
  const paletteMode = useSettingsStore((s) => s.paletteMode);
  const navOpen = useSettingsStore((s) => s.openDrawer);
  const toggleDrawer = useSettingsStore((s) => s.toggleDrawer);
  const isCustom = useSettingsStore(selectIsCustom);
  // The mobile navigation drawer is mounted once first opened: a lazy part renders (and is fetched)
  // even closed, and the first render, before the breakpoints are measured, counts as mobile.
  const [navUsed, setNavUsed] = useState(navOpen);
  if (navOpen && !navUsed) setNavUsed(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted on first use, then kept so it can animate closed.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  const nav = navAppearance(navColor, paletteMode, token.colorBgContainer, token.colorBgLayout);
  const horizontal = layout === 'horizontal' && !isMobile;
  // The top-menu layout draws the header on the navigation's surface: its controls take its ink.
  const headerOnNav = horizontal;
  const headerInk = headerOnNav ? nav.ink : token.colorText;
  const closeNav = () => toggleDrawer(false);

  const settingsButton = (
    <Button
      type="text"
      icon={<SettingOutlined aria-hidden />}
      aria-label={t('settings.open')}
      onClick={openSettings}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {!isMobile && !horizontal && (
        // The wrapper stretches with the page and carries the navigation's colour all the way down;
        // the sider inside stays in view (sticky) while a long page scrolls.
        <div
          className="shell-sider"
          data-testid="shell-sider"
          style={{
            background: nav.background,
            borderInlineEnd: nav.bordered ? `1px solid ${token.colorBorderSecondary}` : undefined,
          }}
        >
          <Layout.Sider
            width={SIDER_WIDTH}
            theme={nav.menuTheme}
            style={{
              background: nav.background,
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflow: 'auto',
            }}
          >
            <Link to="/" className="shell-brand" style={{ color: nav.ink }}>
              {t('app.name')}
            </Link>
            <ShellNav mode="inline" theme={nav.menuTheme} style={{ background: 'transparent' }} />
          </Layout.Sider>
        </div>
      )}
      <Layout>
        <Layout.Header
          className={headerOnNav ? 'shell-header shell-header--on-nav' : 'shell-header'}
          data-testid="shell-header"
          style={{
            ['--shell-header-ink' as string]: headerInk,
            color: headerInk,
            background: headerOnNav ? nav.background : token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: isMobile ? 12 : 24,
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
          }}
        >
          {isMobile && (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('nav.open')}
              aria-expanded={navOpen}
              onClick={() => toggleDrawer(true)}
              // The brand beside it shrinks, not the button: squeezed, it was 19 px wide on a phone.
              style={{ flexShrink: 0 }}
            />
          )}
          {(isMobile || horizontal) && (
            <Link to="/" className="shell-brand shell-brand--inline" style={{ color: headerInk }}>
              {/* A phone's header has room for the short name only; cut, the full one read "Conexõe…". */}
              {isMobile ? t('app.shortName') : t('app.name')}
            </Link>
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            {horizontal && (
              <ShellNav mode="horizontal" theme={nav.menuTheme} style={{ background: 'transparent' }} />
            )}
          </div>
          {/* A plain flex row: antd's Flex is a lazy part, not in every first visit's core. */}
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <LanguageSwitcher compact={compactHeader} />
            {/* Badge and Drawer are lazy antd parts: fetched only once they are needed. */}
            {isCustom ? <Badge dot>{settingsButton}</Badge> : settingsButton}
            <SessionActions compact={compactHeader} />
          </div>
        </Layout.Header>
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          style={{
            padding: isMobile ? 16 : 24,
            width: '100%',
            maxWidth: stretch ? undefined : CONTENT_MAX_WIDTH,
            marginInline: 'auto',
          }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
      {isMobile && navUsed && (
        <Drawer
          open={navOpen}
          onClose={closeNav}
          placement={direction === 'rtl' ? 'right' : 'left'}
          size={SIDER_WIDTH + 20}
          title={<Typography.Text strong>{t('app.name')}</Typography.Text>}
          closable={{ 'aria-label': t('settings.close') }}
          styles={{ body: { padding: 0 } }}
          rootClassName="shell-nav-drawer"
        >
          <ShellNav mode="inline" onNavigate={closeNav} style={{ background: 'transparent' }} />
        </Drawer>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}

import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../layout/language-switcher';
import './auth-layout.css';

/**
 * The sign-in flow's own page (login, forgotten and new password, the data-protection document, the
 * workspace choice): the brand, the language, and the step's centred card; no navigation, no header.
 * On the pages index.html paints its brand panel for, the panel is the brand and the name here hides.
 * Plain elements: this is the first page most visitors download (docs/decisions/0010-front-end-weight.md).
 */
export function AuthLayout() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <div className="auth-layout" style={{ background: token.colorBgLayout, color: token.colorText }}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <div className="auth-layout__bar">
        <Link
          className="auth-layout__brand"
          to="/"
          style={{ color: token.colorTextHeading, fontWeight: token.fontWeightStrong }}
        >
          {t('app.name')}
        </Link>
        <LanguageSwitcher />
      </div>
      <main id="main-content" className="auth-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Alert, Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_DEMO_VARIANTS, type AuthDemoPage, type AuthDemoVariant } from '../../config/template-routes';
import { AUTH_DEMO_NS } from './demo-auth.i18n';
import './auth-demo.css';

export type AuthDemoFrameProps = {
  page: AuthDemoPage;
  variant: AuthDemoVariant;
  title: string;
  subtitle: string;
  children: ReactNode;
};

/**
 * The frame of every demo sign-in page: classic (one centred card) or modern (a brand panel beside
 * the form), the page's h1, the demo notice and the switch between the two layouts.
 */
export function AuthDemoFrame({ page, variant, title, subtitle, children }: AuthDemoFrameProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const { token } = theme.useToken();
  const form = (
    <>
      <nav aria-label={t('layouts')} className="auth-demo-variants">
        {AUTH_DEMO_VARIANTS.map((v) => (
          <Link key={v} to={`/auth-demo/${page}/${v}`} aria-current={v === variant ? 'page' : undefined}>
            {t(v)}
          </Link>
        ))}
      </nav>
      <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading2, marginTop: 8 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
      {children}
      <Alert type="info" showIcon title={t('demoNotice')} style={{ marginTop: 24 }} />
    </>
  );
  if (variant === 'classic') {
    return (
      <Flex justify="center" className="auth-demo-classic">
        <Card style={{ width: '100%', maxWidth: 440 }}>{form}</Card>
      </Flex>
    );
  }
  return (
    <div
      className="auth-demo-modern"
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}
    >
      <aside className="auth-demo-brand" style={{ background: token.colorPrimaryBg }}>
        <Typography.Title level={2} style={{ fontSize: 24 }}>
          {t('brandTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('brandText')}</Typography.Paragraph>
      </aside>
      <div className="auth-demo-form">{form}</div>
    </div>
  );
}

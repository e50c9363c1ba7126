import { Suspense, useContext, type ReactNode } from 'react';
import { ConfigProvider, Spin, theme } from 'antd';

export type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/**
 * The centred card every sign-in step shows; full width on a 360 px phone. Drawn with plain elements
 * in antd's Card and Typography look (the host theme's tokens, its Card radius), because the two
 * were ≈ 10 KB gzip of the first visit (docs/decisions/0010-front-end-weight.md, fifth pass); the
 * fields and buttons inside stay antd. Its body waits in a boundary of its own: a step whose form
 * needs antd's Form (fetched on first use) shows its card and title at once, with a spinner where the
 * form comes, instead of keeping the previous step on screen.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { token } = theme.useToken();
  const cardRadius = useContext(ConfigProvider.ConfigContext).theme?.components?.Card?.borderRadiusLG;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 12px' }}>
      <div
        style={{
          width: '100%',
          maxWidth: 480,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: cardRadius ?? token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <h1
          style={{
            margin: '0 0 0.5em',
            fontSize: 26,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightHeading1,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h1>
        {subtitle ? <p style={{ margin: '0 0 1em', color: token.colorTextSecondary }}>{subtitle}</p> : null}
        <Suspense
          fallback={
            <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
              <Spin />
            </div>
          }
        >
          {children}
        </Suspense>
      </div>
    </div>
  );
}

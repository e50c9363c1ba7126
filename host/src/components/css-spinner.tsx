import { theme } from 'antd';

export type CssSpinnerProps = { size?: number };

/**
 * A ring drawn in CSS (shell.css `.css-spinner`) in the theme's primary colour: the start-up and
 * page spinners are on every first visit, and antd's Spin was ~4 KB gzip of it
 * (docs/decisions/0010-front-end-weight.md, fifth pass). The caller carries role/label.
 */
export function CssSpinner({ size = 40 }: CssSpinnerProps) {
  const { token } = theme.useToken();
  return (
    <span
      className="css-spinner"
      aria-hidden="true"
      style={{ width: size, height: size, color: token.colorPrimary }}
    />
  );
}

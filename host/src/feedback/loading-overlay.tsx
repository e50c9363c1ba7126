import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderStore } from '@conexoes/shared';
import { CssSpinner } from '../components/css-spinner';

/** Full-screen overlay while the global loading flag is set (absent from the page otherwise). */
export function LoadingOverlay() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const isLoading = useLoaderStore((s) => s.isLoading);
  if (!isLoading) return null;
  return (
    <div
      className="loading-overlay"
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      style={{ background: token.colorBgMask, zIndex: token.zIndexPopupBase }}
    >
      <CssSpinner size={48} />
    </div>
  );
}

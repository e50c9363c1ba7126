import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderStore } from '@conexoes/shared';

/** Full-screen overlay while the global loading flag is set (absent from the page otherwise). */
export function LoadingOverlay() {
  const { t } = useTranslation('shell');
  const isLoading = useLoaderStore((s) => s.isLoading);
  if (!isLoading) return null;
  return (
    <div role="status" aria-label={t('loading')}>
      <Spin fullscreen spinning />
    </div>
  );
}

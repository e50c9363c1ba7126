import { useTranslation } from 'react-i18next';
import { CssSpinner } from './css-spinner';

export type PageSpinnerProps = { fullScreen?: boolean };

export function PageSpinner({ fullScreen = false }: PageSpinnerProps) {
  const { t } = useTranslation('shell');
  return (
    <div
      className="page-spinner"
      style={{ minHeight: fullScreen ? '100vh' : 240 }}
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
    >
      <CssSpinner />
    </div>
  );
}

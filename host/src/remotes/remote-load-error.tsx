import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export type RemoteLoadErrorProps = { remote: string; onRetry: () => void };

export function RemoteLoadError({ remote, onRetry }: RemoteLoadErrorProps) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      title={t('remote.error.title')}
      subTitle={t('remote.error.description')}
      extra={
        <Button type="primary" onClick={onRetry} data-remote={remote}>
          {t('remote.error.retry')}
        </Button>
      }
    />
  );
}

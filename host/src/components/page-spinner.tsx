import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export type PageSpinnerProps = { fullScreen?: boolean };

export function PageSpinner({ fullScreen = false }: PageSpinnerProps) {
  const { t } = useTranslation('shell');
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" aria-label={t('loading')} />
    </Flex>
  );
}

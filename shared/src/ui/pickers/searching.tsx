import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PICKERS_NS } from './pickers.i18n';

function Searching() {
  const { t } = useTranslation(PICKERS_NS);
  return (
    <Flex gap={8} align="center" justify="center" style={{ padding: 8 }} role="status">
      <Spin size="small" />
      <Typography.Text type="secondary">{t('searching')}</Typography.Text>
    </Flex>
  );
}

/**
 * What an open list says while its options are still on their way: "Searching…". antd says "No data"
 * whatever `loading` is, and on a slow connection a person read that a stakeholder was not registered
 * and registered them again.
 */
export const notFoundWhile = (loading: boolean) => (loading ? <Searching /> : undefined);

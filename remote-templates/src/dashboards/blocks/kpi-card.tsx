import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DASHBOARDS_NS } from '../dashboards.i18n';
import { percent } from '../lib/format';

export type KpiCardProps = {
  label: string;
  value: string;
  /** Change against the previous period, as a fraction (0.12 = 12% up). */
  change?: number;
  /** A fall is the good news (costs, churn, delays): it is drawn green. */
  downIsGood?: boolean;
  icon?: ReactNode;
};

/** One headline figure: its name, its value and how it moved since the last period. */
export function KpiCard({ label, value, change, downIsGood = false, icon }: KpiCardProps) {
  const { t } = useTranslation(DASHBOARDS_NS);
  const { token } = theme.useToken();
  const up = (change ?? 0) >= 0;
  const good = up !== downIsGood;
  return (
    <Card size="small" className="dash-kpi">
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        {icon ? (
          <span aria-hidden className="dash-kpi-icon" style={{ color: token.colorPrimary }}>
            {icon}
          </span>
        ) : null}
      </Flex>
      <div className="dash-kpi-value">{value}</div>
      {change === undefined ? null : (
        <Typography.Text
          style={{ color: good ? token.colorSuccessText : token.colorErrorText, fontSize: token.fontSizeSM }}
        >
          {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{' '}
          {t(up ? 'kpi.up' : 'kpi.down', { value: percent(Math.abs(change)) })}
        </Typography.Text>
      )}
    </Card>
  );
}

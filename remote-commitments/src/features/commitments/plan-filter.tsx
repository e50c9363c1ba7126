import { Button, Flex, Form, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '@conexoes/shared';
import { plansApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

/**
 * The plan a list was opened for ("This plan's commitments"), by its name, with a way to drop it.
 * Without it the filter count said "1" while no field showed what was filtered.
 */
export function PlanFilter({
  planId,
  onClear,
  style,
}: {
  planId: string;
  onClear: () => void;
  style: CSSProperties;
}) {
  const { t } = useTranslation(NS);
  const plan = useApiQuery((signal) => plansApi.get(planId, signal), [planId]);
  return (
    <Form.Item label={t('fields.negotiationPlan')} style={style}>
      <Flex gap={8} wrap align="center">
        {plan.data ? (
          <Link to={`/commitments/negotiation_plan/${planId}`}>
            {plan.data.code} · {plan.data.title}
          </Link>
        ) : plan.problem ? (
          <Typography.Text type="secondary">{t('list.planFilterUnknown')}</Typography.Text>
        ) : null}
        <Button size="small" onClick={onClear}>
          {t('list.allPlans')}
        </Button>
      </Flex>
    </Form.Item>
  );
}

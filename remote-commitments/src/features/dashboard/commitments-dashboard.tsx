import { useState } from 'react';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, useCan } from '@conexoes/shared';
import {
  PageHeader,
  PeriodPicker,
  periodApiParams,
  periodSearchParams,
  readPeriod,
  useDatePattern,
  type CountedPeriod,
  type PeriodValue,
} from '@conexoes/shared/ui';
import { NS } from '../../i18n/register';
import { CommitmentsOverview } from './commitments-overview';
import { FirstTreatment } from './first-treatment';

type View = 'overview' | 'first-treatment';

/** /commitments: the commitments dashboard and the first-treatment one, for a period kept in the URL. */
export function CommitmentsDashboard({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const pattern = useDatePattern();
  const canAdd = useCan('customModules', 'add');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'first-treatment' ? 'first-treatment' : 'overview';
  const period = readPeriod(searchParams);
  const params = periodApiParams(period);
  // The days the view's data counted: Custom opens on them rather than on two empty fields.
  const [counted, setCounted] = useState<CountedPeriod | null>(null);
  const write = (value: PeriodValue, nextView: View) =>
    setSearchParams({
      ...periodSearchParams(value),
      ...(nextView === 'first-treatment' ? { view: nextView } : {}),
    });
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <Button onClick={() => navigate('/commitments/negotiation_plan')}>
              {t('dashboard.openPlans')}
            </Button>
            <Button onClick={() => navigate('/commitments/management')}>{t('dashboard.openList')}</Button>
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/commitments/management/new')}>
                {t('list.newCommitment')}
              </Button>
            ) : null}
          </>
        }
      />
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <Segmented<View>
          aria-label={t('dashboard.view')}
          value={view}
          onChange={(next) => write(period, next)}
          options={[
            { value: 'overview', label: t('dashboard.commitments') },
            { value: 'first-treatment', label: t('dashboard.firstTreatment') },
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <PeriodPicker
          value={period}
          onChange={(value) => write(value, view)}
          format={pattern}
          id="dashboard-period"
          counted={counted}
        />
        {period.from && period.to ? (
          <Typography.Text type="secondary">
            {t('dashboard.span', {
              from: formatDate(`${period.from}T12:00:00`),
              to: formatDate(`${period.to}T12:00:00`),
            })}
          </Typography.Text>
        ) : null}
      </Flex>
      {view === 'overview' ? (
        <CommitmentsOverview params={params} onCounted={setCounted} />
      ) : (
        <FirstTreatment params={params} onCounted={setCounted} />
      )}
    </>
  );
}

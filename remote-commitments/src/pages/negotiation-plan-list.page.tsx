import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { ExportMenu } from '@conexoes/shared/ui';
import { plansApi } from '../api/commitments.api';
import { PlanList, usePlanQuery } from '../features/plans/plan-list';
import { NS } from '../i18n/register';

export function NegotiationPlanListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('customModules', 'add');
  const { apiParams } = usePlanQuery();
  const { page: _page, size: _size, ...exportParams } = apiParams;
  return (
    <PlanList
      title={t('pages.negotiationPlanList')}
      actions={
        <>
          <ExportMenu
            fileName={t('list.plansFileName')}
            run={(format, onProgress) => plansApi.export(exportParams, format, onProgress)}
          />
          {canAdd ? (
            <Button type="primary" onClick={() => navigate('/commitments/negotiation_plan/new')}>
              {t('list.newPlan')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

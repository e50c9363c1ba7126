import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { ExportMenu } from '@conexoes/shared/ui';
import { commitmentsApi } from '../api/commitments.api';
import { CommitmentList, useCommitmentQuery } from '../features/commitments/commitment-list';
import { NS } from '../i18n/register';

export function ManagementListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('customModules', 'add');
  const { apiParams } = useCommitmentQuery();
  const { page: _page, size: _size, ...exportParams } = apiParams;
  return (
    <CommitmentList
      title={t('pages.managementList')}
      actions={
        <>
          <ExportMenu
            fileName={t('list.commitmentsFileName')}
            run={(format, onProgress) => commitmentsApi.export(exportParams, format, onProgress)}
          />
          {canAdd ? (
            <Button type="primary" onClick={() => navigate('/commitments/management/new')}>
              {t('list.newCommitment')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

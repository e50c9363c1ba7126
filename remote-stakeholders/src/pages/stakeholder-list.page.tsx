import { useCan } from '@conexoes/shared';
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ImportWizard } from '../features/import/import-wizard';
import { StakeholderList } from '../features/list/stakeholder-list';
import { NS } from '../i18n/register';

export function StakeholderListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('stakeholders', 'add');
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <StakeholderList
        title={t('pages.list')}
        refreshKey={refreshKey}
        actions={
          canAdd ? (
            <>
              <Button type="primary" onClick={() => navigate('/stakeholders/new')}>
                {t('list.new')}
              </Button>
              <Button onClick={() => setImporting(true)}>{t('list.import')}</Button>
            </>
          ) : null
        }
      />
      <ImportWizard
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => setRefreshKey((k) => k + 1)}
      />
    </>
  );
}

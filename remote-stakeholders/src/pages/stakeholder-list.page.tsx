import { useCan } from '@conexoes/shared';
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ImportWizard } from '../features/import/import-wizard';
import { StakeholderList } from '../features/list/stakeholder-list';
import { NS } from '../i18n/register';

export function StakeholderListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('stakeholders', 'add');
  const [params, setParams] = useSearchParams();
  // `?import=1` (the overview's getting-started guide) opens the import at once.
  const [importing, setImporting] = useState(() => canAdd && params.get('import') === '1');
  const closeImport = () => {
    setImporting(false);
    if (params.has('import'))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('import');
          return next;
        },
        { replace: true },
      );
  };
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
      <ImportWizard open={importing} onClose={closeImport} onImported={() => setRefreshKey((k) => k + 1)} />
    </>
  );
}

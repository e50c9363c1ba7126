import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { ExportMenu } from '../features/import-export/export-menu';
import { ImportDialog } from '../features/import-export/import-dialog';
import { InteractionList } from '../features/list/interaction-list';
import { ReportButton } from '../features/report/report-button';
import { NS } from '../i18n/register';

export function InteractionListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <InteractionList
        title={t('pages.list')}
        refreshKey={refreshKey}
        actions={
          <Space wrap>
            <ReportButton />
            <ExportMenu />
            {canAdd ? (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('importExport.import')}
              </Button>
            ) : null}
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/interactions/new')}>
                {t('list.new')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {canAdd ? (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => setRefreshKey((k) => k + 1)}
        />
      ) : null}
    </>
  );
}

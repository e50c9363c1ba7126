import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { ExportMenu } from '@conexoes/shared/ui';
import { interactionFilesApi } from '../api/interaction-files.api';
import { ImportDialog } from '../features/import-export/import-dialog';
import { InteractionList } from '../features/list/interaction-list';
import { ReportButton } from '../features/report/report-button';
import { NS } from '../i18n/register';
import { parseQuery, toApiParams } from '../lib/list-query';

export function InteractionListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [params] = useSearchParams();
  // The export is the list's whole result set, in its order: no paging.
  const { page: _page, size: _size, ...exportQuery } = toApiParams(parseQuery(params));
  return (
    <>
      <InteractionList
        title={t('pages.list')}
        refreshKey={refreshKey}
        actions={
          // Flex, not Space: a lazy part that draws nothing until its code arrives (decision 0010),
          // and the buttons came after the rows.
          <Flex gap={8} wrap>
            <ReportButton />
            <ExportMenu
              fileName={t('importExport.fileName')}
              run={(format, onProgress) => interactionFilesApi.export(exportQuery, format, onProgress)}
            />
            {canAdd ? (
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('importExport.import')}
              </Button>
            ) : null}
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/interactions/new')}>
                {t('list.new')}
              </Button>
            ) : null}
          </Flex>
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

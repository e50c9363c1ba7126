import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isProblem, newToastId, notify, problemMessageKey, saveDownload } from '@conexoes/shared';
import { interactionFilesApi, type ExportFormat } from '../../api/interaction-files.api';
import { NS } from '../../i18n/register';
import { parseQuery, toApiParams } from '../../lib/list-query';

/**
 * "Export": the list's current search and filters (every page, the list's order) as XLSX or CSV,
 * saved under the server's file name. A toast follows the work — in progress with a percentage, then
 * done or why it failed.
 */
export function ExportMenu() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const handleExport = async (format: ExportFormat) => {
    setBusy(true);
    const toastId = newToastId();
    notify.loading(t('importExport.exporting'), toastId);
    try {
      // The export is the whole result set: no paging.
      const { page: _page, size: _size, ...query } = toApiParams(parseQuery(params));
      const file = await interactionFilesApi.export(query, format, (percent) =>
        notify.loading(t('importExport.exportingPercent', { percent }), toastId),
      );
      saveDownload(file, `${t('importExport.fileName')}.${format}`);
      notify.success(t('importExport.exported'), toastId);
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)), toastId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('importExport.exportXlsx') },
          { key: 'csv', label: t('importExport.exportCsv') },
        ],
        onClick: ({ key }) => void handleExport(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('importExport.export')}
      </Button>
    </Dropdown>
  );
}

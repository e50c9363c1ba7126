import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isProblem,
  newToastId,
  notify,
  problemMessageKey,
  saveDownload,
  type DownloadedFile,
  type QueryValue,
} from '@conexoes/shared';
import type { ExportFormat } from '../api/commitments.api';
import { NS } from '../i18n/register';

export type ExportMenuProps = {
  /** The list's query without paging (the export is every row, in the list's order). */
  params: Record<string, QueryValue>;
  fileName: string;
  run: (
    params: Record<string, QueryValue>,
    format: ExportFormat,
    onProgress: (percent: number) => void,
  ) => Promise<DownloadedFile>;
};

/** "Export": the list's search and filters as XLSX or CSV; a toast follows the work. */
export function ExportMenu({ params, fileName, run }: ExportMenuProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const handleExport = async (format: ExportFormat) => {
    setBusy(true);
    const toastId = newToastId();
    notify.loading(t('list.exporting'), toastId);
    try {
      const file = await run(params, format, (percent) =>
        notify.loading(t('list.exportingPercent', { percent }), toastId),
      );
      saveDownload(file, `${fileName}.${format}`);
      notify.success(t('list.exported'), toastId);
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
          { key: 'xlsx', label: t('list.exportXlsx') },
          { key: 'csv', label: t('list.exportCsv') },
        ],
        onClick: ({ key }) => void handleExport(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('list.export')}
      </Button>
    </Dropdown>
  );
}

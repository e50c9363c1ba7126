import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, newToastId, notify, problemMessageKey, saveDownload } from '@conexoes/shared';
import { stakeholdersApi, type ExportFormat } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { toApiParams, type StakeholderQuery } from '../../lib/list-query';

export type ExportButtonProps = { query: StakeholderQuery };

/**
 * Downloads what the list shows (same search and filters, every page) as XLSX or CSV, under the
 * server's file name. A toast follows the work: in progress (with a percentage when the server says
 * the size), then done or failed, in place.
 */
export function ExportButton({ query }: ExportButtonProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);

  const handleExport = async (format: ExportFormat) => {
    setBusy(true);
    const toastId = newToastId();
    notify.loading(t('list.exporting'), toastId);
    try {
      const file = await stakeholdersApi.export(toApiParams(query, false), format, (percent) =>
        notify.loading(t('list.exportingPercent', { percent }), toastId),
      );
      saveDownload(file, `stakeholders.${format}`);
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
      <Button loading={busy}>{t('list.export')}</Button>
    </Dropdown>
  );
}

import { useState } from 'react';
import { Button, Dropdown, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, problemMessageKey, saveBlob } from '@conexoes/shared';
import { stakeholdersApi, type ExportFormat } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { toApiParams, type StakeholderQuery } from '../../lib/list-query';

export type ExportButtonProps = { query: StakeholderQuery };

/** Downloads what the list shows (same search and filters, every page) as XLSX or CSV. */
export function ExportButton({ query }: ExportButtonProps) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const handleExport = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const blob = await stakeholdersApi.export(toApiParams(query, false), format);
      saveBlob(blob, `stakeholders.${format}`);
    } catch (error) {
      message.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
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

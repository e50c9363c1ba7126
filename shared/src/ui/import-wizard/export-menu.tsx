import { useState } from 'react';
// No icon: @ant-design/icons is ESM-only in the shared package's jest run.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isProblem,
  newToastId,
  notify,
  problemMessageKey,
  saveDownload,
  type DownloadedFile,
} from '@conexoes/shared';
import type { FileFormat } from '@conexoes/shared';
import { MenuDropdown } from '../menu-dropdown';
import { IMPORT_NS } from './import-wizard.i18n';

/** The formats a list exports (and imports): the contract's. */
export type ExportFormat = FileFormat;

export type ExportMenuProps = {
  /** The file's name without its extension, in the reader's language. */
  fileName: string;
  /** Downloads the list's search and filters (every page, the list's order) in `format`. */
  run: (format: ExportFormat, onProgress: (percent: number) => void) => Promise<DownloadedFile>;
};

/**
 * "Export" on a register's list (stakeholders, interactions, commitments, plans): XLSX or CSV of what
 * the list shows. A toast follows the work — in progress with a percentage, then done or why it failed.
 */
export function ExportMenu({ fileName, run }: ExportMenuProps) {
  const { t } = useTranslation(IMPORT_NS);
  const [busy, setBusy] = useState(false);
  const handleExport = async (format: ExportFormat) => {
    setBusy(true);
    const toastId = newToastId();
    notify.loading(t('exportMenu.exporting'), toastId);
    try {
      const file = await run(format, (percent) =>
        notify.loading(t('exportMenu.exportingPercent', { percent }), toastId),
      );
      saveDownload(file, `${fileName}.${format}`);
      notify.success(t('exportMenu.exported'), toastId);
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)), toastId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuDropdown
      menu={{
        items: [
          { key: 'xlsx', label: t('exportMenu.exportXlsx') },
          { key: 'csv', label: t('exportMenu.exportCsv') },
        ],
        onClick: ({ key }) => void handleExport(key as ExportFormat),
      }}
    >
      <Button loading={busy}>{t('exportMenu.export')}</Button>
    </MenuDropdown>
  );
}

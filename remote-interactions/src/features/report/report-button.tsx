import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isProblem, newToastId, notify, problemMessageKey, saveDownload } from '@conexoes/shared';
import { interactionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';
import { parseQuery, toApiParams } from '../../lib/list-query';

/**
 * "Report (PDF)": the list's current search and filters (every page, the list's order) as the server's
 * PDF report, saved under the server's file name. A toast follows the work — being made, then done or
 * why it failed — and the button waits meanwhile.
 */
export function ReportButton() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const handleReport = async () => {
    setBusy(true);
    const toastId = newToastId();
    notify.loading(t('report.making'), toastId);
    try {
      // The report is the whole result set: no paging.
      const { page: _page, size: _size, ...query } = toApiParams(parseQuery(params));
      const file = await interactionsApi.report(query, (percent) =>
        notify.loading(t('report.downloading', { percent }), toastId),
      );
      saveDownload(file, t('report.fileName'));
      notify.success(t('report.done'), toastId);
    } catch (error) {
      const status = isProblem(error) ? error.status : 0;
      // 422: the filters themselves (a period that ends before it starts); else the usual words.
      notify.error(status === 422 ? t('report.invalid') : t(problemMessageKey(status)), toastId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<FilePdfOutlined aria-hidden />} loading={busy} onClick={() => void handleReport()}>
      {t('report.button')}
    </Button>
  );
}

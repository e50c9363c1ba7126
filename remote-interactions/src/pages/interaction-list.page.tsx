import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { ExportMenu } from '../features/import-export/export-menu';
import { InteractionList } from '../features/list/interaction-list';
import { ReportButton } from '../features/report/report-button';
import { NS } from '../i18n/register';

export function InteractionListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  return (
    <InteractionList
      title={t('pages.list')}
      actions={
        <Space wrap>
          <ReportButton />
          <ExportMenu />
          {canAdd ? (
            <Button type="primary" onClick={() => navigate('/interactions/new')}>
              {t('list.new')}
            </Button>
          ) : null}
        </Space>
      }
    />
  );
}

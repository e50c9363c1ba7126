import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@conexoes/shared';
import { InteractionList } from '../features/list/interaction-list';
import { NS } from '../i18n/register';

export function InteractionListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  return (
    <InteractionList
      title={t('pages.list')}
      actions={
        canAdd ? (
          <Button type="primary" onClick={() => navigate('/interactions/new')}>
            {t('list.new')}
          </Button>
        ) : null
      }
    />
  );
}

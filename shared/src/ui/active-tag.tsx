import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a record (an option, a topic, a user, a workspace…) is in use: "Active" in green, or "Inactive". */
export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  return active ? <Tag color="success">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag>;
}

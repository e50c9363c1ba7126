import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Whether a record (an option, a topic, a user, a workspace…) is in use: "Active" in green, or "Inactive".
 * `female` when the record's noun is feminine where the language agrees the adjective with it
 * ("pergunta ativa", "categoria ativa"; i18next's context: `active_female`).
 */
export function ActiveTag({ active, context }: { active: boolean; context?: 'female' }) {
  const { t } = useTranslation('common');
  return active ? (
    <Tag color="success">{t('active', { context })}</Tag>
  ) : (
    <Tag>{t('inactive', { context })}</Tag>
  );
}

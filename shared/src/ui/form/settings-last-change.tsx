import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, type SettingsChange } from '@conexoes/shared';
import { FORMS_NS } from './forms.i18n';

/**
 * Under a tenant's settings form: who last changed the settings and when ("Last changed by Ana Souza
 * on 02/12/2026 at 14:30", in the chosen date format and its clock); nothing while nobody has.
 */
export function SettingsLastChange({ changed }: { changed: SettingsChange | null | undefined }) {
  const { t } = useTranslation(FORMS_NS);
  if (!changed) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0 }}>
      {t('lastChanged', { name: changed.by, date: formatDate(changed.at), time: formatTime(changed.at) })}
    </Typography.Paragraph>
  );
}

import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  notify,
  useApiMutation,
  useApiQuery,
  type NotificationPreferences as Preferences,
} from '@conexoes/shared';
import { ProblemAlert, Loading } from '@conexoes/shared/ui';
import { notificationsApi, type NotificationsApi } from '../../api/notifications.api';
import { NS } from '../../i18n/register';

type Kind = keyof Preferences['email'];

export type NotificationPreferencesCardProps = { client?: NotificationsApi };

/**
 * /account's "Notifications" card: one switch per kind for e-mail. Each switch saves at once (the
 * whole set, as the API takes it) and confirms with a toast; a failure puts the switch back.
 */
export function NotificationPreferencesCard({ client = notificationsApi }: NotificationPreferencesCardProps) {
  const { t } = useTranslation(NS);
  const prefs = useApiQuery(() => client.preferences(), [client]);
  const save = useApiMutation(client.savePreferences);

  const toggle = async (kind: Kind, email: boolean) => {
    const current = prefs.data;
    if (!current) return;
    const next: Preferences = { email: { ...current.email, [kind]: email } };
    prefs.setData(next);
    const outcome = await save.run(next);
    if (!outcome.ok) {
      prefs.setData(current);
      return;
    }
    prefs.setData(outcome.data);
    notify.success(t('notifications.preferencesSaved'));
  };

  return (
    <Card title={t('notifications.preferences')}>
      <Typography.Paragraph type="secondary">{t('notifications.preferencesHint')}</Typography.Paragraph>
      <ProblemAlert problem={prefs.problem ?? save.problem} />
      {!prefs.data ? (
        prefs.loading && <Loading />
      ) : (
        <Flex vertical gap={12} role="group" aria-label={t('notifications.byEmail')}>
          <Typography.Text strong>{t('notifications.byEmail')}</Typography.Text>
          {/* The API answers every kind, in its order (no zod contract in this bundle for a list). */}
          {(Object.keys(prefs.data.email) as Kind[]).map((kind) => {
            const id = `notification-email-${kind}`;
            return (
              <Flex key={kind} justify="space-between" align="center" gap={12}>
                <label htmlFor={id} style={{ flex: 1, minWidth: 0 }}>
                  {t(`notifications.kinds.${kind}`)}
                </label>
                <Switch
                  id={id}
                  checked={prefs.data?.email[kind] ?? false}
                  disabled={save.pending}
                  onChange={(checked) => void toggle(kind, checked)}
                />
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}

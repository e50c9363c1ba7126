import { Button, Card, Flex, Form, Switch } from 'antd';
import { notify } from '@conexoes/shared';
import { useDashT } from '../lib/use-dash-t';
import { NOTIFICATION_CHANNELS as CHANNELS } from './account.data';
import { useAccountStore } from './account.store';

type NotificationValues = Record<string, boolean>;

/** Which news reach the person, by e-mail and in the app; kept when saved. */
export function NotificationsTab() {
  const t = useDashT();
  const notifications = useAccountStore((s) => s.notifications);
  const saveNotifications = useAccountStore((s) => s.saveNotifications);
  return (
    <Form<NotificationValues>
      name="notifications"
      layout="horizontal"
      initialValues={notifications}
      onFinish={(values) => {
        saveNotifications({ ...notifications, ...values });
        notify.success(t('account.notifications.saved'));
      }}
    >
      <Flex vertical gap={16}>
        {(Object.keys(CHANNELS) as Array<keyof typeof CHANNELS>).map((channel) => (
          <Card
            key={channel}
            size="small"
            title={<h3 className="dash-card-title">{t(`account.notifications.${channel}`)}</h3>}
          >
            {CHANNELS[channel].map((topic) => (
              <Form.Item
                key={topic}
                name={`${channel}.${topic}`}
                valuePropName="checked"
                label={t(`account.notifications.topics.${topic}`)}
                colon={false}
                className="account-switch"
              >
                <Switch />
              </Form.Item>
            ))}
          </Card>
        ))}
        <div>
          <Button type="primary" htmlType="submit">
            {t('account.save')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

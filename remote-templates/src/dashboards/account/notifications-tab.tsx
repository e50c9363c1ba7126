import { Button, Card, Flex, Form, Switch } from 'antd';
import { notify } from '@conexoes/shared';
import { useDashT } from '../lib/use-dash-t';

const CHANNELS = {
  email: ['interactions', 'commitments', 'digest'],
  app: ['mentions', 'deadlines', 'imports'],
} as const;

type NotificationValues = Record<string, boolean>;

const initial: NotificationValues = {
  'email.interactions': true,
  'email.commitments': true,
  'email.digest': false,
  'app.mentions': true,
  'app.deadlines': true,
  'app.imports': false,
};

/** Which news reach the person, by e-mail and in the app; kept when saved. */
export function NotificationsTab() {
  const t = useDashT();
  return (
    <Form<NotificationValues>
      name="notifications"
      layout="horizontal"
      initialValues={initial}
      onFinish={() => notify.success(t('account.notifications.saved'))}
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

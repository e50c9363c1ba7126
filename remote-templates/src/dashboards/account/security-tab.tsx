import { Button, Card, Flex, Form, Input, Switch, Typography } from 'antd';
import { notify } from '@conexoes/shared';
import { day } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { sessions } from './account.data';
import { useAccountStore } from './account.store';

type PasswordValues = { current: string; next: string; confirm: string };

/** At least 8 characters with a letter and a digit. */
const STRONG = /^(?=.*[A-Za-zÀ-ÿ])(?=.*\d).{8,}$/;

/** A new password (checked: strong, confirmed), two-step sign-in, and where the account is open. */
export function SecurityTab() {
  const t = useDashT();
  const [form] = Form.useForm<PasswordValues>();
  const twoFactor = useAccountStore((s) => s.twoFactor);
  const setTwoFactor = useAccountStore((s) => s.setTwoFactor);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.security.passwordTitle')}</h3>}>
        <Form<PasswordValues>
          name="password"
          form={form}
          layout="vertical"
          className="account-form"
          onFinish={() => {
            form.resetFields();
            notify.success(t('account.security.changed'));
          }}
        >
          <Form.Item
            name="current"
            label={t('account.security.current')}
            rules={[{ required: true, message: t('account.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="next"
            label={t('account.security.next')}
            extra={t('account.security.rule')}
            rules={[
              { required: true, message: t('account.required') },
              { pattern: STRONG, message: t('account.security.weak') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  value && value === getFieldValue('current')
                    ? Promise.reject(new Error(t('account.security.same')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('account.security.confirm')}
            dependencies={['next']}
            rules={[
              { required: true, message: t('account.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || value === getFieldValue('next')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.security.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('account.security.change')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.security.twoFactorTitle')}</h3>}>
        <Flex gap={12} align="center">
          <Switch
            id="two-factor"
            checked={twoFactor}
            onChange={(on) => {
              setTwoFactor(on);
              notify.success(t(on ? 'account.security.twoFactorOn' : 'account.security.twoFactorOff'));
            }}
          />
          <label htmlFor="two-factor">{t('account.security.twoFactor')}</label>
        </Flex>
      </Card>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.security.sessionsTitle')}</h3>}>
        <ul className="dash-list">
          {sessions.map((s) => (
            <li key={s.id}>
              <span>
                {s.device} · {s.city}
              </span>
              <Typography.Text type="secondary">
                {s.current ? t('account.security.thisDevice') : day(s.last)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      </Card>
    </Flex>
  );
}

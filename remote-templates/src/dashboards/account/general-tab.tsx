import { Button, Form, Input, Select } from 'antd';
import { notify, stateOptions } from '@conexoes/shared';
import { isValidPhone, maskPhone, searchable } from '@conexoes/shared/ui';
import { useDashT } from '../lib/use-dash-t';
import { useAccountStore, type Profile } from './account.store';

/** The account's profile: name, e-mail, phone and place, checked before it is kept. */
export function GeneralTab() {
  const t = useDashT();
  const [form] = Form.useForm<Profile>();
  const profile = useAccountStore((s) => s.profile);
  const saveProfile = useAccountStore((s) => s.saveProfile);
  const required = { required: true, whitespace: true, message: t('account.required') };
  return (
    <Form<Profile>
      name="profile"
      form={form}
      layout="vertical"
      initialValues={profile}
      className="account-form"
      onFinish={(values) => {
        saveProfile({ ...values, about: values.about ?? '' });
        notify.success(t('account.general.saved'));
      }}
    >
      <Form.Item name="name" label={t('account.general.name')} rules={[required, { max: 120 }]}>
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.general.email')}
        rules={[required, { type: 'email', message: t('account.emailInvalid') }]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('account.general.phone')}
        normalize={(value: string) => maskPhone(value)}
        rules={[
          {
            validator: (_, value: string) =>
              isValidPhone(value) ? Promise.resolve() : Promise.reject(new Error(t('account.phoneInvalid'))),
          },
        ]}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="uf" label={t('account.general.state')} rules={[required]}>
        <Select showSearch={searchable({ optionFilterProp: 'label' })} options={stateOptions()} />
      </Form.Item>
      <Form.Item name="city" label={t('account.general.city')} rules={[required]}>
        <Input autoComplete="address-level2" maxLength={120} />
      </Form.Item>
      <Form.Item
        name="about"
        label={t('account.general.about')}
        rules={[{ max: 300, message: t('account.tooLong', { max: 300 }) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('account.save')}
      </Button>
    </Form>
  );
}

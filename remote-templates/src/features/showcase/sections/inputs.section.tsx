import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { notify } from '@conexoes/shared';
import { isValidPhone, isValidPostalCode, maskPhone, maskPostalCode, STEPPERS } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

const CATEGORIES = ['community', 'government', 'ngo', 'business'] as const;
const TOPICS = ['water', 'dust', 'jobs', 'traffic', 'resettlement'] as const;

/** Money as Brazilians write it: R$ 1.234,56 (the field keeps the number). */
const brl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function InputsSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ kind: 'organization', influence: 3 }}
      onFinish={() => notify.success(t('demo.saved'))}
      style={{ display: 'contents' }}
    >
      <Example title={t('demo.groups.fields')}>
        <Form.Item
          name="name"
          label={t('demo.name')}
          rules={[
            { required: true, message: t('demo.nameRequired') },
            { min: 2, max: 200, message: t('demo.nameLength') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="kind" label={t('demo.kind')}>
          <Radio.Group
            options={[
              { value: 'person', label: t('demo.person') },
              { value: 'organization', label: t('demo.organization') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('demo.category')}
          rules={[{ required: true, message: t('demo.categoryRequired') }]}
        >
          <Select options={CATEGORIES.map((c) => ({ value: c, label: t(`demo.categories.${c}`) }))} />
        </Form.Item>
        <Form.Item name="topics" label={t('demo.topics')}>
          <Select
            mode="multiple"
            options={TOPICS.map((c) => ({ value: c, label: t(`demo.topicList.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="notes" label={t('demo.notes')}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
      </Example>
      <Example title={t('demo.groups.brazil')}>
        <Form.Item
          name="email"
          label={t('demo.email')}
          rules={[{ type: 'email', message: t('demo.emailInvalid') }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('demo.phone')}
          normalize={(value: string) => maskPhone(value)}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isValidPhone(value) ? Promise.resolve() : Promise.reject(new Error(t('demo.phoneInvalid'))),
            },
          ]}
        >
          <Input inputMode="tel" placeholder="(31) 98765-4321" />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label={t('demo.postalCode')}
          normalize={(value: string) => maskPostalCode(value)}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isValidPostalCode(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('demo.postalCodeInvalid'))),
            },
          ]}
        >
          <Input inputMode="numeric" placeholder="35400-000" />
        </Form.Item>
        <Form.Item name="amount" label={t('demo.amount')}>
          <InputNumber<number>
            controls={STEPPERS}
            min={0}
            style={{ width: '100%' }}
            formatter={(value) =>
              value === undefined || value === null || String(value) === '' ? '' : brl.format(Number(value))
            }
            parser={(text) => Number((text ?? '').replace(/\./g, '').replace(',', '.'))}
          />
        </Form.Item>
      </Example>
      <Example title={t('demo.groups.scales')}>
        <Form.Item name="influence" label={t('demo.influence')}>
          <Radio.Group
            optionType="button"
            options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))}
          />
        </Form.Item>
        <Form.Item name="followUp" label={t('demo.followUp')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="consent" valuePropName="checked">
          <Checkbox>{t('demo.consent')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('demo.save')}
        </Button>
      </Example>
    </Form>
  );
}

export default InputsSection;

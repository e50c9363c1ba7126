import { useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Form, Input, Radio, Result, Select } from 'antd';
import { notify } from '@conexoes/shared';
import { PageHeader, isValidPhone, maskPhone } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GENERAL_NS } from './general.i18n';
import { PERIODS, PLANS, brl, isPlan, priceFor, type Period, type Plan } from './plans';
import './general.css';

type CheckoutValues = {
  plan: Plan;
  period: Period;
  name: string;
  email: string;
  organization: string;
  phone: string;
  terms: boolean;
};

/** /checkout: the chosen plan, who is buying, a summary — and a confirmation; no payment is taken. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation(GENERAL_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CheckoutValues>();
  const [placed, setPlaced] = useState<CheckoutValues | null>(null);
  const plan = (Form.useWatch('plan', form) ?? 'standard') as Plan;
  const period = (Form.useWatch('period', form) ?? 'monthly') as Period;
  const planName = (p: Plan) => t(`pricing.plans.${p}.name`);
  const required = { required: true, whitespace: true, message: t('checkout.required') };

  if (placed) {
    return (
      <>
        <PageHeader title={t('checkout.title')} />
        <Card className="general-form-card">
          <Result
            status="success"
            title={t('checkout.done')}
            subTitle={t('checkout.doneText', {
              name: placed.name,
              plan: planName(placed.plan),
              period: t(`pricing.periods.${placed.period}`),
              email: placed.email,
            })}
            extra={<Button onClick={() => navigate('/pricing')}>{t('checkout.again')}</Button>}
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('checkout.title')} />
      <div className="general-checkout">
        <Card className="general-form-card">
          <p>{t('checkout.subtitle')}</p>
          <Form<CheckoutValues>
            form={form}
            layout="vertical"
            initialValues={{
              plan: isPlan(params.get('plan')) ? params.get('plan') : 'standard',
              period: params.get('period') === 'yearly' ? 'yearly' : 'monthly',
              terms: false,
            }}
            onFinish={(values) => {
              notify.success(t('checkout.done'));
              setPlaced(values);
            }}
          >
            <Form.Item name="plan" label={t('checkout.plan')}>
              <Select options={PLANS.map((p) => ({ value: p, label: planName(p) }))} />
            </Form.Item>
            <Form.Item name="period" label={t('checkout.period')}>
              <Radio.Group options={PERIODS.map((p) => ({ value: p, label: t(`pricing.periods.${p}`) }))} />
            </Form.Item>
            <Form.Item name="name" label={t('checkout.name')} rules={[required]}>
              <Input autoComplete="name" maxLength={120} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('checkout.email')}
              rules={[required, { type: 'email', message: t('checkout.emailInvalid') }]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="organization" label={t('checkout.organization')} rules={[required]}>
              <Input autoComplete="organization" maxLength={160} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('checkout.phone')}
              normalize={(value: string) => maskPhone(value)}
              rules={[
                required,
                {
                  validator: (_, value: string) =>
                    isValidPhone(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('checkout.phoneInvalid'))),
                },
              ]}
            >
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
            <Form.Item
              name="terms"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, value: boolean) =>
                    value ? Promise.resolve() : Promise.reject(new Error(t('checkout.termsRequired'))),
                },
              ]}
            >
              <Checkbox>{t('checkout.terms')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('checkout.submit')}
            </Button>
          </Form>
        </Card>
        <Card title={t('checkout.summary')} className="general-summary">
          <Descriptions
            column={1}
            items={[
              { key: 'plan', label: t('checkout.plan'), children: planName(plan) },
              { key: 'period', label: t('checkout.period'), children: t(`pricing.periods.${period}`) },
              {
                key: 'total',
                label: t('checkout.total'),
                children: brl(priceFor(plan, period), i18n.language),
              },
            ]}
          />
        </Card>
      </div>
    </>
  );
}

export default CheckoutPage;

import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { notify } from '@conexoes/shared';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { StatusTag } from '../blocks/status-tag';
import { day, money } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { daysAgo } from '../lib/calendar';
import { bills, PLANS, type Bill, type Plan } from './account.data';
import { useAccountStore, type Billing } from './account.store';

const digits = (value: string) => value.replace(/\D/g, '');
/** CNPJ as typed: 00.000.000/0000-00. */
const maskCnpj = (value: string) => {
  const d = digits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
};

/** The plan, the billing details (checked), and the bills paid so far. */
export function BillingTab() {
  const t = useDashT();
  const plan = useAccountStore((s) => s.plan);
  const changePlan = useAccountStore((s) => s.changePlan);
  const billing = useAccountStore((s) => s.billing);
  const saveBilling = useAccountStore((s) => s.saveBilling);
  const [chosen, setChosen] = useState<Plan>(plan);
  const columns: DataColumn<Bill>[] = [
    { key: 'number', title: t('account.billing.number'), text: (b) => b.number, sortValue: (b) => b.number },
    { key: 'date', title: t('account.billing.date'), text: (b) => day(b.date), sortValue: (b) => b.date },
    {
      key: 'amount',
      title: t('account.billing.amount'),
      text: (b) => money(b.amount),
      sortValue: (b) => b.amount,
      align: 'right',
    },
    {
      key: 'status',
      title: t('account.billing.status'),
      text: (b) => t(b.paid ? 'account.billing.paid' : 'account.billing.open'),
      render: (b) => (
        <StatusTag tone={b.paid ? 'good' : 'warn'}>
          {t(b.paid ? 'account.billing.paid' : 'account.billing.open')}
        </StatusTag>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.billing.planTitle')}</h3>}>
        <Typography.Paragraph>
          {t('account.billing.current', {
            plan: t(`account.billing.plans.${plan}`),
            price: money(PLANS[plan], 0),
            date: day(daysAgo(-27)),
          })}
        </Typography.Paragraph>
        <Radio.Group
          aria-label={t('account.billing.planTitle')}
          value={chosen}
          onChange={(e) => setChosen(e.target.value as Plan)}
          options={(Object.keys(PLANS) as Plan[]).map((p) => ({
            value: p,
            label: `${t(`account.billing.plans.${p}`)} · ${t('account.billing.perMonth', { price: money(PLANS[p], 0) })}`,
          }))}
        />
        <div style={{ marginTop: 12 }}>
          <Button
            disabled={chosen === plan}
            onClick={() => {
              changePlan(chosen);
              notify.success(
                t('account.billing.planChanged', { plan: t(`account.billing.plans.${chosen}`) }),
              );
            }}
          >
            {t('account.billing.changePlan')}
          </Button>
        </div>
      </Card>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.billing.detailsTitle')}</h3>}>
        <Form<Billing>
          name="billing"
          layout="vertical"
          className="account-form"
          initialValues={billing}
          onFinish={(values) => {
            saveBilling(values);
            notify.success(t('account.billing.saved'));
          }}
        >
          <Form.Item
            name="company"
            label={t('account.billing.company')}
            rules={[{ required: true, whitespace: true, message: t('account.required') }]}
          >
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
          <Form.Item
            name="cnpj"
            label={t('account.billing.cnpj')}
            normalize={(value: string) => maskCnpj(value)}
            rules={[
              { required: true, message: t('account.required') },
              {
                validator: (_, value: string) =>
                  digits(value ?? '').length === 14
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.billing.cnpjInvalid'))),
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('account.billing.email')}
            rules={[
              { required: true, message: t('account.required') },
              { type: 'email', message: t('account.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('account.save')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.billing.historyTitle')}</h3>}>
        <DataTable
          rows={bills}
          columns={columns}
          label={t('account.billing.historyTitle')}
          searchLabel={t('account.billing.search')}
          pageSize={6}
        />
      </Card>
    </Flex>
  );
}

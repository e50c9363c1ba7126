import { useState } from 'react';
import { Button, Card, Form, Input, Result, Select } from 'antd';
import { notify } from '@conexoes/shared';
import { PageHeader } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { GENERAL_NS } from './general.i18n';
import './general.css';

const TOPICS = ['sales', 'support', 'partnership'] as const;
type ContactValues = { name: string; email: string; topic: (typeof TOPICS)[number]; message: string };

/** /contact: a message to the team, checked field by field, then a confirmation (nothing is sent). */
export function ContactPage() {
  const { t } = useTranslation(GENERAL_NS);
  const [form] = Form.useForm<ContactValues>();
  const [sent, setSent] = useState<ContactValues | null>(null);
  return (
    <>
      <PageHeader title={t('contact.title')} />
      <Card className="general-form-card">
        {sent ? (
          <Result
            status="success"
            title={t('contact.done')}
            subTitle={t('contact.doneText', { name: sent.name, email: sent.email })}
            extra={
              <Button
                onClick={() => {
                  form.resetFields();
                  setSent(null);
                }}
              >
                {t('contact.again')}
              </Button>
            }
          />
        ) : (
          <Form<ContactValues>
            form={form}
            layout="vertical"
            initialValues={{ topic: 'sales' }}
            onFinish={(values) => {
              notify.success(t('contact.done'));
              setSent(values);
            }}
          >
            <p>{t('contact.subtitle')}</p>
            <Form.Item
              name="name"
              label={t('contact.name')}
              rules={[{ required: true, whitespace: true, message: t('contact.required') }]}
            >
              <Input autoComplete="name" maxLength={120} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('contact.email')}
              rules={[
                { required: true, message: t('contact.required') },
                { type: 'email', message: t('contact.emailInvalid') },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="topic" label={t('contact.topic')}>
              <Select
                options={TOPICS.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="message"
              label={t('contact.message')}
              rules={[
                { required: true, whitespace: true, message: t('contact.required') },
                { min: 20, message: t('contact.messageShort') },
              ]}
            >
              <Input.TextArea rows={5} maxLength={4000} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('contact.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}

export default ContactPage;

import { Button, Form, Input, Select, Typography } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from './chat.i18n';
import type { Contact } from './chat.model';
import { useChatStore } from './chat.store';

type NewThreadForm = { contactIds: string[]; body: string };

export type NewThreadProps = {
  contacts: Contact[];
  initialContactIds: string[];
  onSent: (threadId: string) => void;
};

/** The composer of a new conversation: one or more contacts and a first message. */
export function NewThread({ contacts, initialContactIds, onSent }: NewThreadProps) {
  const { t } = useTranslation(CHAT_NS);
  const [form] = Form.useForm<NewThreadForm>();
  return (
    <section className="chat-thread-view" aria-labelledby="chat-new-title">
      <Typography.Title level={2} id="chat-new-title" style={{ fontSize: 16 }}>
        {t('newThread')}
      </Typography.Title>
      <Form<NewThreadForm>
        form={form}
        layout="vertical"
        initialValues={{ contactIds: initialContactIds, body: '' }}
        onFinish={({ contactIds, body }) => {
          const id = useChatStore.getState().startThread(contactIds, body.trim());
          notify.success(t('sent'));
          onSent(id);
        }}
      >
        <Form.Item
          name="contactIds"
          label={t('recipients')}
          rules={[{ required: true, type: 'array', min: 1, message: t('chooseRecipients') }]}
        >
          <Select
            mode="multiple"
            placeholder={t('recipientsPlaceholder')}
            optionFilterProp="label"
            options={contacts.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('message')}
          rules={[{ required: true, whitespace: true, message: t('emptyMessage') }]}
        >
          <Input.TextArea rows={3} placeholder={t('messagePlaceholder')} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('send')}
        </Button>
      </Form>
    </section>
  );
}

import { Form, Input, Modal } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { MAIL_NS } from './mail.i18n';
import { useMailStore } from './mail.store';

type ComposeForm = { to: string; subject: string; body: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const addresses = (text: string) =>
  text
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

/** A new email: recipients (checked one by one), subject, message; it lands under Sent. */
export function ComposeDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation(MAIL_NS);
  const [form] = Form.useForm<ComposeForm>();
  return (
    <Modal open title={t('newMessage')} onCancel={onClose} onOk={() => form.submit()} okText={t('send')}>
      <Form<ComposeForm>
        form={form}
        layout="vertical"
        initialValues={{ to: '', subject: '', body: '' }}
        onFinish={({ to, subject, body }) => {
          useMailStore.getState().send(
            {
              to: addresses(to).map((email) => ({ name: '', email })),
              subject: subject.trim() || t('noSubject'),
              body: body.trim(),
            },
            t('seed.me'),
          );
          notify.success(t('sent'));
          onSent();
        }}
      >
        <Form.Item
          name="to"
          label={t('recipients')}
          extra={t('recipientsHelp')}
          rules={[
            {
              validator: (_, value: string) => {
                const list = addresses(value ?? '');
                if (list.length === 0) return Promise.reject(new Error(t('recipientsRequired')));
                const wrong = list.find((a) => !EMAIL.test(a));
                return wrong
                  ? Promise.reject(new Error(t('recipientsInvalid', { address: wrong })))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus inputMode="email" />
        </Form.Item>
        <Form.Item name="subject" label={t('subject')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('body')}
          rules={[{ required: true, whitespace: true, message: t('bodyRequired') }]}
        >
          <Input.TextArea rows={6} maxLength={10000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

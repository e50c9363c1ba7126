import { Form, Input, Modal, Select } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { MAIL_NS } from './mail.i18n';
import { LABEL_COLORS, type LabelColor } from './mail.model';
import { useMailStore } from './mail.store';

/** A new custom label: name and colour. */
export function LabelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(MAIL_NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ name: string; color: LabelColor }>();
  return (
    <Modal open title={t('newLabel')} onCancel={onClose} onOk={() => form.submit()} okText={tc('save')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: '', color: 'blue' }}
        onFinish={({ name, color }) => {
          useMailStore.getState().createLabel(name.trim(), color);
          notify.success(t('labelCreated', { name: name.trim() }));
          onClose();
        }}
      >
        <Form.Item
          name="name"
          label={t('labelName')}
          rules={[{ required: true, whitespace: true, message: t('labelRequired') }]}
        >
          <Input maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item name="color" label={t('labelColor')}>
          <Select options={LABEL_COLORS.map((c) => ({ value: c, label: t(`labelColors.${c}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';

export type ColumnNameDialogProps = {
  title: string;
  initialName?: string;
  onCancel: () => void;
  onSubmit: (name: string) => void;
};

/** Asks for a column's name (to create or rename it); mounted while it is open. */
export function ColumnNameDialog({ title, initialName = '', onCancel, onSubmit }: ColumnNameDialogProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={tc('save')}
      cancelText={tc('cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={({ name }) => onSubmit(name.trim())}
      >
        <Form.Item
          name="name"
          label={t('column.newName')}
          rules={[{ required: true, whitespace: true, message: tc('required') }]}
        >
          <Input maxLength={80} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

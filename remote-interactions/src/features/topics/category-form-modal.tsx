import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, notify, problemMessageKey, type TopicCategory, odsLabel } from '@conexoes/shared';
import { ProblemAlert, useServerForm, wrappedOption, searchable } from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { NS } from '../../i18n/register';
import { useTopicsStore } from '../../stores/topics.store';

type CategoryValues = { name: string; description?: string; ods: number[]; active: boolean };

const FIELDS = ['name', 'description', 'ods', 'active'];

export type CategoryFormModalProps = {
  /** The category to edit, 'new' to create one, null when closed. */
  category: TopicCategory | 'new' | null;
  onClose: () => void;
  onSaved: (category: TopicCategory) => void;
};

/** Create or edit a topic category, with the UN goals (ODS) it serves. */
export function CategoryFormModal({ category, onClose, onSaved }: CategoryFormModalProps) {
  const { t, i18n } = useTranslation(NS);
  const [form] = Form.useForm<CategoryValues>();
  const ods = useTopicsStore((s) => s.ods);
  const loadOds = useTopicsStore((s) => s.loadOds);
  const loadCategories = useTopicsStore((s) => s.loadCategories);
  const [saving, setSaving] = useState(false);
  // A duplicate name is a 409 without a path: it belongs under the name.
  const server = useServerForm(form, { fields: FIELDS, conflictField: 'name' });
  const { clear } = server;

  useEffect(() => {
    loadOds().catch(() => undefined);
  }, [loadOds]);

  useEffect(() => {
    if (category === null) return;
    clear();
    form.resetFields();
    form.setFieldsValue(
      category === 'new'
        ? { name: '', description: undefined, ods: [], active: true }
        : {
            name: category.name,
            description: category.description ?? undefined,
            ods: category.ods,
            active: category.active,
          },
    );
  }, [category, form, clear]);

  const handleFinish = async (values: CategoryValues) => {
    setSaving(true);
    const body = {
      name: values.name.trim(),
      description: values.description?.trim() || null,
      ods: [...values.ods].sort((a, b) => a - b),
      active: values.active,
    };
    try {
      const saved =
        category && category !== 'new'
          ? await topicsApi.categories.update(category.id, body)
          : await topicsApi.categories.create(body);
      void loadCategories(true).catch(() => undefined);
      server.confirm(t(category === 'new' ? 'categories.created' : 'categories.saved'));
      onSaved(saved);
    } catch (error) {
      if (isProblem(error)) server.showProblem(error);
      else notify.error(t(problemMessageKey(0)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={category !== null}
      title={category === 'new' ? t('categories.new') : t('categories.edit')}
      onCancel={() => {
        server.clear();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      forceRender
    >
      <ProblemAlert problem={server.problem} />
      <Form<CategoryValues>
        form={form}
        layout="vertical"
        onFinishFailed={server.showInvalid}
        onFinish={handleFinish}
      >
        <Form.Item
          label={t('categories.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('common:required') },
            { min: 2, max: 120, message: t('topics.nameLength') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('categories.ods')} name="ods" extra={t('categories.odsHelp')}>
          <Select<number[]>
            mode="multiple"
            allowClear
            showSearch={searchable({ optionFilterProp: 'label' })}
            optionRender={wrappedOption}
            loading={!ods}
            options={(ods ?? []).map((o) => ({ value: o.number, label: odsLabel(o, i18n.language) }))}
          />
        </Form.Item>
        <Form.Item label={t('categories.description')} name="description" rules={[{ max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('common:active')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, problemMessageKey, type Problem, toFieldErrors, useCan } from '@conexoes/shared';
import { optionsApi } from '../api/options.api';
import type { Option, OptionInput } from '../api/stakeholder.types';
import { NS } from '../i18n/register';
import { useOptionsStore } from '../stores/options.store';
import { ProblemAlert } from './problem-alert';

type EntryValues = { code: string; labelPtBr: string; labelEn: string; sortOrder: number; active: boolean };

const ENTRY_FIELDS = new Set(['code', 'labelPtBr', 'labelEn', 'sortOrder', 'active']);

export type OptionListEditorProps = {
  list: string;
  /** Per-row extra content (e.g. the choices of an additional field). */
  expandedRow?: (option: Option) => ReactNode;
  addLabel?: string;
};

/** Add, edit, deactivate and reactivate the entries of one option list. */
export function OptionListEditor({ list, expandedRow, addLabel }: OptionListEditorProps) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const canAdd = useCan('configurations', 'add');
  const canEdit = useCan('configurations', 'edit');
  const invalidate = useOptionsStore((s) => s.invalidate);
  const [items, setItems] = useState<Option[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [editing, setEditing] = useState<Option | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EntryValues>();

  const load = useCallback(() => {
    optionsApi.search([list]).then(
      (page) =>
        setItems([...page.items].sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label))),
      (error: unknown) => setProblem(isProblem(error) ? error : null),
    );
  }, [list]);
  useEffect(load, [load]);

  const save = async (body: OptionInput) => {
    const saved = await optionsApi.save(body);
    invalidate(list);
    load();
    return saved;
  };

  const openEditor = (option: Option | 'new') => {
    setEditing(option);
    form.resetFields();
    form.setFieldsValue(
      option === 'new'
        ? { code: '', labelPtBr: '', labelEn: '', sortOrder: (items?.length ?? 0) * 10, active: true }
        : option,
    );
  };

  const handleSubmit = async (values: EntryValues) => {
    setSaving(true);
    try {
      await save({ ...values, list, ...(editing && editing !== 'new' ? { id: editing.id } : {}) });
      message.success(t('common:saved'));
      setEditing(null);
    } catch (error) {
      const p = isProblem(error) ? error : null;
      if (p?.errors?.length) form.setFields(toFieldErrors<typeof form>(p, ENTRY_FIELDS).fields);
      else message.error(t(problemMessageKey(p?.status ?? 0)));
    } finally {
      setSaving(false);
    }
  };

  const handleToggle = async (option: Option) => {
    try {
      const { id, code, labelPtBr, labelEn, sortOrder } = option;
      await save({ id, list, code, labelPtBr, labelEn, sortOrder, active: !option.active });
    } catch (error) {
      message.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    }
  };

  const columns: TableColumnsType<Option> = [
    { key: 'labelPtBr', dataIndex: 'labelPtBr', title: t('config.labelPtBr') },
    { key: 'labelEn', dataIndex: 'labelEn', title: t('config.labelEn'), responsive: ['sm'] },
    { key: 'code', dataIndex: 'code', title: t('config.code'), responsive: ['md'] },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('config.status'),
      render: (active: boolean) =>
        active ? <Tag color="green">{t('common:active')}</Tag> : <Tag>{t('common:inactive')}</Tag>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, option: Option) => (
              <Flex gap={4} wrap>
                <Button
                  size="small"
                  onClick={() => openEditor(option)}
                  aria-label={t('config.editEntry', { name: option.label })}
                >
                  {t('common:edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void handleToggle(option)}
                  aria-label={t(option.active ? 'config.deactivateEntry' : 'config.activateEntry', {
                    name: option.label,
                  })}
                >
                  {option.active ? t('config.deactivate') : t('config.activate')}
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ProblemAlert problem={problem} />
      {canAdd ? (
        <Button type="primary" onClick={() => openEditor('new')} style={{ marginBottom: 12 }}>
          {addLabel ?? t('config.add')}
        </Button>
      ) : null}
      <Table<Option>
        rowKey="id"
        size="small"
        loading={items === null && !problem}
        columns={columns}
        dataSource={items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={expandedRow ? { expandedRowRender: expandedRow } : undefined}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? (addLabel ?? t('config.add')) : t('config.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        forceRender
      >
        <Form<EntryValues> form={form} layout="vertical" onFinish={handleSubmit}>
          <Form.Item
            label={t('config.labelPtBr')}
            name="labelPtBr"
            rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 120 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('config.labelEn')}
            name="labelEn"
            rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 120 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('config.code')}
            name="code"
            extra={t('config.codeHelp')}
            rules={[
              { required: true, message: t('common:required') },
              { pattern: /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/, message: t('config.codeInvalid') },
              { max: 60 },
            ]}
          >
            {/* The code is what records store: fixed once created. */}
            <Input disabled={editing !== 'new'} autoComplete="off" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label={t('config.sortOrder')} name="sortOrder">
              <InputNumber min={0} max={10000} />
            </Form.Item>
            <Form.Item label={t('common:active')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </>
  );
}

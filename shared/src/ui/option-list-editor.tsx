import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, isProblem, toFieldErrors } from '../api';
import type { Option, OptionInput, Page, Problem } from '../contract';
import { problemMessageKey } from '../i18n';
import { useCan } from '../stores';
import { OPTION_LISTS_NS } from './option-lists.i18n';
import { ProblemAlert } from './problem-alert';

type EntryValues = { code: string; labelPtBr: string; labelEn: string; sortOrder: number; active: boolean };

const ENTRY_FIELDS = new Set(['code', 'labelPtBr', 'labelEn', 'sortOrder', 'active']);

export type OptionListEditorProps = {
  list: string;
  /** Per-row extra content (e.g. the choices of an additional field). */
  expandedRow?: (option: Option) => ReactNode;
  addLabel?: string;
  /** Called after an entry of `list` was saved (e.g. to drop a cached copy of the list). */
  onSaved?: (list: string) => void;
};

// SPEC §7 "Options": full records of one list (active or not), and create-or-update by `id`.
const searchList = (list: string) =>
  api.get<Page<Option>>('options/search', { params: { codes: list, size: 100 } });
const saveEntry = (body: OptionInput) => api.post<Option>('options', body);

/** Add, edit, deactivate and reactivate the entries of one option list. */
export function OptionListEditor({ list, expandedRow, addLabel, onSaved }: OptionListEditorProps) {
  const { t } = useTranslation(OPTION_LISTS_NS);
  const { message } = App.useApp();
  const canAdd = useCan('configurations', 'add');
  const canEdit = useCan('configurations', 'edit');
  const [items, setItems] = useState<Option[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [editing, setEditing] = useState<Option | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EntryValues>();

  const load = useCallback(() => {
    searchList(list).then(
      (page) =>
        setItems([...page.items].sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label))),
      (error: unknown) => setProblem(isProblem(error) ? error : null),
    );
  }, [list]);
  useEffect(load, [load]);

  const save = async (body: OptionInput) => {
    const saved = await saveEntry(body);
    onSaved?.(list);
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
    { key: 'labelPtBr', dataIndex: 'labelPtBr', title: t('labelPtBr') },
    { key: 'labelEn', dataIndex: 'labelEn', title: t('labelEn'), responsive: ['sm'] },
    { key: 'code', dataIndex: 'code', title: t('code'), responsive: ['md'] },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('status'),
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
                  aria-label={t('editEntry', { name: option.label })}
                >
                  {t('common:edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void handleToggle(option)}
                  aria-label={t(option.active ? 'deactivateEntry' : 'activateEntry', {
                    name: option.label,
                  })}
                >
                  {option.active ? t('deactivate') : t('activate')}
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
          {addLabel ?? t('add')}
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
        title={editing === 'new' ? (addLabel ?? t('add')) : t('edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        forceRender
      >
        <Form<EntryValues> form={form} layout="vertical" onFinish={handleSubmit}>
          <Form.Item
            label={t('labelPtBr')}
            name="labelPtBr"
            rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 120 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('labelEn')}
            name="labelEn"
            rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 120 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('code')}
            name="code"
            extra={t('codeHelp')}
            rules={[
              { required: true, message: t('common:required') },
              { pattern: /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/, message: t('codeInvalid') },
              { max: 60 },
            ]}
          >
            {/* The code is what records store: fixed once created. */}
            <Input disabled={editing !== 'new'} autoComplete="off" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label={t('sortOrder')} name="sortOrder">
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

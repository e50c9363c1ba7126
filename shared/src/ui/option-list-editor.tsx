import { useState, type ReactNode } from 'react';
import { Button, Flex, Form, Grid, Input, Modal, Switch, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveTag } from './active-tag';
import {
  isProblem,
  notify,
  optionsApi,
  problemMessageKey,
  useApiQuery,
  useCan,
  type Option,
  type OptionList,
} from '@conexoes/shared';
import { useServerForm } from './form/use-server-form';
import { OPTION_LISTS_NS } from './option-lists.i18n';
import { ProblemAlert } from './problem-alert';
import { useTableFits } from './table-fits';

type EntryValues = {
  code: string;
  labelPtBr: string;
  labelEn: string;
  labelEs: string | null;
  labelDe: string | null;
  active: boolean;
};

const ENTRY_FIELDS = ['code', 'labelPtBr', 'labelEn', 'labelEs', 'labelDe', 'active'];
/** Below this width of its box the list reads as cards (a phone; decision 0049). */
const CARDS_BELOW = 600;
/**
 * The codes get a column from this width of the box. In German the three labels, the code, the status
 * and the buttons need ~730 px even wrapped, and a 1,024 px screen leaves the box 716 (800 px: 768):
 * the table scrolled sideways there, its status and buttons past the edge. The code is in the dialog.
 */
const CODE_COLUMN_FROM = 900;
// Orders are spaced so one entry can later be placed between two others with a single save.
const ORDER_STEP = 10;

export type OptionListEditorProps = {
  list: OptionList;
  /** Per-row extra content (e.g. the choices of an additional field). */
  expandedRow?: (option: Option) => ReactNode;
  addLabel?: string;
  /** Called after an entry of `list` was saved (e.g. to drop a cached copy of the list). */
  onSaved?: (list: OptionList) => void;
};

const byOrder = (a: Option, b: Option) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label);

/** List, add, edit, reorder, deactivate and reactivate the entries of one option list. */
export function OptionListEditor({ list, expandedRow, addLabel, onSaved }: OptionListEditorProps) {
  const { t, i18n } = useTranslation(OPTION_LISTS_NS);
  const canAdd = useCan('configurations', 'add');
  const canEdit = useCan('configurations', 'edit');
  const screens = Grid.useBreakpoint();
  const { ref: tableBox, fits, width } = useTableFits(CARDS_BELOW, 'sm');
  const narrow = !fits;
  // Until the box is measured (and in jsdom) the screen decides.
  const codeColumn = width ? width >= CODE_COLUMN_FROM : Boolean(screens.xl);
  const entries = useApiQuery((signal) => optionsApi.search([list], {}, signal), [list]);
  const items = entries.data ? [...entries.data.items].sort(byOrder) : null;
  const [editing, setEditing] = useState<Option | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<EntryValues>();
  const server = useServerForm(form, { fields: ENTRY_FIELDS, conflictField: 'code' });

  const saved = (text: string) => {
    onSaved?.(list);
    entries.reload();
    server.confirm(text);
  };
  const failed = (error: unknown) => notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));

  const openEditor = (option: Option | 'new') => {
    setEditing(option);
    server.clear();
    form.resetFields();
    form.setFieldsValue(
      option === 'new'
        ? { code: '', labelPtBr: '', labelEn: '', labelEs: '', labelDe: '', active: true }
        : option,
    );
  };

  const handleSubmit = async (values: EntryValues) => {
    setSaving(true);
    const current = editing && editing !== 'new' ? editing : null;
    const last = items?.at(-1)?.sortOrder ?? 0;
    try {
      const entry = await optionsApi.save({
        ...values,
        // An empty Spanish or German label is none: the English one is shown instead.
        labelEs: values.labelEs?.trim() || null,
        labelDe: values.labelDe?.trim() || null,
        list,
        sortOrder: current ? current.sortOrder : items?.length ? last + ORDER_STEP : 0,
        ...(current ? { id: current.id } : {}),
      });
      setEditing(null);
      // Named, so the toast says which entry (and needs no grammatical gender of the entry's own word).
      saved(t(current ? 'saved' : 'created', { name: entry.label }));
    } catch (error) {
      if (isProblem(error)) server.showProblem(error);
      else failed(error);
    } finally {
      setSaving(false);
    }
  };

  const entryInput = (option: Option) => ({
    id: option.id,
    list,
    code: option.code,
    labelPtBr: option.labelPtBr,
    labelEn: option.labelEn,
    labelEs: option.labelEs,
    labelDe: option.labelDe,
    sortOrder: option.sortOrder,
    active: option.active,
  });

  const handleToggle = async (option: Option) => {
    setBusy(true);
    try {
      await optionsApi.save({ ...entryInput(option), active: !option.active });
      saved(t(option.active ? 'deactivated' : 'activated', { name: option.label }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  /** Moves one entry up or down: the list is renumbered and only entries whose order changed are sent. */
  const move = async (index: number, by: -1 | 1) => {
    if (!items) return;
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target], next[index]];
    const changed = next
      .map((option, i) => ({ option, sortOrder: i * ORDER_STEP }))
      .filter(({ option, sortOrder }) => option.sortOrder !== sortOrder);
    setBusy(true);
    try {
      for (const { option, sortOrder } of changed)
        await optionsApi.save({ ...entryInput(option), sortOrder });
      saved(t('moved', { name: items[index].label }));
    } catch (error) {
      failed(error);
      entries.reload();
    } finally {
      setBusy(false);
    }
  };

  const actions = (option: Option, index: number) => (
    <Flex gap={4} wrap>
      <Button
        size="small"
        disabled={busy || index === 0}
        onClick={() => void move(index, -1)}
        aria-label={t('moveUp', { name: option.label })}
        title={t('moveUp', { name: option.label })}
      >
        {'↑'}
      </Button>
      <Button
        size="small"
        disabled={busy || index === (items?.length ?? 0) - 1}
        onClick={() => void move(index, 1)}
        aria-label={t('moveDown', { name: option.label })}
        title={t('moveDown', { name: option.label })}
      >
        {'↓'}
      </Button>
      <Button
        size="small"
        onClick={() => openEditor(option)}
        aria-label={t('editEntry', { name: option.label })}
      >
        {t('common:edit')}
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() => void handleToggle(option)}
        aria-label={t(option.active ? 'deactivateEntry' : 'activateEntry', {
          name: option.label,
        })}
      >
        {option.active ? t('deactivate') : t('activate')}
      </Button>
    </Flex>
  );

  const wide: TableColumnsType<Option> = [
    { key: 'labelPtBr', dataIndex: 'labelPtBr', title: t('labelPtBr') },
    { key: 'labelEn', dataIndex: 'labelEn', title: t('labelEn') },
    // A Spanish or German reader also sees the labels in their language (empty: English stands in).
    ...(i18n.language.startsWith('es')
      ? [{ key: 'labelEs', dataIndex: 'labelEs', title: t('labelEs') }]
      : []),
    ...(i18n.language.startsWith('de')
      ? [{ key: 'labelDe', dataIndex: 'labelDe', title: t('labelDe') }]
      : []),
    ...(codeColumn
      ? [
          {
            key: 'code',
            dataIndex: 'code',
            title: t('code'),
            width: 136,
            // A code is one word (up to 60 characters): room for a usual one ("communityEvent"); a longer
            // one breaks anywhere rather than widen the table.
            render: (code: string) => <span style={{ overflowWrap: 'anywhere' }}>{code}</span>,
          },
        ]
      : []),
    {
      key: 'active',
      dataIndex: 'active',
      title: t('status'),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, option: Option, index: number) => actions(option, index),
          },
        ]
      : []),
  ];

  // A phone gets one column that reads like a card: the buttons wrap under the label instead of
  // hiding past the screen's edge.
  const compact: TableColumnsType<Option> = [
    {
      key: 'labelPtBr',
      title: t('labelPtBr'),
      render: (_: unknown, option: Option, index: number) => (
        <Flex vertical gap={6}>
          <span>{option.labelPtBr}</span>
          <Flex gap={4} wrap align="center">
            <ActiveTag active={option.active} />
            {canEdit ? actions(option, index) : null}
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ProblemAlert problem={entries.problem} />
      {canAdd ? (
        <Button type="primary" onClick={() => openEditor('new')} style={{ marginBottom: 12 }}>
          {addLabel ?? t('add')}
        </Button>
      ) : null}
      {/* Sized to the box, not to its content: the labels and the buttons wrap instead of scrolling
          sideways (decision 0049). */}
      <div ref={tableBox}>
        <Table<Option>
          rowKey="id"
          size="small"
          loading={entries.loading || busy}
          columns={narrow ? compact : wide}
          dataSource={items ?? []}
          pagination={false}
          expandable={expandedRow ? { expandedRowRender: expandedRow } : undefined}
        />
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? (addLabel ?? t('add')) : t('edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        forceRender
        // The dialog is for typing: it opens on its first field, not on its frame.
        afterOpenChange={(open) => {
          if (open) form.getFieldInstance('labelPtBr')?.focus();
        }}
      >
        <ProblemAlert problem={server.problem} />
        <Form<EntryValues>
          form={form}
          layout="vertical"
          onFinishFailed={server.showInvalid}
          onFinish={handleSubmit}
        >
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
          {(['labelEs', 'labelDe'] as const).map((field) => (
            <Form.Item
              key={field}
              label={t(field)}
              name={field}
              extra={t('labelOptionalHelp')}
              rules={[{ max: 120 }]}
            >
              <Input />
            </Form.Item>
          ))}
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
          <Form.Item label={t('common:active')} name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

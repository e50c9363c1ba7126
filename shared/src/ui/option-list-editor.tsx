import { useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Input, Modal, Select, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveTag } from './active-tag';
import { CONFIRM_DIALOG } from './confirm-popover';
import {
  isProblem,
  notify,
  optionsApi,
  problemMessageKey,
  useApiQuery,
  useAuthStore,
  useCan,
  type Option,
  type OptionList,
} from '@conexoes/shared';
import { useServerForm } from './form/use-server-form';
import { OPTION_LISTS_NS } from './option-lists.i18n';
import { ProblemAlert } from './problem-alert';
import { useTableFits } from './table-fits';
import { useReadOnlyOwners, useWorkspaceNames } from './workspace-choices';

type EntryValues = {
  /** Where a new entry goes, asked only when several workspaces are chosen. */
  workspaceId?: string;
  labelPtBr: string;
  labelEn: string;
  labelEs: string | null;
  labelDe: string | null;
  active: boolean;
};

const ENTRY_FIELDS = ['workspaceId', 'labelPtBr', 'labelEn', 'labelEs', 'labelDe', 'active'];
/**
 * The code is the API's (made from the English label, decision 0050) and no screen shows it: a refusal
 * about it is told under the English label it came from.
 */
const CODE_ON = { code: 'labelEn' };
/** Below this width of its box the list reads as cards (a phone; decision 0049). */
const CARDS_BELOW = 600;
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

/**
 * The entries to save when the one at `index` moves by one: the list renumbered, only those whose order
 * changed. Where that would touch an entry the caller may not change (the root's, seen from a site),
 * the two entries swap their orders instead; null when no move is possible.
 */
const reordered = (items: readonly Option[], index: number, by: -1 | 1) => {
  const target = index + by;
  if (target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  const renumbered = next
    .map((option, i) => ({ option, sortOrder: i * ORDER_STEP }))
    .filter(({ option, sortOrder }) => option.sortOrder !== sortOrder);
  if (renumbered.every(({ option }) => option.canEdit)) return renumbered;
  const [a, b] = [items[index], items[target]];
  return a.canEdit && b.canEdit && a.sortOrder !== b.sortOrder
    ? [
        { option: a, sortOrder: b.sortOrder },
        { option: b, sortOrder: a.sortOrder },
      ]
    : null;
};

/**
 * Where the entries live, for the sentences that say so. A new entry goes to the company's top
 * workspace when it is chosen (and then serves every site), else to the one chosen workspace, else to
 * the one picked in the dialog (the API's `configTarget`, told rather than guessed). An entry of a
 * workspace above the chosen ones is read-only here: named, with the way to change it when the caller
 * may choose that workspace in the switcher (`workspace.options`), else who can.
 */
function useEntryPlaces(items: readonly Option[] | null) {
  const selected = useAuthStore((s) => s.selectedWorkspaces);
  const choosable = useAuthStore((s) => s.workspace.options);
  const tenants = useAuthStore((s) => s.tenants);
  const names = useWorkspaceNames();
  // The top workspace shares the tenant's id (api configTarget); the switcher's options say it too.
  const root = choosable.find((w) => w.parentId === null)?.id ?? tenants[0];
  const rootChosen = root !== undefined && selected.includes(root);
  // The chosen nodes without those a chosen ancestor covers: what the person picked.
  const parentOf = new Map(choosable.map((w) => [w.id, w.parentId]));
  const covered = (id: string) => {
    for (let up = parentOf.get(id); up; up = parentOf.get(up)) if (selected.includes(up)) return true;
    return false;
  };
  const picked = selected.filter((id) => !covered(id));
  const target = rootChosen ? root : picked.length === 1 ? picked[0] : undefined;
  const targets = target
    ? []
    : selected.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ value: id, label: name }] : [];
      });
  const owners = useReadOnlyOwners((items ?? []).filter((o) => !o.canEdit).map((o) => o.workspaceId));
  return {
    target,
    targetName: target ? names.get(target) : undefined,
    targetIsRoot: target !== undefined && target === root,
    /** Several workspaces chosen: the dialog asks which one. */
    targets: targets.length > 1 ? targets : [],
    /** The workspaces of the read-only entries the caller may choose, by name; `others` when not. */
    owners: owners.choosable.map((w) => w.name),
    others: owners.others,
  };
}

/** List, add, edit, reorder, deactivate and reactivate the entries of one option list. */
export function OptionListEditor({ list, expandedRow, addLabel, onSaved }: OptionListEditorProps) {
  const { t, i18n } = useTranslation(OPTION_LISTS_NS);
  const canAdd = useCan('configurations', 'add');
  const canEdit = useCan('configurations', 'edit');
  const { modal } = App.useApp();
  const { ref: tableBox, fits } = useTableFits(CARDS_BELOW, 'sm');
  const narrow = !fits;
  const entries = useApiQuery((signal) => optionsApi.search([list], {}, signal), [list]);
  const items = entries.data ? [...entries.data.items].sort(byOrder) : null;
  const places = useEntryPlaces(items);
  const [editing, setEditing] = useState<Option | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<EntryValues>();
  const server = useServerForm(form, { fields: ENTRY_FIELDS, conflictField: 'labelEn', aliases: CODE_ON });

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
        ? {
            workspaceId: places.targets[0]?.value,
            labelPtBr: '',
            labelEn: '',
            labelEs: '',
            labelDe: '',
            active: true,
          }
        : option,
    );
  };

  const handleSubmit = async (values: EntryValues) => {
    setSaving(true);
    const current = editing && editing !== 'new' ? editing : null;
    const last = items?.at(-1)?.sortOrder ?? 0;
    const { workspaceId: pickedWorkspace, ...labels } = values;
    // Said where it goes, as the sentence beside "Add entry" told (an entry keeps its workspace).
    const workspaceId = current ? undefined : (places.target ?? pickedWorkspace);
    try {
      const fields = {
        ...labels,
        // An empty Spanish or German label is none: the English one is shown instead.
        labelEs: values.labelEs?.trim() || null,
        labelDe: values.labelDe?.trim() || null,
        list,
      };
      // A new entry goes without a code: the API makes it from the English label.
      const entry = await optionsApi.save(
        current
          ? { ...fields, id: current.id, code: current.code, sortOrder: current.sortOrder }
          : {
              ...fields,
              ...(workspaceId ? { workspaceId } : {}),
              sortOrder: items?.length ? last + ORDER_STEP : 0,
            },
      );
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

  const toggle = async (option: Option) => {
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

  /**
   * Deactivating an entry records use asks first, saying how many (of the caller's workspaces) do:
   * they keep it, new ones no longer offer it. Unused entries and activation go at once.
   */
  const handleToggle = async (option: Option) => {
    if (!option.active) return toggle(option);
    setBusy(true);
    let usage;
    try {
      usage = await optionsApi.usage(option.id);
    } catch (error) {
      failed(error);
      return;
    } finally {
      setBusy(false);
    }
    if (!usage.records || usage.count === 0) return toggle(option);
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('deactivateQuestion', { name: option.label }),
      content: t(`usedBy${usage.records}`, { count: usage.count }),
      okText: t('deactivate'),
      cancelText: t('common:cancel'),
      onOk: () => toggle(option),
    });
  };

  /** Moves one entry up or down: the list is renumbered and only entries whose order changed are sent. */
  const move = async (index: number, by: -1 | 1) => {
    const changed = items && reordered(items, index, by);
    if (!items || !changed) return;
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

  const canMove = (index: number, by: -1 | 1) => Boolean(items && reordered(items, index, by));

  const actions = (option: Option, index: number) =>
    // One the caller may not change (a site admin reading the root's list) offers nothing to click:
    // the API would refuse it (403), and a 403 signs the user out (SPEC §8).
    option.canEdit ? (
      <Flex gap={4} wrap>
        <Button
          size="small"
          disabled={busy || !canMove(index, -1)}
          onClick={() => void move(index, -1)}
          aria-label={t('moveUp', { name: option.label })}
          title={t('moveUp', { name: option.label })}
        >
          {'↑'}
        </Button>
        <Button
          size="small"
          disabled={busy || !canMove(index, 1)}
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
    ) : (
      <Typography.Text type="secondary">{t('readOnly')}</Typography.Text>
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
    {
      key: 'active',
      dataIndex: 'active',
      title: t('inUse'),
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
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => openEditor('new')}>
            {addLabel ?? t('add')}
          </Button>
          {/* Where a new entry will live: the chosen site serves only itself, the top one every site. */}
          <Typography.Text type="secondary">
            {places.targetName
              ? t(places.targetIsRoot ? 'addToRoot' : 'addTo', { name: places.targetName })
              : places.targets.length > 0
                ? t('addToPicked')
                : null}
          </Typography.Text>
        </Flex>
      ) : null}
      {/* Said once, above the entries it explains: whose they are, and how to change them. */}
      {canEdit && items?.some((option) => !option.canEdit) ? (
        <>
          {places.owners.map((name) => (
            <Typography.Paragraph key={name} type="secondary">
              {t('notYoursChoose', { name })}
            </Typography.Paragraph>
          ))}
          {places.others ? (
            <Typography.Paragraph type="secondary">{t('notYours')}</Typography.Paragraph>
          ) : null}
        </>
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
          {editing === 'new' && !places.target && places.targets.length > 0 ? (
            <Form.Item
              label={t('workspace')}
              name="workspaceId"
              extra={t('workspaceHelp')}
              rules={[{ required: true, message: t('common:required') }]}
            >
              <Select options={places.targets} />
            </Form.Item>
          ) : null}
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
          <Form.Item label={t('common:active')} name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

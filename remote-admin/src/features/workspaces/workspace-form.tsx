import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Form, Input, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  buildTree,
  isProblem,
  useApiQuery,
  type TreeNode,
  type Workspace,
  type WorkspaceInput,
} from '@conexoes/shared';
import {
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  useServerForm,
  useUnsavedChanges,
  Loading,
  TREE_SWITCHER,
} from '@conexoes/shared/ui';
import { NS } from '../../i18n/register';
import { useWorkspacesStore } from './workspaces.store';

type FormValues = { name: string; parentId?: string | null; active: boolean };
type ParentOption = { value: string; title: string; disabled?: boolean; children: ParentOption[] };

const WORKSPACE_ALIASES = { 'workspace.parentId': 'parentId', 'workspace.name': 'name' };

export type WorkspaceFormProps = { workspaceId?: string };

const descendantsOf = (workspaces: Workspace[], id: string): Set<string> => {
  const result = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const w of workspaces) {
      if (w.parentId && result.has(w.parentId) && !result.has(w.id)) {
        result.add(w.id);
        grew = true;
      }
    }
  }
  return result;
};

/** New and edit. The parent must be a root or second-level workspace (the tree has three levels). */
export function WorkspaceForm({ workspaceId }: WorkspaceFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const workspaces = useWorkspacesStore((s) => s.workspaces);
  // The list first (the parent picker), then the record.
  useEffect(() => {
    useWorkspacesStore
      .getState()
      .fetchWorkspaces()
      .catch(() => undefined);
  }, [workspaceId]);

  // Through the store, as every workspace call (its status feeds the list's alert).
  const stored = useApiQuery(
    () => useWorkspacesStore.getState().fetchWorkspace(workspaceId ?? ''),
    [workspaceId],
    { enabled: Boolean(workspaceId) },
  );
  const editing = stored.data ?? null;
  // The stored workspace becomes the form's initial values once loaded (the form mounts after loading).
  const loaded = useMemo<FormValues | null>(
    () => (editing ? { name: editing.name, parentId: editing.parentId, active: editing.active } : null),
    [editing],
  );
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const leave = useUnsavedChanges(dirty && !saving, navigate);
  // The API names the parent `workspace.parentId`; a duplicate name (409) belongs under the name.
  const server = useServerForm(form, {
    fields: ['name', 'parentId', 'active'],
    conflictField: 'name',
    aliases: WORKSPACE_ALIASES,
  });

  const parentTree = useMemo(() => {
    const excluded = workspaceId ? descendantsOf(workspaces, workspaceId) : new Set<string>();
    const toOptions = (nodes: TreeNode<Workspace>[]): ParentOption[] =>
      nodes
        .filter((n) => n.item.level < 3 && !excluded.has(n.key))
        .map((n) => ({ value: n.key, title: n.title, children: toOptions(n.children) }));
    return toOptions(buildTree(workspaces));
  }, [workspaces, workspaceId]);

  const isRoot = editing?.level === 1;
  // A chosen top workspace's parent lies outside the caller's reach: named as such, not by its id, and
  // not movable from here (moving needs the reach of both parents).
  const parentOutside =
    Boolean(editing?.parentId) &&
    workspaces.length > 0 &&
    !workspaces.some((w) => w.id === editing?.parentId);

  const handleFinish = async (values: FormValues) => {
    setSaving(true);
    server.clear();
    const input: WorkspaceInput = { name: values.name.trim(), active: values.active };
    if (!isRoot) input.parentId = values.parentId ?? null;
    try {
      const store = useWorkspacesStore.getState();
      const saved = workspaceId
        ? await store.updateWorkspace(workspaceId, input)
        : await store.createWorkspace(input);
      setDirty(false);
      server.confirm(t(workspaceId ? 'workspaces.saved' : 'workspaces.created'));
      navigate(`/workspaces/${saved.id}`);
    } catch (error) {
      if (isProblem(error)) server.showProblem(error);
      setSaving(false);
    }
  };

  const title = workspaceId ? t('pages.workspaceEdit') : t('pages.workspaceNew');
  if (stored.loading)
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  // A record that could not be read is not offered as an empty form: saving it would fail or erase it.
  if (workspaceId && stored.problem)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('workspaces.notFound')}
          backTo="/workspaces/list"
          backLabel={t('workspaces.backToList')}
        />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      <ProblemAlert problem={server.problem} />
      <Form<FormValues>
        form={form}
        onFinishFailed={server.showInvalid}
        layout="vertical"
        initialValues={loaded ?? { active: true }}
        onFinish={handleFinish}
        onValuesChange={() => setDirty(true)}
        disabled={saving}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          label={t('workspaces.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('common:required') },
            { min: 2, max: 120, message: t('workspaces.nameLength') },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        {isRoot ? null : (
          <Form.Item
            label={t('workspaces.parent')}
            name="parentId"
            rules={[{ required: true, message: t('common:required') }]}
          >
            <TreeSelect
              {...TREE_SWITCHER}
              treeData={
                parentOutside && editing?.parentId
                  ? [{ value: editing.parentId, title: t('workspaces.parentOutside'), children: [] }]
                  : parentTree
              }
              disabled={parentOutside}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        )}
        <Form.Item label={t('workspaces.active')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common:save')}
          </Button>
          <Button onClick={() => leave(workspaceId ? `/workspaces/${workspaceId}` : '/workspaces')}>
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}

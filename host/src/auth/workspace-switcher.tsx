import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Modal, TreeSelect, Typography } from 'antd';
import { TREE_SWITCHER } from '@conexoes/shared/ui';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  api,
  buildTree,
  problemMessageKey,
  selectCanUseApp,
  useApiMutation,
  useAuthStore,
  useRootStore,
  type ChooseWorkspacesResponse,
  type SelectableWorkspace,
  type TreeNode,
  type WorkspaceChoice,
} from '@conexoes/shared';
import { WORKSPACES_PATH } from './route-access';

type TreeOption = { value: string; title: string; children: TreeOption[] };

const toTreeOptions = (nodes: TreeNode<SelectableWorkspace>[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.key, title: node.title, children: toTreeOptions(node.children) }));

/** The chosen nodes without those already covered by a chosen ancestor: what the user picked. */
const topMost = (ids: readonly string[], options: readonly SelectableWorkspace[]): SelectableWorkspace[] => {
  const chosen = new Set(ids);
  const byId = new Map(options.map((o) => [o.id, o]));
  const coveredByAncestor = (option: SelectableWorkspace): boolean => {
    for (let parent = option.parentId; parent; parent = byId.get(parent)?.parentId ?? null) {
      if (chosen.has(parent)) return true;
    }
    return false;
  };
  return options.filter((o) => chosen.has(o.id) && !coveredByAncestor(o));
};

export type WorkspaceSwitcherProps = { compact?: boolean };

/**
 * Top-bar switcher: shows the workspaces in use and changes them in place (GET/POST auth/workspaces).
 * The new token replaces the old one through the store; the guard then remounts the area for the
 * new scope, or sends the user to /401 if the new flags no longer open it.
 */
export function WorkspaceSwitcher({ compact = false }: WorkspaceSwitcherProps) {
  const { t } = useTranslation('shell');
  const canUseApp = useAuthStore(selectCanUseApp);
  const options = useAuthStore((s) => s.workspace.options);
  const selected = useAuthStore((s) => s.selectedWorkspaces);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  // Asked again on every opening: workspaces created or deactivated since sign-in show as they are.
  const refresh = useApiMutation(async () =>
    useAuthStore.getState().workspaceChoiceLoaded(await api.get<WorkspaceChoice>('auth/workspaces')),
  );
  const apply = useApiMutation(async (workspaceIds: string[]) => {
    const response = await api.post<ChooseWorkspacesResponse>('auth/workspaces', { workspaceIds });
    useAuthStore.getState().workspacesChosen(response);
    useRootStore.getState().setSelectedWorkspaces(response.workspaceIds);
  });
  const submitting = apply.pending;
  const problem = apply.problem ?? refresh.problem;

  // After a reload the store knows the chosen ids from the token, not their names.
  useEffect(() => {
    if (!canUseApp || options.length > 0) return;
    let current = true;
    api.get<WorkspaceChoice>('auth/workspaces').then(
      (choice) => {
        if (current) useAuthStore.getState().workspaceChoiceLoaded(choice);
      },
      () => undefined, // the button still opens the dialog, which says what failed
    );
    return () => {
      current = false;
    };
  }, [canUseApp, options.length]);

  const chosen = useMemo(() => topMost(selected, options), [selected, options]);
  const treeData = useMemo(() => toTreeOptions(buildTree(options)), [options]);

  if (!canUseApp) return null;

  const names = chosen.map((w) => w.name);
  const buttonLabel = t('workspace.button', { names: names.join(', ') || t('workspace.none') });
  const summary =
    names.length === 0
      ? t('workspace.none')
      : names.length === 1
        ? names[0]
        : t('workspace.more', { first: names[0], count: names.length - 1 });

  const handleOpen = () => {
    setDraft(chosen.map((w) => w.id));
    apply.reset();
    setOpen(true);
    void refresh.run();
  };

  const handleApply = async () => {
    if (draft.length === 0) return;
    refresh.reset();
    const outcome = await apply.run(draft);
    if (outcome.ok) setOpen(false);
  };

  return (
    <>
      <Button
        type="text"
        icon={<ApartmentOutlined aria-hidden />}
        onClick={handleOpen}
        aria-haspopup="dialog"
        // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
        aria-label={compact ? buttonLabel : `${summary} — ${buttonLabel}`}
        title={names.join(', ')}
        style={{ maxWidth: compact ? undefined : 220 }}
      >
        {compact ? null : (
          <Typography.Text style={{ maxWidth: 170 }} ellipsis>
            {summary}
          </Typography.Text>
        )}
      </Button>
      <Modal
        open={open}
        title={t('workspace.title')}
        onCancel={() => setOpen(false)}
        closable={{ 'aria-label': t('workspace.cancel') }}
        width={480}
        destroyOnHidden
        footer={
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={() => setOpen(false)}>{t('workspace.cancel')}</Button>
            <Button
              type="primary"
              loading={submitting}
              disabled={draft.length === 0}
              onClick={() => void handleApply()}
            >
              {t('workspace.apply')}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          {problem ? (
            <Alert type="error" showIcon role="alert" title={t(problemMessageKey(problem.status))} />
          ) : null}
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('workspace.field')}
              htmlFor="workspace-switcher-select"
              extra={t('workspace.help')}
            >
              <TreeSelect
                {...TREE_SWITCHER}
                id="workspace-switcher-select"
                treeData={treeData}
                value={draft}
                onChange={(value: string[]) => setDraft(value)}
                treeCheckable
                showCheckedStrategy={TreeSelect.SHOW_PARENT}
                treeDefaultExpandAll
                treeNodeFilterProp="title"
                showSearch
                maxTagCount="responsive"
                style={{ width: '100%' }}
                loading={options.length === 0 && !problem}
              />
            </Form.Item>
          </Form>
          <Link to={WORKSPACES_PATH} onClick={() => setOpen(false)}>
            {t('workspace.openChooser')}
          </Link>
        </Flex>
      </Modal>
    </>
  );
}

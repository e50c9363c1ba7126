import { useMemo, useRef, useState } from 'react';
import { Button, Flex, Result, Spin, Tree, Typography } from 'antd';
import { TREE_SWITCHER } from '@conexoes/shared/ui';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  buildTree,
  returnPathFrom,
  useApiMutation,
  useApiQuery,
  useAuthStore,
  useRootStore,
  type SelectableWorkspace,
  type TreeNode,
} from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { ProblemAlert } from '../../components/lazy-problem-alert';
import { NS } from '../../i18n/register';

const toTreeData = (nodes: TreeNode<SelectableWorkspace>[]): TreeDataNode[] =>
  nodes.map((node) => ({ key: node.key, title: node.title, children: toTreeData(node.children) }));

const allKeys = (nodes: TreeDataNode[]): string[] =>
  nodes.flatMap((node) => [String(node.key), ...allKeys(node.children ?? [])]);

/**
 * Choose one or more workspaces from the tree (checking a node checks its subtree). With exactly
 * one workspace there is nothing to choose: it is taken at once.
 */
export function WorkspaceChooser() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useLocation();
  const options = useAuthStore((s) => s.workspace.options);
  const [checked, setChecked] = useState<string[]>([]);
  // The page the user wanted before signing in, carried by every step; else '/' (their home).
  const destination = returnPathFrom(location.search) ?? '/';

  const chosen = useApiMutation(async (ids: string[]) => {
    const response = await authApi.chooseWorkspaces(ids);
    useAuthStore.getState().workspacesChosen(response);
    useRootStore.getState().setSelectedWorkspaces(response.workspaceIds);
  });
  // Kept on after the choice: the button spins until the next page is on screen.
  const [leaving, setLeaving] = useState(false);
  const submitting = chosen.pending || leaving;

  const choose = async (ids: string[]) => {
    const outcome = await chosen.run(ids);
    if (!outcome.ok) return;
    setLeaving(true);
    navigate(destination, { replace: true });
  };

  // With exactly one workspace there is nothing to choose: it is taken at once, once per visit
  // (also under StrictMode's double effects, which ask twice).
  const autoChosen = useRef(false);
  const choice = useApiQuery(async () => {
    const answer = await authApi.workspaceChoice();
    useAuthStore.getState().workspaceChoiceLoaded(answer);
    const ids = new Set(answer.options.map((o) => o.id));
    setChecked(useRootStore.getState().selectedWorkspaces.filter((id) => ids.has(id)));
    if (answer.options.length === 1 && !autoChosen.current) {
      autoChosen.current = true;
      void choose([answer.options[0].id]);
    }
    return answer;
  }, []);
  const problem = choice.problem ?? chosen.problem;
  const loading = choice.loading;

  const treeData = useMemo(() => toTreeData(buildTree(options)), [options]);

  if (loading || (options.length === 1 && !problem)) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        {/* A name is allowed on a status region, not on the spinner's own div (shared/ui Loading). */}
        <div role="status" aria-label={t('common:loading')}>
          <Spin />
        </div>
      </Flex>
    );
  }

  if (options.length === 0 && !problem) {
    return <Result status="warning" title={t('workspaces.none')} subTitle={t('workspaces.noneHelp')} />;
  }

  const everything = allKeys(treeData);

  return (
    <Flex vertical gap={16}>
      <ProblemAlert problem={problem} />
      {options.length > 0 ? (
        <>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text id="workspace-tree-label">{t('workspaces.instructions')}</Typography.Text>
            <Flex gap={8}>
              <Button size="small" onClick={() => setChecked(everything)}>
                {t('workspaces.selectAll')}
              </Button>
              <Button size="small" onClick={() => setChecked([])}>
                {t('workspaces.clear')}
              </Button>
            </Flex>
          </Flex>
          <Tree
            {...TREE_SWITCHER}
            aria-labelledby="workspace-tree-label"
            checkable
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              setChecked(list.map(String));
            }}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {t('workspaces.selectedCount', { count: checked.length })}
          </Typography.Text>
          <Button
            type="primary"
            block
            disabled={checked.length === 0}
            loading={submitting}
            onClick={() => void choose(checked)}
          >
            {t('workspaces.submit')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Result, Spin, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  buildTree,
  isProblem,
  returnPathFrom,
  toProblem,
  useAuthStore,
  useRootStore,
  type Problem,
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
  const [loading, setLoading] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const started = useRef(false);
  // The page the user wanted before signing in, carried by every step; else '/' (their home).
  const destination = returnPathFrom(location.search) ?? '/';

  const choose = async (ids: string[]) => {
    setSubmitting(true);
    setProblem(null);
    try {
      const response = await authApi.chooseWorkspaces(ids);
      useAuthStore.getState().workspacesChosen(response);
      useRootStore.getState().setSelectedWorkspaces(response.workspaceIds);
      navigate(destination, { replace: true });
    } catch (error) {
      setProblem(isProblem(error) ? error : await toProblem(error));
      setSubmitting(false);
    }
  };

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const choice = await authApi.workspaceChoice();
        useAuthStore.getState().workspaceChoiceLoaded(choice);
        const ids = new Set(choice.options.map((o) => o.id));
        const previous = useRootStore.getState().selectedWorkspaces.filter((id) => ids.has(id));
        setChecked(previous);
        setLoading(false);
        if (choice.options.length === 1) await choose([choice.options[0].id]);
      } catch (error) {
        setProblem(isProblem(error) ? error : await toProblem(error));
        setLoading(false);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on arrival
  }, []);

  const treeData = useMemo(() => toTreeData(buildTree(options)), [options]);

  if (loading || (options.length === 1 && !problem)) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label={t('common:loading')} />
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

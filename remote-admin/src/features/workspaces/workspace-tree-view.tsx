import { useMemo } from 'react';
import { Empty, Tag, Tree } from 'antd';
import { TREE_SWITCHER } from '@conexoes/shared/ui';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buildTree, type TreeNode, type Workspace } from '@conexoes/shared';
import { NS } from '../../i18n/register';
import { useWorkspacesStore } from './workspaces.store';

/** The workspace hierarchy (root → second → third level); choosing a node opens it. */
export function WorkspaceTreeView() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const workspaces = useWorkspacesStore((s) => s.workspaces);

  const treeData = useMemo(() => {
    const toData = (nodes: TreeNode<Workspace>[]): TreeDataNode[] =>
      nodes.map((node) => ({
        key: node.key,
        title: (
          <span>
            {node.title}
            {node.item.active ? null : <Tag style={{ marginInlineStart: 8 }}>{t('common:inactive')}</Tag>}
          </span>
        ),
        children: toData(node.children),
      }));
    return toData(buildTree(workspaces));
  }, [workspaces, t]);

  if (workspaces.length === 0) return <Empty description={t('common:noData')} />;

  return (
    <Tree
      {...TREE_SWITCHER}
      aria-label={t('workspaces.tree')}
      treeData={treeData}
      defaultExpandAll
      blockNode
      onSelect={(keys) => {
        if (keys[0] !== undefined) navigate(`/workspaces/${String(keys[0])}`);
      }}
    />
  );
}

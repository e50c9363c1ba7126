import { useEffect, useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { TREE_SWITCHER } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { buildTree, type TreeNode, type WorkspaceOption } from '@conexoes/shared';
import { workspacesApi } from '../../api/workspaces.api';
import { NS } from '../../i18n/register';

type Node = { id: string; name: string; parentId: string | null };
type Option = { value: string; title: string; children: Option[] };

export type WorkspaceAssignmentProps = {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
};

const toOptions = (nodes: TreeNode<Node>[]): Option[] =>
  nodes.map((n) => ({ value: n.key, title: n.title, children: toOptions(n.children) }));

/** Assigns workspaces from the tree; assigning a node grants its subtree (the server expands it). */
export function WorkspaceAssignment({ id, value = [], onChange, disabled }: WorkspaceAssignmentProps) {
  const { t } = useTranslation(NS);
  const [options, setOptions] = useState<WorkspaceOption[]>([]);

  useEffect(() => {
    workspacesApi
      .options()
      .then(setOptions)
      .catch(() => setOptions([]));
  }, []);

  const treeData = useMemo(
    () => toOptions(buildTree(options.map((o) => ({ id: o.value, name: o.label, parentId: o.parentId })))),
    [options],
  );

  return (
    <TreeSelect
      {...TREE_SWITCHER}
      id={id}
      treeData={treeData}
      value={value}
      onChange={(ids: string[]) => onChange?.(ids)}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder={t('users.workspacesPlaceholder')}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

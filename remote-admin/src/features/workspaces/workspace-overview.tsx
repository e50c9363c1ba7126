import { useCan } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { useEffect, useState } from 'react';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n/register';
import { useToggleActive } from './use-toggle-active';
import { WORKSPACE_AREA } from './workspace-area';
import { WorkspaceTable } from './workspace-table';
import { WorkspaceTreeView } from './workspace-tree-view';
import { useWorkspacesStore } from './workspaces.store';

type View = 'tree' | 'list';

export type WorkspaceOverviewProps = { initialView: View };

/** /workspaces (tree first) and /workspaces/list (list first), with the same switch between them. */
export function WorkspaceOverview({ initialView }: WorkspaceOverviewProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [view, setView] = useState<View>(initialView);
  const status = useWorkspacesStore((s) => s.status);
  const problem = useWorkspacesStore((s) => s.problem);
  const canAdd = useCan(WORKSPACE_AREA, 'add');
  const { toggle } = useToggleActive();

  useEffect(() => {
    useWorkspacesStore
      .getState()
      .fetchWorkspaces()
      .catch(() => undefined);
  }, []);

  return (
    <>
      <PageHeader
        title={initialView === 'tree' ? t('pages.workspacesOverview') : t('pages.workspaceList')}
        extra={
          canAdd ? (
            <Button type="primary" onClick={() => navigate('/workspaces/new')}>
              {t('workspaces.new')}
            </Button>
          ) : null
        }
      />
      {status === 'failed' ? <ProblemAlert problem={problem} /> : null}
      <Segmented<View>
        aria-label={t('workspaces.view')}
        value={view}
        onChange={setView}
        options={[
          { value: 'tree', label: t('workspaces.treeView') },
          { value: 'list', label: t('workspaces.listView') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {view === 'tree' ? <WorkspaceTreeView /> : <WorkspaceTable onToggleActive={(w) => void toggle(w)} />}
    </>
  );
}

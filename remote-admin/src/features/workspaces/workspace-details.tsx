import { useEffect } from 'react';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, useApiQuery, useCan } from '@conexoes/shared';
import {
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  ConfirmPopover,
  ActiveTag,
  Loading,
} from '@conexoes/shared/ui';
import { NS } from '../../i18n/register';
import { useToggleActive } from './use-toggle-active';
import { WORKSPACE_AREA } from './workspace-area';
import { useWorkspacesStore } from './workspaces.store';

export type WorkspaceDetailsProps = { workspaceId: string };

export function WorkspaceDetails({ workspaceId }: WorkspaceDetailsProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canEdit = useCan(WORKSPACE_AREA, 'edit');
  const workspaces = useWorkspacesStore((s) => s.workspaces);
  // Through the store, as every workspace call (its status feeds the list's alert).
  const stored = useApiQuery(() => useWorkspacesStore.getState().fetchWorkspace(workspaceId), [workspaceId]);
  const workspace = stored.data;
  const { problem } = stored;

  useEffect(() => {
    if (useWorkspacesStore.getState().workspaces.length === 0) {
      useWorkspacesStore
        .getState()
        .fetchWorkspaces()
        .catch(() => undefined);
    }
  }, [workspaceId]);

  // A refused change is said on this page, as the list page says it.
  const toggleActive = useToggleActive(stored.reload);

  const title = t('pages.workspaceDetail');
  if (problem)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={problem}
          notFound={t('workspaces.notFound')}
          backTo="/workspaces/list"
          backLabel={t('workspaces.backToList')}
        />
      </>
    );
  if (!workspace)
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );

  const parent = workspaces.find((w) => w.id === workspace.parentId);

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canEdit ? (
            <>
              <Button onClick={() => navigate(`/workspaces/${workspace.id}/edit`)}>{t('common:edit')}</Button>
              {workspace.level !== 1 ? (
                <ConfirmPopover
                  title={
                    workspace.active ? t('workspaces.confirmDeactivate') : t('workspaces.confirmActivate')
                  }
                  okText={t('common:yes')}
                  cancelText={t('common:no')}
                  onConfirm={() => void toggleActive.toggle(workspace)}
                >
                  <Button danger={workspace.active}>
                    {workspace.active ? t('workspaces.deactivate') : t('workspaces.activate')}
                  </Button>
                </ConfirmPopover>
              ) : null}
            </>
          ) : null
        }
      />
      <ProblemAlert problem={toggleActive.problem} />
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('workspaces.name'), children: workspace.name },
          { key: 'level', label: t('workspaces.level'), children: t(`workspaces.levels.${workspace.level}`) },
          { key: 'parent', label: t('workspaces.parent'), children: parent?.name ?? '' },
          {
            key: 'status',
            label: t('workspaces.status'),
            children: <ActiveTag active={workspace.active} />,
          },
          { key: 'created', label: t('workspaces.createdAt'), children: formatDateTime(workspace.createdAt) },
          { key: 'updated', label: t('workspaces.updatedAt'), children: formatDateTime(workspace.updatedAt) },
        ]}
      />
      <Button type="link" onClick={() => navigate('/workspaces')} style={{ paddingInline: 0, marginTop: 16 }}>
        {t('common:back')}
      </Button>
    </>
  );
}

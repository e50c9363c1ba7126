import { ConfirmPopover } from '@conexoes/shared/ui';
import { useCan } from '@conexoes/shared';
import { useMemo, useState } from 'react';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Workspace } from '@conexoes/shared';
import { NS } from '../../i18n/register';
import { WORKSPACE_AREA } from './workspace-area';
import { useWorkspacesStore } from './workspaces.store';

export type WorkspaceTableProps = { onToggleActive: (workspace: Workspace) => void };

/** The workspaces as a list (already sorted by name), filtered as the user types. */
export function WorkspaceTable({ onToggleActive }: WorkspaceTableProps) {
  const { t } = useTranslation(NS);
  const workspaces = useWorkspacesStore((s) => s.workspaces);
  const status = useWorkspacesStore((s) => s.status);
  const canEdit = useCan(WORKSPACE_AREA, 'edit');
  const [query, setQuery] = useState('');

  const names = useMemo(() => new Map(workspaces.map((w) => [w.id, w.name])), [workspaces]);
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? workspaces.filter((w) => w.name.toLocaleLowerCase().includes(needle)) : workspaces;
  }, [workspaces, query]);

  const columns: TableColumnsType<Workspace> = [
    {
      key: 'name',
      title: t('workspaces.name'),
      dataIndex: 'name',
      render: (name: string, w) => <Link to={`/workspaces/${w.id}`}>{name}</Link>,
    },
    {
      key: 'level',
      title: t('workspaces.level'),
      dataIndex: 'level',
      responsive: ['sm'],
      render: (level: number) => t(`workspaces.levels.${level}`),
    },
    {
      key: 'parent',
      title: t('workspaces.parent'),
      responsive: ['md'],
      render: (_, w) => (w.parentId ? (names.get(w.parentId) ?? '') : ''),
    },
    {
      key: 'active',
      title: t('workspaces.status'),
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Tag color="success">{t('common:active')}</Tag> : <Tag>{t('common:inactive')}</Tag>,
    },
    {
      key: 'actions',
      title: t('common:actions'),
      render: (_, w) => (
        <Space wrap>
          {canEdit ? <Link to={`/workspaces/${w.id}/edit`}>{t('common:edit')}</Link> : null}
          {canEdit && w.level !== 1 ? (
            <ConfirmPopover
              title={w.active ? t('workspaces.confirmDeactivate') : t('workspaces.confirmActivate')}
              okText={t('common:yes')}
              cancelText={t('common:no')}
              onConfirm={() => onToggleActive(w)}
            >
              <Button type="link" size="small">
                {w.active ? t('workspaces.deactivate') : t('workspaces.activate')}
              </Button>
            </ConfirmPopover>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Input.Search
        aria-label={t('workspaces.filter')}
        placeholder={t('workspaces.filter')}
        allowClear
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<Workspace>
        rowKey="id"
        size="middle"
        loading={status === 'loading'}
        columns={columns}
        dataSource={visible}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

import { ConfirmPopover, ActiveTag, CLEARABLE, PAGE_ITEMS } from '@conexoes/shared/ui';
import { useCan } from '@conexoes/shared';
import { useMemo, useState } from 'react';
import { Button, Flex, Grid, Input, Space, Table, Typography } from 'antd';
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
  const narrow = !Grid.useBreakpoint().sm;

  const names = useMemo(() => new Map(workspaces.map((w) => [w.id, w.name])), [workspaces]);
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? workspaces.filter((w) => w.name.toLocaleLowerCase().includes(needle)) : workspaces;
  }, [workspaces, query]);

  const actionsOf = (w: Workspace) => (
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
  );

  const wide: TableColumnsType<Workspace> = [
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
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    {
      key: 'actions',
      title: t('common:actions'),
      render: (_, w) => actionsOf(w),
    },
  ];

  // A phone gets one column that reads like a card: the actions wrap instead of hiding past the edge.
  const compact: TableColumnsType<Workspace> = [
    {
      key: 'name',
      title: t('workspaces.name'),
      render: (_, w) => (
        <Flex vertical gap={4}>
          <Link to={`/workspaces/${w.id}`} style={{ fontWeight: 600 }}>
            {w.name}
          </Link>
          <Typography.Text type="secondary">
            {[t(`workspaces.levels.${w.level}`), w.parentId ? names.get(w.parentId) : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
          <Flex gap={8} wrap align="center">
            <ActiveTag active={w.active} />
            {actionsOf(w)}
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Input.Search
        aria-label={t('workspaces.filter')}
        placeholder={t('workspaces.filter')}
        allowClear={CLEARABLE}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<Workspace>
        rowKey="id"
        size="middle"
        loading={status === 'loading'}
        columns={narrow ? compact : wide}
        dataSource={visible}
        pagination={{ ...PAGE_ITEMS, pageSize: 20, hideOnSinglePage: true }}
        scroll={narrow ? undefined : { x: 'max-content' }}
      />
    </>
  );
}

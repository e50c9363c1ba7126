import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MountedDialog, PageHeader } from '@conexoes/shared/ui';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { ResetDemoButton } from '../../components/reset-demo-button';
import { ColumnNameDialog } from './column-name-dialog';
import { KANBAN_NS } from './kanban.i18n';
import { useKanbanStore } from './kanban.store';
import { KanbanBoard } from './kanban-board';
import { TaskDialog } from './task-dialog';
import './kanban.css';

/** /dashboard/kanban: the demo board, kept in the browser (SPEC §1/§4). */
export function KanbanPage() {
  const { t } = useTranslation(KANBAN_NS);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const openTask = useKanbanStore((s) => (openTaskId ? s.tasks[openTaskId] : undefined));
  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAddingColumn(true)}>
              {t('column.add')}
            </Button>
            <ResetDemoButton
              label={t('resetDemo')}
              confirm={t('resetConfirm')}
              done={t('resetDone')}
              onReset={() => useKanbanStore.getState().reset()}
            />
          </>
        }
      />
      <KanbanBoard onOpenTask={setOpenTaskId} />
      {openTask ? (
        <MountedDialog key={openTask.id}>
          <TaskDialog task={openTask} onClose={() => setOpenTaskId(null)} />
        </MountedDialog>
      ) : null}
      {addingColumn ? (
        <MountedDialog>
          <ColumnNameDialog
            title={t('column.add')}
            onCancel={() => setAddingColumn(false)}
            onSubmit={(name) => {
              useKanbanStore.getState().createColumn(name);
              setAddingColumn(false);
              notify.success(t('column.created', { name }));
            }}
          />
        </MountedDialog>
      ) : null}
    </>
  );
}

export default KanbanPage;

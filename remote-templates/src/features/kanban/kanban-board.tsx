import { useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';
import type { Column, Task } from './kanban.model';
import { useKanbanStore } from './kanban.store';
import { KanbanColumn } from './kanban-column';
import { TaskCardView } from './task-card';

type Origin = { columnId: string; index: number };

/**
 * The board: columns side by side (scrolling sideways on a narrow screen), tasks dragged between
 * and within them with the mouse or the keyboard (@dnd-kit). A task crossing into another column
 * moves there while dragging; escape puts it back where it was.
 */
export function KanbanBoard({ onOpenTask }: { onOpenTask: (taskId: string) => void }) {
  const { t } = useTranslation(KANBAN_NS);
  const columns = useKanbanStore((s) => s.columns);
  const tasks = useKanbanStore((s) => s.tasks);
  const members = useKanbanStore((s) => s.members);
  const [activeId, setActiveId] = useState<string | null>(null);
  const origin = useRef<Origin | null>(null);
  const sensors = useSensors(
    // A click opens the task; only a pointer that travels 6 px starts a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const columnOf = (id: UniqueIdentifier): Column | undefined => {
    const { columns: current } = useKanbanStore.getState();
    return current.find((c) => c.id === id) ?? current.find((c) => c.taskIds.includes(String(id)));
  };
  const place = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return { column: '', position: 0 };
    const column = columnOf(id);
    const index = column ? column.taskIds.indexOf(String(id)) : -1;
    return {
      column: column?.name ?? '',
      position: index >= 0 ? index + 1 : (column?.taskIds.length ?? 0) + 1,
    };
  };
  const nameOf = (id: UniqueIdentifier) => useKanbanStore.getState().tasks[String(id)]?.name ?? '';

  const onDragStart = ({ active }: DragStartEvent) => {
    const column = columnOf(active.id);
    origin.current = column
      ? { columnId: column.id, index: column.taskIds.indexOf(String(active.id)) }
      : null;
    setActiveId(String(active.id));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(active.id);
    const to = columnOf(over.id);
    if (!from || !to || from.id === to.id) return;
    const overIndex = to.taskIds.indexOf(String(over.id));
    useKanbanStore
      .getState()
      .moveTask(String(active.id), to.id, overIndex >= 0 ? overIndex : to.taskIds.length);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const start = origin.current;
    origin.current = null;
    const to = over ? columnOf(over.id) : undefined;
    if (!to) return;
    const taskId = String(active.id);
    const overIndex = to.taskIds.indexOf(String(over?.id));
    const index = to.taskIds.indexOf(taskId);
    if (overIndex >= 0 && index !== overIndex) useKanbanStore.getState().moveTask(taskId, to.id, overIndex);
    const finalIndex = useKanbanStore
      .getState()
      .columns.find((c) => c.id === to.id)
      ?.taskIds.indexOf(taskId);
    if (start && (start.columnId !== to.id || start.index !== finalIndex))
      notify.success(t('task.moved', { name: nameOf(taskId), column: to.name }));
  };

  const onDragCancel = () => {
    setActiveId(null);
    const start = origin.current;
    origin.current = null;
    if (start && activeId) useKanbanStore.getState().moveTask(activeId, start.columnId, start.index);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: nameOf(active.id), ...place(active.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { name: nameOf(active.id), ...place(active.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };

  const active: Task | undefined = activeId ? tasks[activeId] : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <div className="kanban-board" role="region" aria-label={t('board')} tabIndex={0}>
        {columns.map((column) => (
          <KanbanColumn
            key={column.id}
            column={column}
            tasks={column.taskIds.flatMap((id) => (tasks[id] ? [tasks[id]] : []))}
            members={members}
            onOpenTask={onOpenTask}
          />
        ))}
      </div>
      <DragOverlay>{active ? <TaskCardView task={active} members={members} dragging /> : null}</DragOverlay>
    </DndContext>
  );
}

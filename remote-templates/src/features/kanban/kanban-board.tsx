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
  type KeyboardCoordinateGetter,
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

const columnOf = (id: UniqueIdentifier): Column | undefined => {
  const { columns } = useKanbanStore.getState();
  return columns.find((c) => c.id === id) ?? columns.find((c) => c.taskIds.includes(String(id)));
};

/**
 * Keyboard moves: up and down within a column as @dnd-kit sorts; left and right straight to the top of
 * the neighbouring column (the generic getter can land in the task's own column, whose list starts a
 * few pixels to the left of the task).
 */
const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight')
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { over, droppableRects, collisionRect } = args.context;
  const current = columnOf(over?.id ?? args.active);
  if (!current || !collisionRect) return undefined;
  const { columns } = useKanbanStore.getState();
  const target =
    columns[columns.findIndex((c) => c.id === current.id) + (event.code === 'ArrowRight' ? 1 : -1)];
  const rect = target ? droppableRects.get(target.id) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 8 };
};

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
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

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

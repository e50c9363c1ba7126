// The kanban board's client state (SPEC §4 "Kanban"): every change is one action here, saved in the
// host's persisted `root` (root.templates.kanban).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInRoot } from '../../state/root-persist';
import { newId } from '../../state/new-id';
import { seedT } from '../../state/seed-t';
import en from './i18n/en.json';
import { KANBAN_NS } from './kanban.i18n';
import {
  CURRENT_MEMBER_ID,
  kanbanDataSchema,
  type CheckItem,
  type Checklist,
  type KanbanData,
  type Task,
} from './kanban.model';
import { seedKanban } from './kanban.seed';

export type TaskUpdate = Partial<Pick<Task, 'name' | 'description' | 'memberIds' | 'dueDate'>>;

export type KanbanActions = {
  createColumn: (name: string) => string;
  updateColumn: (columnId: string, update: { name: string }) => void;
  /** Deletes every task of the column; the column stays. */
  clearColumn: (columnId: string) => void;
  /** Deletes the column and its tasks. */
  deleteColumn: (columnId: string) => void;
  createTask: (columnId: string, name: string) => string;
  updateTask: (taskId: string, update: TaskUpdate) => void;
  /** Moves a task to `index` of `columnId` (another column, or another position in its own). */
  moveTask: (taskId: string, columnId: string, index: number) => void;
  deleteTask: (taskId: string) => void;
  addComment: (taskId: string, message: string) => void;
  addChecklist: (taskId: string, name: string) => string;
  updateChecklist: (taskId: string, checklistId: string, update: { name: string }) => void;
  deleteChecklist: (taskId: string, checklistId: string) => void;
  addCheckItem: (taskId: string, checklistId: string, name: string) => string;
  updateCheckItem: (
    taskId: string,
    checklistId: string,
    checkItemId: string,
    update: Partial<Pick<CheckItem, 'name' | 'done'>>,
  ) => void;
  deleteCheckItem: (taskId: string, checklistId: string, checkItemId: string) => void;
  /** Back to the demo board, in the current language. */
  reset: () => void;
};

export type KanbanState = KanbanData & KanbanActions;

const seed = () => seedKanban(seedT(KANBAN_NS, en));

/** `tasks` with `taskId` changed by `change` (untouched when the task is gone). */
const withTask = (tasks: KanbanData['tasks'], taskId: string, change: (task: Task) => Task) => {
  const task = tasks[taskId];
  return task ? { ...tasks, [taskId]: change(task) } : tasks;
};

const withChecklist = (task: Task, checklistId: string, change: (checklist: Checklist) => Checklist) => ({
  ...task,
  checklists: task.checklists.map((c) => (c.id === checklistId ? change(c) : c)),
});

const withoutTasks = (tasks: KanbanData['tasks'], ids: readonly string[]) => {
  const rest = { ...tasks };
  for (const id of ids) delete rest[id];
  return rest;
};

export const useKanbanStore = create<KanbanState>()(
  persist(
    (set) => ({
      ...seed(),

      createColumn: (name) => {
        const id = newId('column');
        set((s) => ({ columns: [...s.columns, { id, name, taskIds: [] }] }));
        return id;
      },
      updateColumn: (columnId, { name }) =>
        set((s) => ({ columns: s.columns.map((c) => (c.id === columnId ? { ...c, name } : c)) })),
      clearColumn: (columnId) =>
        set((s) => {
          const column = s.columns.find((c) => c.id === columnId);
          if (!column) return {};
          return {
            columns: s.columns.map((c) => (c.id === columnId ? { ...c, taskIds: [] } : c)),
            tasks: withoutTasks(s.tasks, column.taskIds),
          };
        }),
      deleteColumn: (columnId) =>
        set((s) => {
          const column = s.columns.find((c) => c.id === columnId);
          if (!column) return {};
          return {
            columns: s.columns.filter((c) => c.id !== columnId),
            tasks: withoutTasks(s.tasks, column.taskIds),
          };
        }),

      createTask: (columnId, name) => {
        const id = newId('task');
        set((s) => {
          if (!s.columns.some((c) => c.id === columnId)) return {};
          const task: Task = {
            id,
            columnId,
            name,
            description: '',
            memberIds: [],
            dueDate: null,
            comments: [],
            checklists: [],
          };
          return {
            columns: s.columns.map((c) => (c.id === columnId ? { ...c, taskIds: [...c.taskIds, id] } : c)),
            tasks: { ...s.tasks, [id]: task },
          };
        });
        return id;
      },
      updateTask: (taskId, update) =>
        set((s) => ({ tasks: withTask(s.tasks, taskId, (task) => ({ ...task, ...update })) })),
      moveTask: (taskId, columnId, index) =>
        set((s) => {
          const task = s.tasks[taskId];
          if (!task || !s.columns.some((c) => c.id === columnId)) return {};
          const columns = s.columns.map((c) => {
            const taskIds = c.taskIds.filter((id) => id !== taskId);
            if (c.id !== columnId) return taskIds.length === c.taskIds.length ? c : { ...c, taskIds };
            const at = Math.max(0, Math.min(index, taskIds.length));
            return { ...c, taskIds: [...taskIds.slice(0, at), taskId, ...taskIds.slice(at)] };
          });
          return { columns, tasks: { ...s.tasks, [taskId]: { ...task, columnId } } };
        }),
      deleteTask: (taskId) =>
        set((s) => ({
          columns: s.columns.map((c) =>
            c.taskIds.includes(taskId) ? { ...c, taskIds: c.taskIds.filter((id) => id !== taskId) } : c,
          ),
          tasks: withoutTasks(s.tasks, [taskId]),
        })),

      addComment: (taskId, message) =>
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) => ({
            ...task,
            comments: [
              ...task.comments,
              { id: newId('comment'), authorId: CURRENT_MEMBER_ID, message, createdAt: Date.now() },
            ],
          })),
        })),
      addChecklist: (taskId, name) => {
        const id = newId('checklist');
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) => ({
            ...task,
            checklists: [...task.checklists, { id, name, checkItems: [] }],
          })),
        }));
        return id;
      },
      updateChecklist: (taskId, checklistId, { name }) =>
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) =>
            withChecklist(task, checklistId, (c) => ({ ...c, name })),
          ),
        })),
      deleteChecklist: (taskId, checklistId) =>
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) => ({
            ...task,
            checklists: task.checklists.filter((c) => c.id !== checklistId),
          })),
        })),
      addCheckItem: (taskId, checklistId, name) => {
        const id = newId('check-item');
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) =>
            withChecklist(task, checklistId, (c) => ({
              ...c,
              checkItems: [...c.checkItems, { id, name, done: false }],
            })),
          ),
        }));
        return id;
      },
      updateCheckItem: (taskId, checklistId, checkItemId, update) =>
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) =>
            withChecklist(task, checklistId, (c) => ({
              ...c,
              checkItems: c.checkItems.map((item) =>
                item.id === checkItemId ? { ...item, ...update } : item,
              ),
            })),
          ),
        })),
      deleteCheckItem: (taskId, checklistId, checkItemId) =>
        set((s) => ({
          tasks: withTask(s.tasks, taskId, (task) =>
            withChecklist(task, checklistId, (c) => ({
              ...c,
              checkItems: c.checkItems.filter((item) => item.id !== checkItemId),
            })),
          ),
        })),

      reset: () => set(seed()),
    }),
    persistInRoot<KanbanState, KanbanData>('kanban', kanbanDataSchema, (s) => ({
      columns: s.columns,
      tasks: s.tasks,
      members: s.members,
    })),
  ),
);

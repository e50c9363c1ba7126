// The demo board a person finds on the first visit (and after "Reset demo data"), written in the
// language they are using then: it is their data from that moment on.
import type { TFunction } from 'i18next';
import { CURRENT_MEMBER_ID, type KanbanData, type Task } from './kanban.model';

const DAY = 86_400_000;

export function seedKanban(t: TFunction, now = Date.now()): KanbanData {
  const members = [
    { id: CURRENT_MEMBER_ID, name: t('seed.members.you') },
    { id: 'member-ana', name: 'Ana Souza' },
    { id: 'member-bruno', name: 'Bruno Lima' },
    { id: 'member-carla', name: 'Carla Mendes' },
  ];
  const task = (id: string, columnId: string, key: string, extra: Partial<Task> = {}): Task => ({
    id,
    columnId,
    name: t(`seed.tasks.${key}.name`),
    description: t(`seed.tasks.${key}.description`),
    memberIds: [],
    dueDate: null,
    comments: [],
    checklists: [],
    ...extra,
  });
  const tasks: Task[] = [
    task('task-hearing', 'column-todo', 'hearing', {
      memberIds: ['member-ana', CURRENT_MEMBER_ID],
      dueDate: now + 7 * DAY,
      checklists: [
        {
          id: 'checklist-hearing',
          name: t('seed.tasks.hearing.checklist'),
          checkItems: [
            { id: 'item-venue', name: t('seed.tasks.hearing.items.venue'), done: true },
            { id: 'item-invites', name: t('seed.tasks.hearing.items.invites'), done: false },
            { id: 'item-minutes', name: t('seed.tasks.hearing.items.minutes'), done: false },
          ],
        },
      ],
    }),
    task('task-map', 'column-todo', 'map', { memberIds: ['member-bruno'] }),
    task('task-grievance', 'column-progress', 'grievance', {
      memberIds: ['member-carla'],
      dueDate: now + 2 * DAY,
      comments: [
        {
          id: 'comment-grievance',
          authorId: 'member-carla',
          message: t('seed.tasks.grievance.comment'),
          createdAt: now - DAY,
        },
      ],
    }),
    task('task-report', 'column-progress', 'report', { memberIds: [CURRENT_MEMBER_ID] }),
    task('task-visit', 'column-done', 'visit', { memberIds: ['member-ana', 'member-bruno'] }),
  ];
  const columns = [
    { id: 'column-todo', name: t('seed.columns.todo'), taskIds: [] as string[] },
    { id: 'column-progress', name: t('seed.columns.progress'), taskIds: [] as string[] },
    { id: 'column-done', name: t('seed.columns.done'), taskIds: [] as string[] },
  ];
  for (const item of tasks) columns.find((c) => c.id === item.columnId)?.taskIds.push(item.id);
  return { columns, tasks: Object.fromEntries(tasks.map((item) => [item.id, item])), members };
}

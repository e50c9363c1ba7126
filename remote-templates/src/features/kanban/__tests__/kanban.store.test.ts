import { initI18n, useRootStore } from '@conexoes/shared';
import { useKanbanStore } from '../kanban.store';
import { CURRENT_MEMBER_ID } from '../kanban.model';

const state = () => useKanbanStore.getState();
const column = (id: string) => state().columns.find((c) => c.id === id);
const saved = () => useRootStore.getState().templates.kanban as { state: { columns: { id: string }[] } };

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  state().reset();
});

describe('kanban columns (SPEC §4)', () => {
  it('creates a column at the end, empty', () => {
    const id = state().createColumn('Waiting for the community');
    expect(state().columns.at(-1)).toEqual({ id, name: 'Waiting for the community', taskIds: [] });
  });

  it('renames a column', () => {
    state().updateColumn('column-todo', { name: 'Backlog' });
    expect(column('column-todo')?.name).toBe('Backlog');
  });

  it('clears a column: its tasks are gone, the column stays', () => {
    const ids = column('column-todo')?.taskIds ?? [];
    expect(ids.length).toBeGreaterThan(0);
    state().clearColumn('column-todo');
    expect(column('column-todo')?.taskIds).toEqual([]);
    for (const id of ids) expect(state().tasks[id]).toBeUndefined();
  });

  it('deletes a column with its tasks, leaving the others', () => {
    const ids = column('column-progress')?.taskIds ?? [];
    state().deleteColumn('column-progress');
    expect(state().columns.map((c) => c.id)).toEqual(['column-todo', 'column-done']);
    for (const id of ids) expect(state().tasks[id]).toBeUndefined();
    expect(state().tasks['task-hearing']).toBeDefined();
  });
});

describe('kanban tasks (SPEC §4)', () => {
  it('creates a task at the end of its column', () => {
    const id = state().createTask('column-done', 'Send the thank-you letters');
    expect(column('column-done')?.taskIds.at(-1)).toBe(id);
    expect(state().tasks[id]).toMatchObject({ name: 'Send the thank-you letters', columnId: 'column-done' });
  });

  it('creates nothing in a column that does not exist', () => {
    const before = Object.keys(state().tasks).length;
    state().createTask('column-gone', 'Lost');
    expect(Object.keys(state().tasks)).toHaveLength(before);
  });

  it('moves a task to another column at a position', () => {
    state().moveTask('task-map', 'column-progress', 1);
    expect(column('column-todo')?.taskIds).toEqual(['task-hearing']);
    expect(column('column-progress')?.taskIds).toEqual(['task-grievance', 'task-map', 'task-report']);
    expect(state().tasks['task-map']?.columnId).toBe('column-progress');
  });

  it('moves a task to another position in its own column, bounded by the column', () => {
    state().moveTask('task-hearing', 'column-todo', 5);
    expect(column('column-todo')?.taskIds).toEqual(['task-map', 'task-hearing']);
    state().moveTask('task-hearing', 'column-todo', -3);
    expect(column('column-todo')?.taskIds).toEqual(['task-hearing', 'task-map']);
  });

  it('updates a task and deletes it from its column', () => {
    state().updateTask('task-map', {
      description: 'Include the quilombola community.',
      memberIds: ['member-ana'],
    });
    expect(state().tasks['task-map']).toMatchObject({
      description: 'Include the quilombola community.',
      memberIds: ['member-ana'],
    });
    state().deleteTask('task-map');
    expect(state().tasks['task-map']).toBeUndefined();
    expect(column('column-todo')?.taskIds).toEqual(['task-hearing']);
  });

  it('adds a comment by the signed-in member, with its time', () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    state().addComment('task-map', 'The cooperative asked for a meeting.');
    jest.useRealTimers();
    expect(state().tasks['task-map']?.comments).toEqual([
      expect.objectContaining({
        authorId: CURRENT_MEMBER_ID,
        message: 'The cooperative asked for a meeting.',
        createdAt: Date.parse('2026-03-02T10:00:00Z'),
      }),
    ]);
  });
});

describe('kanban checklists and check items (SPEC §4)', () => {
  it('adds, renames and deletes a checklist', () => {
    const id = state().addChecklist('task-map', 'Sources');
    expect(state().tasks['task-map']?.checklists).toEqual([{ id, name: 'Sources', checkItems: [] }]);
    state().updateChecklist('task-map', id, { name: 'Data sources' });
    expect(state().tasks['task-map']?.checklists[0]?.name).toBe('Data sources');
    state().deleteChecklist('task-map', id);
    expect(state().tasks['task-map']?.checklists).toEqual([]);
  });

  it('adds a check item not done, ticks and renames it, deletes it', () => {
    const list = state().addChecklist('task-map', 'Sources');
    const item = state().addCheckItem('task-map', list, 'IBGE census');
    const items = () => state().tasks['task-map']?.checklists[0]?.checkItems;
    expect(items()).toEqual([{ id: item, name: 'IBGE census', done: false }]);
    state().updateCheckItem('task-map', list, item, { done: true });
    state().updateCheckItem('task-map', list, item, { name: 'IBGE census 2022' });
    expect(items()).toEqual([{ id: item, name: 'IBGE census 2022', done: true }]);
    state().deleteCheckItem('task-map', list, item);
    expect(items()).toEqual([]);
  });
});

describe('kanban persistence in "root"', () => {
  it('saves every change under root.templates.kanban and reads it back after a reload', async () => {
    state().createColumn('Blocked');
    expect(saved().state.columns.map((c) => c.id)).toHaveLength(4);
    const kept = useRootStore.getState().templates.kanban;

    state().reset();
    useRootStore.getState().setTemplateState('kanban', kept);
    await useKanbanStore.persist.rehydrate();

    expect(state().columns.map((c) => c.name)).toEqual(['To do', 'In progress', 'Done', 'Blocked']);
  });

  it('ignores a saved board of the wrong shape and keeps the demo board', async () => {
    useRootStore.getState().setTemplateState('kanban', { state: { columns: 'oops' }, version: 1 });
    await useKanbanStore.persist.rehydrate();
    expect(state().columns.map((c) => c.name)).toEqual(['To do', 'In progress', 'Done']);
  });

  it('ignores a templates entry that is not a saved value at all', async () => {
    useRootStore.setState({ templates: { kanban: 42 } });
    await useKanbanStore.persist.rehydrate();
    expect(state().columns).toHaveLength(3);
  });
});

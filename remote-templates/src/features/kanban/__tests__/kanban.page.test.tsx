import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n, useRootStore } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { KanbanPage } from '../kanban.page';
import { TaskDialog } from '../task-dialog';
import { useKanbanStore } from '../kanban.store';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep. Queries are scoped
// to a column or a dialog (a role query over the whole board costs seconds there).
jest.setTimeout(60_000);

type User = ReturnType<typeof userEvent.setup>;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const board = () => document.querySelector<HTMLElement>('.kanban-board')!;
const column = (name: string) => within(board()).getByRole('region', { name });

/** Puts `text` into a field at once (typing key by key into antd is slow here). */
const fill = async (user: User, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

/** The dialog whose title is `title` (antd modals, including confirmations). */
const dialog = async (title: string | RegExp) =>
  within(
    await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
        typeof title === 'string' ? m.textContent?.includes(title) : title.test(m.textContent ?? ''),
      );
      if (!found) throw new Error(`no dialog "${String(title)}"`);
      return found;
    }),
  );

/** The task dialog alone, following the store as the page does (the board is not needed here). */
function OpenTask({ taskId }: { taskId: string }) {
  const task = useKanbanStore((s) => s.tasks[taskId]);
  return task ? <TaskDialog task={task} onClose={() => undefined} /> : <p>{'dialog closed'}</p>;
}

const menuItem = async (name: string) =>
  within(
    await waitFor(() => document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')!),
  ).getByRole('menuitem', { name });

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  act(() => useKanbanStore.getState().reset());
});

describe('the kanban page', () => {
  it('shows the board under one h1, each column with its tasks', async () => {
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Kanban' })).toBeInTheDocument();
    const todo = column('To do');
    expect(within(todo).getByText('2 tasks')).toBeInTheDocument();
    expect(
      within(todo).getByRole('button', { name: 'Open task Update the stakeholder map' }),
    ).toBeInTheDocument();
    expect(
      within(todo).getByRole('button', { name: 'Move task Update the stakeholder map' }),
    ).toBeInTheDocument();
  });

  it('adds a task at the end of a column', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    await fill(
      user,
      within(column('Done')).getByRole('textbox', { name: 'New task in Done' }),
      'Send the minutes',
    );
    await user.keyboard('{Enter}');
    expect(
      within(column('Done')).getByRole('button', { name: 'Open task Send the minutes' }),
    ).toBeInTheDocument();
    const done = useKanbanStore.getState().columns.find((c) => c.name === 'Done');
    expect(useKanbanStore.getState().tasks[done?.taskIds.at(-1) ?? '']?.name).toBe('Send the minutes');
  });

  it('creates and renames columns; each dialog gives the focus back to the button that opened it', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    const add = screen.getByText('Add column').closest('button')!;
    add.focus();
    await user.keyboard('{Enter}');
    let form = await dialog('Add column');
    await fill(user, form.getByRole('textbox', { name: 'Column name' }), 'Blocked');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(column('Blocked')).toBeInTheDocument());
    // It was left on the page's body, and a keyboard user started again from the top.
    await waitFor(() => expect(add).toHaveFocus());

    const actions = within(column('To do')).getByRole('button', { name: 'Actions for column To do' });
    await user.click(actions);
    await user.click(await menuItem('Rename'));
    form = await dialog('Rename');
    await fill(user, form.getByRole('textbox', { name: 'Column name' }), 'Backlog');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(column('Backlog')).toBeInTheDocument());
    await waitFor(() => expect(actions).toHaveFocus());
    expect(useKanbanStore.getState().columns.map((c) => c.name)).toEqual([
      'Backlog',
      'In progress',
      'Done',
      'Blocked',
    ]);
  });

  it('clears a column after confirming, then deletes another', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    await user.click(within(column('To do')).getByRole('button', { name: 'Actions for column To do' }));
    await user.click(await menuItem('Clear tasks'));
    await user.click((await dialog('Delete the 2 tasks of “To do”')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(column('To do')).getByText('0 tasks')).toBeInTheDocument());

    await user.click(within(column('Done')).getByRole('button', { name: 'Actions for column Done' }));
    await user.click(await menuItem('Delete column'));
    await user.click(
      (await dialog('Delete the column “Done” and its only task?')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() =>
      expect(within(board()).queryByRole('region', { name: 'Done' })).not.toBeInTheDocument(),
    );
    expect(useKanbanStore.getState().columns.map((c) => c.name)).toEqual(['To do', 'In progress']);
    expect(useKanbanStore.getState().tasks['task-visit']).toBeUndefined();
  });

  it('asks about one task in the singular, and an empty column without a count (“its 0 tasks” before)', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    await user.click(within(column('Done')).getByRole('button', { name: 'Actions for column Done' }));
    await user.click(await menuItem('Clear tasks'));
    await user.click(
      (await dialog('Delete the only task of “Done”? The column stays.')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(within(column('Done')).getByText('0 tasks')).toBeInTheDocument());

    await user.click(within(column('Done')).getByRole('button', { name: 'Actions for column Done' }));
    await user.click(await menuItem('Delete column'));
    await user.click(
      (await dialog('Delete the column “Done”? It has no tasks.')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() =>
      expect(within(board()).queryByRole('region', { name: 'Done' })).not.toBeInTheDocument(),
    );
  });

  it('saves a task’s description from its dialog', async () => {
    const user = setup();
    await renderAt(<OpenTask taskId="task-map" />, '/dashboard/kanban');
    const task = await dialog('Task: Update the stakeholder map');
    await fill(user, task.getByRole('textbox', { name: 'Description' }), 'Include the quilombola community.');
    await user.click(task.getByRole('button', { name: 'Save' }));
    expect(useKanbanStore.getState().tasks['task-map']?.description).toBe(
      'Include the quilombola community.',
    );
  });

  it('adds a checklist and an item, and ticks it; kept in root', async () => {
    const user = setup();
    await renderAt(<OpenTask taskId="task-map" />, '/dashboard/kanban');
    const task = await dialog('Task: Update the stakeholder map');
    await fill(user, task.getByRole('textbox', { name: 'Checklist name' }), 'Sources');
    await user.keyboard('{Enter}');
    await fill(user, await task.findByRole('textbox', { name: 'New item in Sources' }), 'IBGE census');
    await user.keyboard('{Enter}');
    await user.click(await task.findByRole('checkbox', { name: 'IBGE census' }));
    expect(task.getByRole('checkbox', { name: 'IBGE census' })).toBeChecked();
    const saved = useRootStore.getState().templates.kanban as {
      state: { tasks: Record<string, { checklists: { name: string; checkItems: { done: boolean }[] }[] }> };
    };
    expect(saved.state.tasks['task-map']?.checklists).toEqual([
      expect.objectContaining({ name: 'Sources', checkItems: [expect.objectContaining({ done: true })] }),
    ]);
  });

  it('adds a comment from the task dialog', async () => {
    const user = setup();
    await renderAt(<OpenTask taskId="task-map" />, '/dashboard/kanban');
    const task = await dialog('Task: Update the stakeholder map');
    await fill(user, task.getByRole('textbox', { name: 'Write a comment' }), 'Asked the cooperative.');
    await user.click(task.getByRole('button', { name: 'Comment' }));
    expect(await task.findByText('Asked the cooperative.')).toBeInTheDocument();
    expect(useKanbanStore.getState().tasks['task-map']?.comments.map((c) => c.message)).toEqual([
      'Asked the cooperative.',
    ]);
  });

  it('a task’s dialog, once closed, gives the focus back to the task', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    const open = within(column('To do')).getByRole('button', {
      name: 'Open task Update the stakeholder map',
    });
    await user.click(open);
    await user.click((await dialog('Task: Update the stakeholder map')).getByText('Close'));
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('deletes a task from its dialog after confirming', async () => {
    const user = setup();
    await renderAt(<KanbanPage />, '/dashboard/kanban');
    await user.click(
      within(column('To do')).getByRole('button', { name: 'Open task Update the stakeholder map' }),
    );
    await user.click(
      (await dialog('Task: Update the stakeholder map')).getByRole('button', { name: 'Delete task' }),
    );
    await user.click(
      (await dialog('Delete the task “Update the stakeholder map”?')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(useKanbanStore.getState().tasks['task-map']).toBeUndefined());
    await waitFor(() =>
      expect(
        within(column('To do')).queryByRole('button', { name: /Update the stakeholder map/ }),
      ).not.toBeInTheDocument(),
    );
  });
});

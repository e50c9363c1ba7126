import type { Action } from '@conexoes/shared';

export const BOARD_COLUMNS = ['overdue', 'week', 'later', 'noDate', 'done'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

const ISO_DAY = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Where an action goes on the board by its due date: done; overdue (the server's word for it); due
 * within the next seven days; later; or without a date. `today` is passed so tests choose the day.
 */
export const columnOf = (action: Action, today: Date = new Date()): BoardColumn => {
  if (action.status === 'completed') return 'done';
  if (action.overdue) return 'overdue';
  if (!action.dueDate) return 'noDate';
  const weekEnd = new Date(today);
  weekEnd.setDate(weekEnd.getDate() + 7);
  return action.dueDate <= ISO_DAY(weekEnd) ? 'week' : 'later';
};

/** The actions by column, each column by due date (undated last), then title. */
export const byColumn = (actions: Action[], today: Date = new Date()): Record<BoardColumn, Action[]> => {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, [] as Action[]])) as Record<
    BoardColumn,
    Action[]
  >;
  const sorted = [...actions].sort(
    (a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.title.localeCompare(b.title),
  );
  for (const action of sorted) columns[columnOf(action, today)].push(action);
  return columns;
};

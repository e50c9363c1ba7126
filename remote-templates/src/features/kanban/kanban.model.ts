// The kanban board's records (SPEC §3 "Template state": columns {id, taskIds}, tasks {id, columnId,
// comments, checklists {id, checkItems {id}}}, members) and the schema its saved copy is checked with.
import { z } from 'zod';

const checkItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  done: z.boolean(),
});

const checklistSchema = z.object({
  id: z.string(),
  name: z.string(),
  checkItems: z.array(checkItemSchema),
});

const commentSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  message: z.string(),
  createdAt: z.number(),
});

const taskSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  name: z.string(),
  description: z.string(),
  memberIds: z.array(z.string()),
  dueDate: z.number().nullable(),
  comments: z.array(commentSchema),
  checklists: z.array(checklistSchema),
});

const columnSchema = z.object({
  id: z.string(),
  name: z.string(),
  taskIds: z.array(z.string()),
});

const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
});

export const kanbanDataSchema = z.object({
  columns: z.array(columnSchema),
  tasks: z.record(z.string(), taskSchema),
  members: z.array(memberSchema),
});

export type CheckItem = z.infer<typeof checkItemSchema>;
export type Checklist = z.infer<typeof checklistSchema>;
export type TaskComment = z.infer<typeof commentSchema>;
export type Task = z.infer<typeof taskSchema>;
export type Column = z.infer<typeof columnSchema>;
export type Member = z.infer<typeof memberSchema>;
export type KanbanData = z.infer<typeof kanbanDataSchema>;

/** The demo board's signed-in person: comments written here are theirs. */
export const CURRENT_MEMBER_ID = 'member-you';

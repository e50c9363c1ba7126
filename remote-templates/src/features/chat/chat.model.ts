// The chat's records (SPEC §3 "Template state": contacts, threads {id, unreadCount, messages},
// current thread) and the schema its saved copy is checked with.
import { z } from 'zod';

const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  isActive: z.boolean(),
});

const messageSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  body: z.string(),
  createdAt: z.number(),
});

const threadSchema = z.object({
  id: z.string(),
  /** The other people in the thread (the signed-in person is always in it). */
  contactIds: z.array(z.string()),
  messages: z.array(messageSchema),
  unreadCount: z.number(),
});

export const chatDataSchema = z.object({
  contacts: z.array(contactSchema),
  threads: z.array(threadSchema),
  currentThreadId: z.string().nullable(),
});

export type Contact = z.infer<typeof contactSchema>;
export type ChatMessage = z.infer<typeof messageSchema>;
export type Thread = z.infer<typeof threadSchema>;
export type ChatData = z.infer<typeof chatDataSchema>;

/** The signed-in person of the demo chat. */
export const ME = 'contact-me';

/** Lower case without accents, so "joao" finds "João". */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

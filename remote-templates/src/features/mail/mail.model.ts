// The mail client's records (SPEC §3 "Template state": mail emails, labels) and the schema its
// saved copy is checked with.
import { z } from 'zod';

/** Where an email is; "starred" and "important" are flags, custom labels are tags on top. */
export const FOLDERS = ['inbox', 'sent', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];

/** The views a person picks in the side list: the system ones, then each custom label's id. */
export const SYSTEM_VIEWS = ['inbox', 'sent', 'starred', 'important', 'trash'] as const;
export type SystemView = (typeof SYSTEM_VIEWS)[number];

export const LABEL_COLORS = ['blue', 'green', 'purple', 'red', 'gold'] as const;

const addressSchema = z.object({ name: z.string(), email: z.string() });

const emailSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  from: addressSchema,
  to: z.array(addressSchema),
  subject: z.string(),
  body: z.string(),
  createdAt: z.number(),
  isUnread: z.boolean(),
  isStarred: z.boolean(),
  isImportant: z.boolean(),
  folder: z.enum(FOLDERS),
  labelIds: z.array(z.string()),
});

const labelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(LABEL_COLORS),
});

export const mailDataSchema = z.object({
  emails: z.array(emailSchema),
  labels: z.array(labelSchema),
});

export type Address = z.infer<typeof addressSchema>;
export type Email = z.infer<typeof emailSchema>;
export type MailLabel = z.infer<typeof labelSchema>;
export type MailData = z.infer<typeof mailDataSchema>;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** The demo mailbox's owner. */
export const MY_ADDRESS = 'relacionamento@conexoes.demo';

const isSystemView = (view: string): view is SystemView => (SYSTEM_VIEWS as readonly string[]).includes(view);

/** The emails a view shows, newest first. Trash is only in the trash view. */
export const emailsInView = (emails: readonly Email[], view: string): Email[] => {
  const shown = emails.filter((email) => {
    if (view === 'trash') return email.folder === 'trash';
    if (email.folder === 'trash') return false;
    if (!isSystemView(view)) return email.labelIds.includes(view);
    if (view === 'starred') return email.isStarred;
    if (view === 'important') return email.isImportant;
    return email.folder === view;
  });
  return shown.sort((a, b) => b.createdAt - a.createdAt);
};

/** The emails of one conversation, oldest first. */
export const threadOf = (emails: readonly Email[], threadId: string): Email[] =>
  emails.filter((email) => email.threadId === threadId).sort((a, b) => a.createdAt - b.createdAt);

// The mail client's client state: read state, stars, importance, folders, custom labels, sending
// and replying; saved in the host's persisted `root` (root.templates.mail).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newId } from '../../state/new-id';
import { persistInRoot } from '../../state/root-persist';
import { seedT } from '../../state/seed-t';
import en from './i18n/en.json';
import { MAIL_NS } from './mail.i18n';
import {
  MY_ADDRESS,
  mailDataSchema,
  type Address,
  type Email,
  type Folder,
  type LabelColor,
  type MailData,
} from './mail.model';
import { seedMail } from './mail.seed';

export type Draft = { to: Address[]; subject: string; body: string };

export type MailActions = {
  setUnread: (emailId: string, isUnread: boolean) => void;
  toggleStarred: (emailId: string) => void;
  toggleImportant: (emailId: string) => void;
  moveToFolder: (emailId: string, folder: Exclude<Folder, 'sent'>) => void;
  /** Puts a custom label on an email, or takes it off. */
  setLabel: (emailId: string, labelId: string, on: boolean) => void;
  createLabel: (name: string, color: LabelColor) => string;
  /** Sends a new email from the mailbox's owner: it is found under Sent. */
  send: (draft: Draft, senderName: string) => string;
  /** Answers an email in its conversation: the answer goes to the sender, under Sent. */
  reply: (emailId: string, body: string, senderName: string, subject: string) => string;
  reset: () => void;
};

export type MailState = MailData & MailActions;

const seed = () => seedMail(seedT(MAIL_NS, en));

const patch = (emails: Email[], emailId: string, change: (email: Email) => Partial<Email>) =>
  emails.map((email) => (email.id === emailId ? { ...email, ...change(email) } : email));

const sentEmail = (threadId: string | null, draft: Draft, senderName: string): Email => {
  const id = newId('email');
  return {
    id,
    threadId: threadId ?? id,
    from: { name: senderName, email: MY_ADDRESS },
    to: draft.to,
    subject: draft.subject,
    body: draft.body,
    createdAt: Date.now(),
    isUnread: false,
    isStarred: false,
    isImportant: false,
    folder: 'sent',
    labelIds: [],
  };
};

export const useMailStore = create<MailState>()(
  persist(
    (set, get) => ({
      ...seed(),
      setUnread: (emailId, isUnread) =>
        set((s) => ({ emails: patch(s.emails, emailId, () => ({ isUnread })) })),
      toggleStarred: (emailId) =>
        set((s) => ({ emails: patch(s.emails, emailId, (e) => ({ isStarred: !e.isStarred })) })),
      toggleImportant: (emailId) =>
        set((s) => ({ emails: patch(s.emails, emailId, (e) => ({ isImportant: !e.isImportant })) })),
      moveToFolder: (emailId, folder) =>
        set((s) => ({
          // What the mailbox's owner sent goes back to Sent when taken out of the trash.
          emails: patch(s.emails, emailId, (e) => ({
            folder: folder === 'inbox' && e.from.email === MY_ADDRESS ? 'sent' : folder,
          })),
        })),
      setLabel: (emailId, labelId, on) =>
        set((s) => ({
          emails: patch(s.emails, emailId, (e) => ({
            labelIds: on
              ? [...e.labelIds.filter((id) => id !== labelId), labelId]
              : e.labelIds.filter((id) => id !== labelId),
          })),
        })),
      createLabel: (name, color) => {
        const id = newId('label');
        set((s) => ({ labels: [...s.labels, { id, name, color }] }));
        return id;
      },
      send: (draft, senderName) => {
        const email = sentEmail(null, draft, senderName);
        set((s) => ({ emails: [...s.emails, email] }));
        return email.id;
      },
      reply: (emailId, body, senderName, subject) => {
        const original = get().emails.find((e) => e.id === emailId);
        if (!original) return '';
        const to = original.from.email === MY_ADDRESS ? original.to : [original.from];
        const email = sentEmail(original.threadId, { to, subject, body }, senderName);
        set((s) => ({ emails: [...s.emails, email] }));
        return email.id;
      },
      reset: () => set(seed()),
    }),
    persistInRoot<MailState, MailData>('mail', mailDataSchema, (s) => ({
      emails: s.emails,
      labels: s.labels,
    })),
  ),
);

import { SYSTEM_VIEWS, type Email, type MailLabel } from './mail.model';

export type ViewEntry = { id: string; name: string; unread: number; color?: string };

/** The side list: system views with their unread counts (not in trash), then each custom label. */
export const viewEntries = (
  emails: readonly Email[],
  labels: readonly MailLabel[],
  systemName: (view: string) => string,
): ViewEntry[] => {
  const unreadWhere = (match: (e: Email) => boolean) =>
    emails.filter((e) => e.isUnread && e.folder !== 'trash' && match(e)).length;
  return [
    ...SYSTEM_VIEWS.map((view) => ({
      id: view,
      name: systemName(view),
      unread:
        view === 'inbox'
          ? unreadWhere((e) => e.folder === 'inbox')
          : view === 'starred'
            ? unreadWhere((e) => e.isStarred)
            : view === 'important'
              ? unreadWhere((e) => e.isImportant)
              : 0,
    })),
    ...labels.map((label) => ({
      id: label.id,
      name: label.name,
      unread: unreadWhere((e) => e.labelIds.includes(label.id)),
      color: label.color,
    })),
  ];
};

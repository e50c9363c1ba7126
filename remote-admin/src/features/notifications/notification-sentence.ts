import type { TFunction } from 'i18next';
import { formatDate, type Notification } from '@conexoes/shared';

const statusKeys = ['open', 'in_progress', 'fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled'];

/** The notification as a sentence in the reader's language: the record's kind, its title and dates. */
export const notificationSentence = (t: TFunction, notice: Notification): string => {
  const { kind, record, data } = notice;
  const title = record.title;
  const date = typeof data.dueDate === 'string' ? formatDate(`${data.dueDate.slice(0, 10)}T00:00:00`) : '';
  switch (kind) {
    case 'owner_assigned':
    case 'due_soon':
    case 'overdue': {
      // An action names its commitment or plan: five overdue "Apresentar o plano" are told apart.
      const parentType =
        data.parentType === 'commitment' || data.parentType === 'negotiation_plan' ? data.parentType : null;
      if (record.type === 'action' && parentType && typeof data.parentTitle === 'string') {
        const parent = t(`notifications.actionParent.${parentType}`, { title: data.parentTitle });
        return t(`notifications.sentence.${kind}.actionOf`, { title, parent, date });
      }
      return t(`notifications.sentence.${kind}.${record.type}`, { title, date });
    }
    case 'grievance_overdue':
      return t(
        `notifications.sentence.grievance_overdue.${data.target === 'acknowledgement' ? 'acknowledgement' : 'resolution'}`,
        { title, date },
      );
    case 'plan_finished':
    case 'plan_reopened':
      return t(`notifications.sentence.${kind}`, { title });
    case 'commitment_status_changed': {
      const from = typeof data.from === 'string' && statusKeys.includes(data.from) ? data.from : null;
      const to = typeof data.to === 'string' && statusKeys.includes(data.to) ? data.to : null;
      return from && to
        ? t('notifications.sentence.commitment_status_changed', {
            title,
            from: t(`notifications.status.${from}`),
            to: t(`notifications.status.${to}`),
          })
        : t('notifications.sentence.commitment_status_changed_plain', { title });
    }
  }
};

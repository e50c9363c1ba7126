// The demo mailbox a person finds on the first visit (and after a reset), in the language of that moment.
import type { TFunction } from 'i18next';
import { MY_ADDRESS, type Email, type MailData } from './mail.model';

const HOUR = 3_600_000;

export function seedMail(t: TFunction, now = Date.now()): MailData {
  const me = { name: t('seed.me'), email: MY_ADDRESS };
  const ana = { name: 'Ana Souza', email: 'ana.souza@associacao-vila.org.br' };
  const agency = { name: 'Marcos Ribeiro', email: 'marcos.ribeiro@meioambiente.mg.gov.br' };
  const school = { name: 'Patrícia Gomes', email: 'direcao@escola-baraodecocais.edu.br' };
  const press = { name: 'Renata Alves', email: 'renata@jornaldovale.com.br' };
  const mail = (id: string, key: string, hoursAgo: number, extra: Partial<Email>): Email => ({
    id,
    threadId: id,
    from: me,
    to: [],
    subject: t(`seed.${key}.subject`),
    body: t(`seed.${key}.body`),
    createdAt: now - hoursAgo * HOUR,
    isUnread: false,
    isStarred: false,
    isImportant: false,
    folder: 'inbox',
    labelIds: [],
    ...extra,
  });
  return {
    labels: [
      { id: 'label-community', name: t('seed.labels.community'), color: 'green' },
      { id: 'label-licensing', name: t('seed.labels.licensing'), color: 'purple' },
    ],
    emails: [
      mail('email-agency', 'agency', 2, {
        from: agency,
        to: [me],
        isUnread: true,
        isImportant: true,
        labelIds: ['label-licensing'],
      }),
      mail('email-ana', 'ana', 5, { from: ana, to: [me], isUnread: true, labelIds: ['label-community'] }),
      mail('email-school', 'school', 27, { from: school, to: [me], isStarred: true }),
      mail('email-press', 'press', 50, { from: press, to: [me] }),
      mail('email-minutes', 'minutes', 30, { to: [ana], folder: 'sent', labelIds: ['label-community'] }),
    ],
  };
}

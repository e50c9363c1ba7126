// The demo chat a person finds on the first visit (and after a reset), in the language of that moment.
import type { TFunction } from 'i18next';
import { ME, type ChatData, type ChatMessage } from './chat.model';

const MINUTE = 60_000;

export function seedChat(t: TFunction, now = Date.now()): ChatData {
  const contacts = [
    { id: 'contact-ana', name: 'Ana Souza', role: t('seed.roles.relations'), isActive: true },
    { id: 'contact-joao', name: 'João Pereira', role: t('seed.roles.leader'), isActive: false },
    { id: 'contact-marina', name: 'Marina Costa', role: t('seed.roles.environment'), isActive: true },
    { id: 'contact-rafael', name: 'Rafael Oliveira', role: t('seed.roles.legal'), isActive: false },
    { id: 'contact-luiza', name: 'Luíza Fernandes', role: t('seed.roles.communication'), isActive: true },
  ];
  const message = (id: string, authorId: string, key: string, minutesAgo: number): ChatMessage => ({
    id,
    authorId,
    body: t(`seed.messages.${key}`),
    createdAt: now - minutesAgo * MINUTE,
  });
  return {
    contacts,
    threads: [
      {
        id: 'thread-ana',
        contactIds: ['contact-ana'],
        unreadCount: 2,
        messages: [
          message('message-ana-1', ME, 'ana1', 95),
          message('message-ana-2', 'contact-ana', 'ana2', 40),
          message('message-ana-3', 'contact-ana', 'ana3', 38),
        ],
      },
      {
        id: 'thread-joao',
        contactIds: ['contact-joao'],
        unreadCount: 0,
        messages: [
          message('message-joao-1', 'contact-joao', 'joao1', 60 * 26),
          message('message-joao-2', ME, 'joao2', 60 * 25),
        ],
      },
      {
        id: 'thread-team',
        contactIds: ['contact-marina', 'contact-rafael'],
        unreadCount: 1,
        messages: [
          message('message-team-1', 'contact-rafael', 'team1', 60 * 3),
          message('message-team-2', 'contact-marina', 'team2', 60 * 2),
        ],
      },
    ],
    currentThreadId: null,
  };
}

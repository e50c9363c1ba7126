import { initI18n, useRootStore } from '@conexoes/shared';
import { useMailStore } from '../mail.store';
import { MY_ADDRESS, emailsInView, threadOf } from '../mail.model';

const state = () => useMailStore.getState();
const email = (id: string) => state().emails.find((e) => e.id === id);
const subjects = (view: string) => emailsInView(state().emails, view).map((e) => e.id);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  state().reset();
});

describe('mail', () => {
  it('shows each view’s emails, newest first, and trash only in the trash', () => {
    expect(subjects('inbox')).toEqual(['email-agency', 'email-ana', 'email-school', 'email-press']);
    expect(subjects('sent')).toEqual(['email-minutes']);
    expect(subjects('starred')).toEqual(['email-school']);
    expect(subjects('important')).toEqual(['email-agency']);
    expect(subjects('label-community')).toEqual(['email-ana', 'email-minutes']);
    state().moveToFolder('email-ana', 'trash');
    expect(subjects('inbox')).not.toContain('email-ana');
    expect(subjects('label-community')).toEqual(['email-minutes']);
    expect(subjects('trash')).toEqual(['email-ana']);
  });

  it('marks read and unread, stars and unstars, marks important', () => {
    state().setUnread('email-agency', false);
    state().toggleStarred('email-agency');
    state().toggleImportant('email-agency');
    expect(email('email-agency')).toMatchObject({ isUnread: false, isStarred: true, isImportant: false });
    state().toggleStarred('email-agency');
    state().setUnread('email-agency', true);
    expect(email('email-agency')).toMatchObject({ isUnread: true, isStarred: false });
  });

  it('sends an email that is found under Sent', () => {
    const id = state().send(
      {
        to: [{ name: '', email: 'prefeitura@itabira.mg.gov.br' }],
        subject: 'Invitation',
        body: 'Dear Mayor…',
      },
      'Community relations team',
    );
    expect(subjects('sent')[0]).toBe(id);
    expect(email(id)).toMatchObject({ folder: 'sent', isUnread: false, from: { email: MY_ADDRESS } });
  });

  it('replies to the sender in the same conversation', () => {
    const id = state().reply(
      'email-ana',
      'Thursday is fine.',
      'Community relations team',
      'Re: Next meeting',
    );
    expect(email(id)).toMatchObject({
      threadId: 'email-ana',
      folder: 'sent',
      to: [{ name: 'Ana Souza', email: 'ana.souza@associacao-vila.org.br' }],
      subject: 'Re: Next meeting',
    });
    expect(threadOf(state().emails, 'email-ana').map((e) => e.id)).toEqual(['email-ana', id]);
  });

  it('creates a label, labels an email and takes the label off', () => {
    const label = state().createLabel('Press', 'gold');
    state().setLabel('email-press', label, true);
    state().setLabel('email-press', label, true);
    expect(email('email-press')?.labelIds).toEqual([label]);
    expect(subjects(label)).toEqual(['email-press']);
    state().setLabel('email-press', label, false);
    expect(subjects(label)).toEqual([]);
  });

  it('puts a sent email taken out of the trash back under Sent', () => {
    state().moveToFolder('email-minutes', 'trash');
    state().moveToFolder('email-minutes', 'inbox');
    expect(email('email-minutes')?.folder).toBe('sent');
  });

  it('keeps the mailbox in root.templates.mail across a reload; a corrupt copy is ignored', async () => {
    state().toggleStarred('email-press');
    const kept = useRootStore.getState().templates.mail;
    state().reset();
    useRootStore.getState().setTemplateState('mail', kept);
    await useMailStore.persist.rehydrate();
    expect(email('email-press')?.isStarred).toBe(true);

    useRootStore.getState().setTemplateState('mail', { state: { emails: null }, version: 1 });
    state().reset();
    await useMailStore.persist.rehydrate();
    expect(email('email-press')?.isStarred).toBe(false);
  });
});

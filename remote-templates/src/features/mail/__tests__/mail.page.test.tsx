import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { MailPage } from '../mail.page';
import { useMailStore } from '../mail.store';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const side = () => within(screen.getByRole('navigation', { name: 'Mailboxes' }));
const main = () => within(document.querySelector<HTMLElement>('.mail-main')!);
const email = (id: string) => useMailStore.getState().emails.find((e) => e.id === id);

const dialog = async (title: string) =>
  within(
    await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
        m.textContent?.includes(title),
      );
      if (!found) throw new Error(`no dialog "${title}"`);
      return found;
    }),
  );

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  act(() => useMailStore.getState().reset());
});

describe('the mail page', () => {
  it('lists the inbox under one h1, unread ones marked, with the unread count beside Inbox', async () => {
    await renderAt(<MailPage />, '/dashboard/mail');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(side().getByRole('button', { name: /Inbox\s*2 unread/ })).toBeInTheDocument();
    expect(main().getByRole('button', { name: /^Unread: Marcos Ribeiro/ })).toBeInTheDocument();
    expect(main().getByRole('button', { name: /^Patrícia Gomes/ })).toBeInTheDocument();
  });

  it('opening an unread email shows its conversation and reads it; the URL keeps it', async () => {
    const user = setup();
    await renderAt(<MailPage />, '/dashboard/mail');
    await user.click(main().getByRole('button', { name: /Ana Souza/ }));
    expect(
      await main().findByRole('heading', { name: 'Next meeting of the association' }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/mail?view=inbox&email=email-ana');
    await waitFor(() => expect(email('email-ana')?.isUnread).toBe(false));
  });

  it('sends an email that is then found under Sent; the focus comes back to Compose', async () => {
    const user = setup();
    await renderAt(<MailPage />, '/dashboard/mail');
    const compose = screen.getByText('Compose').closest('button')!;
    await user.click(compose);
    const form = await dialog('New message');
    await user.click(form.getByRole('textbox', { name: 'To' }));
    await user.paste('prefeitura@itabira.mg.gov.br');
    await user.click(form.getByRole('textbox', { name: 'Subject' }));
    await user.paste('Invitation to the public hearing');
    await user.click(form.getByRole('textbox', { name: 'Message' }));
    await user.paste('Dear Mayor, you are invited.');
    await user.click(form.getByRole('button', { name: 'Send' }));
    // It was left on the page's body, and a keyboard user started again from the top.
    await waitFor(() => expect(compose).toHaveFocus());
    await user.click(side().getByRole('button', { name: 'Sent' }));
    expect(
      await main().findByRole('button', { name: /Invitation to the public hearing/ }),
    ).toBeInTheDocument();
  });

  it('refuses a recipient that is not an email address, next to the field', async () => {
    const user = setup();
    await renderAt(<MailPage />, '/dashboard/mail');
    const count = useMailStore.getState().emails.length;
    await user.click(screen.getByText('Compose'));
    const form = await dialog('New message');
    await user.click(form.getByRole('textbox', { name: 'To' }));
    await user.paste('ana.souza, prefeitura@itabira.mg.gov.br');
    await user.click(form.getByRole('textbox', { name: 'Message' }));
    await user.paste('Hello');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('“ana.souza” is not an email address')).toBeInTheDocument();
    expect(useMailStore.getState().emails).toHaveLength(count);
  });

  it('replies in the conversation and stars the email', async () => {
    const user = setup();
    await renderAt(<MailPage />, '/dashboard/mail?view=inbox&email=email-ana');
    await user.click(main().getByRole('button', { name: 'Star' }));
    expect(email('email-ana')?.isStarred).toBe(true);
    await user.click(main().getByRole('textbox', { name: 'Reply to Ana Souza' }));
    await user.paste('Thursday is fine for us.');
    await user.click(main().getByRole('button', { name: 'Reply' }));
    expect(await main().findByText('Thursday is fine for us.')).toBeInTheDocument();
    const reply = useMailStore.getState().emails.at(-1);
    expect(reply).toMatchObject({
      threadId: 'email-ana',
      folder: 'sent',
      subject: 'Re: Next meeting of the association',
    });
  });
});

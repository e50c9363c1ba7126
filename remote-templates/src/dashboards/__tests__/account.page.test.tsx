import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n, setToastHandler, useRootStore, type ToastRequest } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { AccountPage } from '../account/account.page';
import { OWNER, initialMembers } from '../account/account.data';
import { useAccountStore } from '../account/account.store';

jest.setTimeout(180_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** Types into a field the quick way (a paste: one event, not one per key, on a slow shared machine). */
const fill = async (user: ReturnType<typeof setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
let toasts: ToastRequest[] = [];
let stopToasts: () => void;

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});
beforeEach(() => {
  useAccountStore.getState().reset();
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
});
afterEach(() => stopToasts());

const openTab = async (user: ReturnType<typeof setup>, name: string) => {
  await user.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel', { name }));
};

describe('/dashboard/account', () => {
  it('has its five tabs under one h1', async () => {
    await renderAt(<AccountPage />, '/dashboard/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Billing',
      'Team',
      'Notifications',
      'Security',
    ]);
  });

  it('checks the profile before saving it, then confirms with a toast', async () => {
    const user = setup();
    await renderAt(<AccountPage />, '/dashboard/account');
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue(OWNER.name);
    await user.clear(name);
    await user.clear(screen.getByLabelText('E-mail'));
    await fill(user, screen.getByLabelText('E-mail'), 'helena@');
    await user.clear(screen.getByLabelText('Phone'));
    await fill(user, screen.getByLabelText('Phone'), '3198');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone with area code, e.g. (31) 98765-4321')).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await fill(user, name, 'Helena Prado');
    await fill(user, screen.getByLabelText('E-mail'), 'conexoes.com.br');
    await fill(user, screen.getByLabelText('Phone'), '7654321');
    expect(screen.getByLabelText('Phone')).toHaveValue('(31) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitForToast('Profile saved');
    expect(screen.getByLabelText('Full name')).toHaveValue('Helena Prado');
  });

  it('invites a team member once, and removes one after confirming', async () => {
    const user = setup();
    await renderAt(<AccountPage />, '/dashboard/account');
    const team = await openTab(user, 'Team');
    await fill(user, team.getByLabelText('E-mail'), 'nova.pessoa@conexoes.com.br');
    await user.click(team.getByRole('button', { name: 'Send invitation' }));
    await waitForToast('Invitation sent to nova.pessoa@conexoes.com.br');
    expect(team.getByText('Invitation pending')).toBeInTheDocument();

    await fill(user, team.getByLabelText('E-mail'), initialMembers[1]!.email);
    await user.click(team.getByRole('button', { name: 'Send invitation' }));
    expect(await team.findByText('This person is already in the team')).toBeInTheDocument();

    const gone = initialMembers[1]!.name;
    await user.click(team.getByRole('button', { name: `Remove ${gone}` }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitForToast(`${gone} no longer has access`);
    expect(team.queryByText(gone)).not.toBeInTheDocument();
  });

  it('keeps what was saved when the page is opened again, until the demo data is reset', async () => {
    const user = setup();
    await renderAt(<AccountPage />, '/dashboard/account');
    await user.clear(screen.getByLabelText('Full name'));
    await fill(user, screen.getByLabelText('Full name'), 'Helena Prado');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitForToast('Profile saved');
    const team = await openTab(user, 'Team');
    const gone = initialMembers[2]!.name;
    await user.click(team.getByRole('button', { name: `Remove ${gone}` }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitForToast(`${gone} no longer has access`);
    // Kept in the host's persisted root, where a reload finds it.
    expect(useRootStore.getState().templates.account).toMatchObject({
      state: { profile: { name: 'Helena Prado' } },
    });

    cleanup();
    await renderAt(<AccountPage />, '/dashboard/account');
    expect(screen.getByLabelText('Full name')).toHaveValue('Helena Prado');
    const teamAgain = await openTab(user, 'Team');
    expect(teamAgain.queryByText(gone)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitForToast('The demo account is back as it was');
    // The tabs start again from the demo's values, on the first tab.
    expect(screen.getByLabelText('Full name')).toHaveValue(OWNER.name);
    expect((await openTab(user, 'Team')).getByText(gone)).toBeInTheDocument();
  });

  it('reads a saved copy back; a copy edited by hand or left by an older build is ignored', async () => {
    useAccountStore.getState().saveProfile({ ...OWNER, name: 'Helena Prado' });
    const kept = useRootStore.getState().templates.account;
    useAccountStore.getState().reset();
    useRootStore.getState().setTemplateState('account', kept);
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState().profile.name).toBe('Helena Prado');

    useRootStore
      .getState()
      .setTemplateState('account', { state: { profile: { name: 42 }, plan: 'gold' }, version: 1 });
    useAccountStore.getState().reset();
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState().profile).toEqual(OWNER);
  });

  it('changes the password only when it is strong and confirmed', async () => {
    const user = setup();
    await renderAt(<AccountPage />, '/dashboard/account');
    const security = await openTab(user, 'Security');
    await fill(user, security.getByLabelText('Current password'), 'old-secret-1');
    await fill(user, security.getByLabelText('New password'), 'short');
    await fill(user, security.getByLabelText('Confirm the new password'), 'other');
    await user.click(security.getByRole('button', { name: 'Change password' }));
    expect(
      await security.findByText('Use at least 8 characters, with a letter and a number'),
    ).toBeInTheDocument();
    expect(security.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await user.clear(security.getByLabelText('New password'));
    await fill(user, security.getByLabelText('New password'), 'Nova-senha-2026');
    await user.clear(security.getByLabelText('Confirm the new password'));
    await fill(user, security.getByLabelText('Confirm the new password'), 'Nova-senha-2026');
    await user.click(security.getByRole('button', { name: 'Change password' }));
    await waitForToast('Password changed');
    expect(security.getByLabelText('New password')).toHaveValue('');
  });
});

/** The success toast saying exactly `message` (a bound, not a sleep). */
async function waitForToast(message: string) {
  await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message })));
}

import { useAuthStore } from '../../stores/auth.store';
import { endSession } from '../../session/session.actions';
import { clearDraft, readDraft, writeDraft } from '../form-drafts';

const TENANT = '0b9a4a4e-6f3e-4a57-9d8c-0c1a2b3c4d5e';
const OTHER_TENANT = '7d1e2f3a-6f3e-4a57-9d8c-0c1a2b3c4d5e';

const signIn = (email: string, tenant = TENANT) => {
  useAuthStore.getState().signOut();
  useAuthStore.getState().loginSucceeded({ token: 'app-token', email, name: email });
  useAuthStore.setState({ stage: 'app', tenants: [tenant] });
};

/** The drafts on the device, whoever typed them (the session's own token is stored beside them). */
const storedDrafts = () =>
  Object.keys({ ...window.localStorage }).filter((k) => k.startsWith('conexoes.draft:'));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.getState().signOut();
});
afterEach(() => jest.useRealTimers());

describe('form drafts', () => {
  it('keep what was typed for the next visit, even after the tab is gone', () => {
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'Visita às nascentes' });
    // A closed tab takes its sessionStorage with it; the draft is not there.
    window.sessionStorage.clear();
    expect(readDraft('interaction')?.values).toEqual({ subject: 'Visita às nascentes' });
    expect(readDraft('interaction', 'some-record')).toBeNull();
    expect(readDraft('commitment')).toBeNull();
  });

  it('are never offered to someone else signing in on the same device, nor in another tenant', () => {
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'Reclamação de poeira' });
    signIn('bruno@acme.com');
    expect(readDraft('interaction')).toBeNull();
    signIn('ana@acme.com', OTHER_TENANT);
    expect(readDraft('interaction')).toBeNull();
    signIn('ANA@acme.com');
    expect(readDraft('interaction')?.values).toEqual({ subject: 'Reclamação de poeira' });
  });

  it('keep no e-mail in the storage key', () => {
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'x' });
    expect(storedDrafts()).toHaveLength(1);
    expect(storedDrafts().join()).not.toContain('ana');
  });

  it('are dropped after seven days', () => {
    jest.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z') });
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'Audiência pública' });
    jest.setSystemTime(new Date('2026-11-08T11:00:00Z'));
    expect(readDraft('interaction')).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-08T13:00:00Z'));
    expect(readDraft('interaction')).toBeNull();
    expect(storedDrafts()).toHaveLength(0);
  });

  it('of anyone, once expired, are cleared by the next draft written on the device', () => {
    jest.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z') });
    signIn('bruno@acme.com');
    writeDraft('interaction', undefined, { subject: 'old' });
    jest.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'new' });
    expect(storedDrafts()).toHaveLength(1);
  });

  it('go when saved or discarded, and are not written with nobody signed in', () => {
    signIn('ana@acme.com');
    writeDraft('interaction', 'rec-1', { subject: 'x' });
    clearDraft('interaction', 'rec-1');
    expect(readDraft('interaction', 'rec-1')).toBeNull();
    useAuthStore.getState().signOut();
    writeDraft('interaction', undefined, { subject: 'y' });
    expect(storedDrafts()).toHaveLength(0);
  });

  it("go with the person's sign-out, and only theirs", async () => {
    signIn('bruno@acme.com');
    writeDraft('interaction', undefined, { subject: 'Bruno’s' });
    signIn('ana@acme.com');
    writeDraft('interaction', undefined, { subject: 'Ana’s' });
    writeDraft('commitment', 'c-1', { title: 'Ana’s' });
    // No token on the server here: endSession forgets locally whatever the network says.
    useAuthStore.setState({ token: null });
    await endSession();
    signIn('ana@acme.com');
    expect(readDraft('interaction')).toBeNull();
    expect(readDraft('commitment', 'c-1')).toBeNull();
    signIn('bruno@acme.com');
    expect(readDraft('interaction')?.values).toEqual({ subject: 'Bruno’s' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY, api, useAuthStore, type Problem } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { preloadStep } from '../../../pages/lazy-pages';
import { LoginForm } from '../login-form';

// The next step's page is its own chunk, fetched before the sign-in leaves (pages/lazy-pages.ts).
jest.mock('../../../pages/lazy-pages', () => ({ preloadStep: jest.fn(() => Promise.resolve()) }));

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

const DOC_ID = '6f1c2b7e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';

let post: jest.SpyInstance;
let get: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  post = jest.spyOn(api, 'post');
  get = jest.spyOn(api, 'get');
});
afterEach(() => jest.restoreAllMocks());

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login form', () => {
  it('requires both fields and a valid e-mail before calling the server', async () => {
    await renderAt(<LoginForm />, '/auth/login');
    await fillAndSubmit('', '');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    // Each error is tied to its field, and the keyboard lands on the first one to fix.
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveFocus();

    await fillAndSubmit('not-an-email', 'secret123');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows one generic message when the server refuses, and stores no token', async () => {
    const refusal: Problem = {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid credentials',
    };
    post.mockRejectedValue(refusal);
    await renderAt(<LoginForm />, '/auth/login');

    await fillAndSubmit('ana@acme.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email and password');
    expect(post).toHaveBeenCalledWith(
      'auth/login',
      { email: 'ana@acme.com', password: 'wrong-password' },
      { token: null },
    );
    expect(useAuthStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says when there were too many attempts instead of blaming the password', async () => {
    post.mockRejectedValue({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Retry later',
    });
    await renderAt(<LoginForm />, '/auth/login');
    await fillAndSubmit('ana@acme.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('on success stores the token, e-mail and name and goes on to choose workspaces', async () => {
    post.mockResolvedValue({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    get.mockResolvedValue({ pending: false, document: null });
    await renderAt(<LoginForm />, '/auth/login');

    await fillAndSubmit('ana@acme.com', 'Conexoes@2026');

    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'login-token',
      email: 'ana@acme.com',
      name: 'Ana',
    });
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('login-token');
    // Asked with the new session's token, before the store holds it.
    expect(get).toHaveBeenCalledWith('auth/users-documents/ana%40acme.com/pending/LGPD', {
      token: 'login-token',
    });
  });

  it('sends a user with a pending data-protection document to accept it first', async () => {
    const document = {
      id: DOC_ID,
      name: 'Política de privacidade',
      link: 'https://acme.example/lgpd',
      version: 3,
    };
    post.mockResolvedValue({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    get.mockResolvedValue({ pending: true, document });
    // The host's guard sends a signed-in user without a pending document to the workspaces, where a
    // single workspace is taken at once: no state may show the session without its document.
    const seen: Array<{ signedIn: boolean; document: unknown }> = [];
    const unsubscribe = useAuthStore.subscribe((state) =>
      seen.push({ signedIn: state.isAuthenticated, document: state.documentLgpd }),
    );
    await renderAt(<LoginForm />, '/auth/login');

    await fillAndSubmit('ana@acme.com', 'Conexoes@2026');

    await waitFor(() => expect(screen.getByText('arrived at /auth/lgpd')).toBeInTheDocument());
    unsubscribe();
    expect(useAuthStore.getState().documentLgpd).toEqual(document);
    expect(seen.filter((s) => s.signedIn)).not.toHaveLength(0);
    expect(seen.filter((s) => s.signedIn && s.document === null)).toEqual([]);
  });

  it("fetches the next step's page before leaving, so it opens at once", async () => {
    let arrived: () => void = () => undefined;
    jest
      .mocked(preloadStep)
      .mockImplementationOnce(() => new Promise<void>((resolve) => (arrived = resolve)));
    post.mockResolvedValue({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    get.mockResolvedValue({ pending: false, document: null });
    await renderAt(<LoginForm />, '/auth/login');

    await fillAndSubmit('ana@acme.com', 'Conexoes@2026');

    await waitFor(() => expect(preloadStep).toHaveBeenCalledWith('/auth/workspaces'));
    expect(screen.queryByText('arrived at /auth/workspaces')).not.toBeInTheDocument();
    arrived();
    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
  });

  it('hands the page the user wanted on to the next step, and drops one of another site', async () => {
    post.mockResolvedValue({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    get.mockResolvedValue({ pending: false, document: null });
    const first = await renderAt(<LoginForm />, '/auth/login?redirect=%2Fstakeholders%2Flist%3Fq%3Dana');
    await fillAndSubmit('ana@acme.com', 'Conexoes@2026');
    expect(
      await screen.findByText('arrived at /auth/workspaces?redirect=%2Fstakeholders%2Flist%3Fq%3Dana'),
    ).toBeInTheDocument();
    first.unmount();

    useAuthStore.getState().signOut();
    await renderAt(<LoginForm />, '/auth/login?redirect=https%3A%2F%2Fevil.example');
    await fillAndSubmit('ana@acme.com', 'Conexoes@2026');
    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
  });
});

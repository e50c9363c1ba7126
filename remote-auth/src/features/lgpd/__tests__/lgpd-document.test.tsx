import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY, api, useAuthStore } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { LgpdDocument } from '../lgpd-document';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

const DOC = {
  id: '6f1c2b7e-3d4a-4b5c-8d9e-0a1b2c3d4e5f',
  name: 'Termo de consentimento',
  link: '/manager/api/v1/auth/documents/6f1c2b7e-3d4a-4b5c-8d9e-0a1b2c3d4e5f',
  version: 3,
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
  useAuthStore.getState().documentPending(DOC);
  get = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ ...DOC, content: 'Tratamos seus dados para...', locale: 'pt-BR' });
  post = jest.spyOn(api, 'post').mockResolvedValue({ newToken: 'accepted-token' });
});
afterEach(() => jest.restoreAllMocks());

describe('data-protection document', () => {
  it('shows the document, and accepting needs the confirmation first', async () => {
    await renderAt(<LgpdDocument />, '/auth/lgpd');

    expect(screen.getByText('Termo de consentimento')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(await screen.findByText('Tratamos seus dados para...')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`auth/documents/${DOC.id}`);
    expect(screen.getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
  });

  it('accepting stores the new token, clears the pending document and goes on to the workspaces', async () => {
    await renderAt(<LgpdDocument />, '/auth/lgpd');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the document and accept it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/users-documents/ana%40acme.com/accept', { documentId: DOC.id });
    expect(useAuthStore.getState()).toMatchObject({ token: 'accepted-token', documentLgpd: null });
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('accepted-token');
  });

  it('hands the page the user wanted on to the workspace choice', async () => {
    await renderAt(<LgpdDocument />, '/auth/lgpd?redirect=%2Ftopics%2Flist');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the document and accept it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(
      await screen.findByText('arrived at /auth/workspaces?redirect=%2Ftopics%2Flist'),
    ).toBeInTheDocument();
  });

  it('asks for the pending document when the sign-in did not bring it, once', async () => {
    useAuthStore.getState().documentPending(null);
    get.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/pending/LGPD')
          ? { pending: true, document: DOC }
          : { ...DOC, content: 'Tratamos seus dados para...', locale: 'pt-BR' },
      ),
    );
    await renderAt(<LgpdDocument />, '/auth/lgpd');

    expect(await screen.findByText('Termo de consentimento')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('auth/users-documents/ana%40acme.com/pending/LGPD');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the document and accept it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
    // Accepting clears the pending document: the page does not ask again on its way out.
    expect(get.mock.calls.filter(([url]) => String(url).endsWith('/pending/LGPD'))).toHaveLength(1);
  });

  it('goes straight on when nothing is pending', async () => {
    useAuthStore.getState().documentPending(null);
    get.mockResolvedValue({ pending: false, document: null });
    await renderAt(<LgpdDocument />, '/auth/lgpd');
    expect(await screen.findByText('arrived at /auth/workspaces')).toBeInTheDocument();
  });

  it('says why when the question fails', async () => {
    useAuthStore.getState().documentPending(null);
    get.mockRejectedValue({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await renderAt(<LgpdDocument />, '/auth/lgpd');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('arrived at /auth/workspaces')).not.toBeInTheDocument();
  });

  it('stays with the document and says why when accepting fails', async () => {
    post.mockRejectedValue({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await renderAt(<LgpdDocument />, '/auth/lgpd');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the document and accept it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept and continue' })).toBeEnabled();
    expect(useAuthStore.getState().token).toBe('login-token');
  });
});

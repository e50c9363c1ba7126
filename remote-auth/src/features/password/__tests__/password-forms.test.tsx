import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { ForgotPasswordForm } from '../forgot-password-form';
import { ResetPasswordForm } from '../reset-password-form';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

let post: jest.SpyInstance;
beforeEach(() => {
  post = jest.spyOn(api, 'post');
});
afterEach(() => jest.restoreAllMocks());

describe('forgot password', () => {
  it.each([
    ['the address has an account', () => post.mockResolvedValue(undefined)],
    [
      'the server refuses the address',
      () => post.mockRejectedValue({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'x' }),
    ],
  ])('shows the same confirmation whether or not %s', async (_case, arrange) => {
    arrange();
    await renderAt(<ForgotPasswordForm />, '/auth/forgot_password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/forgot-password', { email: 'ana@acme.com' }, { token: null });
  });
});

describe('reset password', () => {
  it('asks for a new link when the page has no token', async () => {
    await renderAt(<ResetPasswordForm />, '/auth/reset_password');
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot_password',
    );
  });

  it('requires the password twice, identical, before sending it with the token', async () => {
    post.mockResolvedValue(undefined);
    await renderAt(<ResetPasswordForm />, '/auth/reset_password?token=tok-123456789012345678');

    await userEvent.type(screen.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'correct horse battery!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Repeat the new password'), '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      'auth/reset-password',
      { token: 'tok-123456789012345678', password: 'correct horse battery' },
      { token: null },
    );
  });

  it('says the link is invalid when the server refuses the token', async () => {
    post.mockRejectedValue({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid or expired',
    });
    await renderAt(<ResetPasswordForm />, '/auth/reset_password?token=used-token-000000000000');
    await userEvent.type(screen.getByLabelText('New password'), 'another passphrase');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });

  it('does not blame the link when the server refuses only the password', async () => {
    post.mockRejectedValue({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [
        {
          path: 'body.password',
          message: 'Must have at most 128 characters',
          code: 'too_big',
          params: { maximum: 128 },
        },
      ],
    });
    await renderAt(<ResetPasswordForm />, '/auth/reset_password?token=good-token-000000000000');
    await userEvent.type(screen.getByLabelText('New password'), 'another passphrase');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });
});

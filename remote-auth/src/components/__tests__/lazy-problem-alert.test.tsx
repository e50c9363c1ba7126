import { screen } from '@testing-library/react';
import type { Problem } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { ProblemAlert } from '../lazy-problem-alert';

const invalid: Problem = {
  type: 'about:blank',
  title: 'Unprocessable Entity',
  status: 422,
  detail: 'The request has invalid fields',
  errors: [{ path: 'body.email', message: 'Invalid email address' }],
};

describe('problem alert (the shared one, loaded on demand)', () => {
  it('says nothing without a problem, even with a message', async () => {
    await renderAt(<ProblemAlert problem={null} message="Never shown" />, '/auth/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
  });

  it('says the problem in words with the server’s detail translated, never a raw field path', async () => {
    await renderAt(<ProblemAlert problem={invalid} />, '/auth/forgot_password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not a valid e-mail address');
    expect(alert).not.toHaveTextContent('body.email');
    expect(alert).toHaveStyle({ marginBottom: '0px' });
  });

  it('says only the message when the page gives one (a refusal reads the same whatever was wrong)', async () => {
    await renderAt(<ProblemAlert problem={invalid} message="Please check" />, '/auth/login');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check');
    expect(alert).not.toHaveTextContent(/e-?mail/i);
  });
});

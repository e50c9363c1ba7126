import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@conexoes/shared';
import { signInToApp } from '../../test/session';
import { loadShellLayout } from '../shell-layout-loader';
import { ShellPreload } from '../shell-preload';

// The shell layout is its own chunk, off the sign-in page's first visit
// (docs/decisions/0010-front-end-weight.md): this checks when it is fetched ahead of time.
jest.mock('../shell-layout-loader', () => ({ loadShellLayout: jest.fn(() => Promise.resolve({})) }));
const mockedLoad = jest.mocked(loadShellLayout);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellPreload />
    </MemoryRouter>,
  );

beforeEach(() => {
  mockedLoad.mockClear();
  act(() => useAuthStore.getState().signOut());
});

describe('ShellPreload', () => {
  it.each(['/auth/login', '/auth/forgot_password', '/auth/reset_password'])(
    'leaves the shell out of a signed-out visit of %s',
    (path) => {
      renderAt(path);
      expect(mockedLoad).not.toHaveBeenCalled();
    },
  );

  it('fetches the shell for a page drawn in it, while the startup gate still waits', () => {
    renderAt('/stakeholders');
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('fetches the shell once signed in, during the steps that lead into the app', () => {
    renderAt('/auth/login');
    expect(mockedLoad).not.toHaveBeenCalled();
    act(() => signInToApp());
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

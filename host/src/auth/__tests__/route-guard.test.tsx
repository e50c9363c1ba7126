import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  emptyPermission,
  returnPathFrom,
  roleTemplates,
  useAuthStore,
  withReturnPath,
  type DocumentLgpd,
} from '@conexoes/shared';
import { LocationProbe, setupI18n } from '../../test/render-shell';
import { chosen, makeToken, signInToApp, SITE_A } from '../../test/session';
import { RouteGuard } from '../route-guard';

const DOCUMENT: DocumentLgpd = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Privacy notice',
  link: '/doc',
  version: 2,
};

/**
 * Stand-ins for remote-auth's pages: they end the way the real ones do, handing the wanted page on
 * to the next step and finally going there (or to '/') (remote-auth's own tests hold them to it).
 */
function FakeLogin() {
  const navigate = useNavigate();
  const carried = returnPathFrom(useLocation().search);
  const handleSignIn = () => {
    useAuthStore
      .getState()
      .loginSucceeded({ token: makeToken({ stage: 'login' }), email: 'ana@acme.com', name: 'Ana Lima' });
    useAuthStore.getState().documentPending(DOCUMENT);
    navigate(withReturnPath('/auth/lgpd', carried), { replace: true });
  };
  return <button onClick={handleSignIn}>fake sign in</button>;
}

function FakeLgpd() {
  const navigate = useNavigate();
  const carried = returnPathFrom(useLocation().search);
  const handleAccept = () => {
    useAuthStore.getState().lgpdAccepted(makeToken({ stage: 'login' }));
    navigate(withReturnPath('/auth/workspaces', carried), { replace: true });
  };
  return <button onClick={handleAccept}>fake accept</button>;
}

function FakeChooser() {
  const navigate = useNavigate();
  const carried = returnPathFrom(useLocation().search);
  const handleChoose = () => {
    useAuthStore.getState().workspacesChosen(chosen([SITE_A]));
    navigate(carried ?? '/', { replace: true });
  };
  return <button onClick={handleChoose}>fake choose</button>;
}

function Page() {
  const { pathname, search } = useLocation();
  return <h1>{`page ${pathname}${search}`}</h1>;
}

function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

const renderGuarded = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <SearchProbe />
      <Routes>
        <Route path="401" element={<h1>forbidden page</h1>} />
        <Route element={<RouteGuard />}>
          <Route path="auth/login" element={<FakeLogin />} />
          <Route path="auth/lgpd" element={<FakeLgpd />} />
          <Route path="auth/workspaces" element={<FakeChooser />} />
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.getState().signOut();
});

describe('route guards', () => {
  it('sends an anonymous visitor of a product page to sign in', async () => {
    renderGuarded('/stakeholders/list?search=ana');
    expect(await screen.findByRole('button', { name: 'fake sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(screen.getByTestId('search')).toHaveTextContent('?redirect=%2Fstakeholders%2Flist%3Fsearch%3Dana');
  });

  it('keeps public pages public', () => {
    renderGuarded('/pricing');
    expect(screen.getByRole('heading', { name: 'page /pricing' })).toBeInTheDocument();
  });

  it('sends a user with a pending document to it before any product page', () => {
    signInToApp();
    act(() => useAuthStore.getState().documentPending(DOCUMENT));
    renderGuarded('/stakeholders');
    expect(screen.getByRole('button', { name: 'fake accept' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/lgpd');
  });

  it('does not let the workspace choice come before the pending document', () => {
    useAuthStore
      .getState()
      .loginSucceeded({ token: makeToken({ stage: 'login' }), email: 'ana@acme.com', name: 'Ana' });
    useAuthStore.getState().documentPending(DOCUMENT);
    renderGuarded('/auth/workspaces');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/lgpd');
  });

  it('sends a signed-in user who has not chosen workspaces to the choice', () => {
    useAuthStore
      .getState()
      .loginSucceeded({ token: makeToken({ stage: 'login' }), email: 'ana@acme.com', name: 'Ana' });
    renderGuarded('/interactions');
    expect(screen.getByRole('button', { name: 'fake choose' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/workspaces');
  });

  it('sends a member to /401 when the flags forbid the route', () => {
    signInToApp(roleTemplates.viewer);
    renderGuarded('/users/list');
    expect(screen.getByRole('heading', { name: 'forbidden page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/401');
  });

  it('opens a route the flags allow', () => {
    signInToApp(roleTemplates.viewer);
    renderGuarded('/stakeholders/list');
    expect(screen.getByRole('heading', { name: 'page /stakeholders/list' })).toBeInTheDocument();
  });

  it('brings the user back to the page they wanted once sign-in, document and workspace choice are through', async () => {
    const user = userEvent.setup();
    renderGuarded('/stakeholders/list?search=ana');
    expect(screen.getByTestId('search')).toHaveTextContent('?redirect=%2Fstakeholders%2Flist%3Fsearch%3Dana');

    await user.click(await screen.findByRole('button', { name: 'fake sign in' }));
    await user.click(await screen.findByRole('button', { name: 'fake accept' }));
    await user.click(await screen.findByRole('button', { name: 'fake choose' }));

    expect(
      await screen.findByRole('heading', { name: 'page /stakeholders/list?search=ana' }),
    ).toBeInTheDocument();
  });

  it('takes the wanted page from a shared sign-in link, but only a path of this site', async () => {
    const user = userEvent.setup();
    const first = renderGuarded('/auth/login?redirect=%2Ftopics%2Flist');
    await user.click(screen.getByRole('button', { name: 'fake sign in' }));
    await user.click(await screen.findByRole('button', { name: 'fake accept' }));
    await user.click(await screen.findByRole('button', { name: 'fake choose' }));
    expect(await screen.findByRole('heading', { name: 'page /topics/list' })).toBeInTheDocument();
    first.unmount();
    useAuthStore.getState().signOut();

    renderGuarded('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
    await user.click(screen.getByRole('button', { name: 'fake sign in' }));
    await user.click(await screen.findByRole('button', { name: 'fake accept' }));
    await user.click(await screen.findByRole('button', { name: 'fake choose' }));
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeInTheDocument();
  });

  it('goes to the overview after sign-in when nothing was wanted', async () => {
    const user = userEvent.setup();
    renderGuarded('/auth/login');
    await user.click(screen.getByRole('button', { name: 'fake sign in' }));
    await user.click(await screen.findByRole('button', { name: 'fake accept' }));
    await user.click(await screen.findByRole('button', { name: 'fake choose' }));
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in member who opens the sign-in page on to their home, or to the page it carries', () => {
    signInToApp();
    const first = renderGuarded('/auth/login');
    expect(screen.getByRole('heading', { name: 'page /dashboard' })).toBeInTheDocument();
    first.unmount();
    renderGuarded('/auth/login?redirect=%2Fstakeholders%2Fnew');
    expect(screen.getByRole('heading', { name: 'page /stakeholders/new' })).toBeInTheDocument();
  });

  it('sends a member whose flags do not open the overview to the first area they may view', () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    signInToApp(permission);
    renderGuarded('/');
    expect(screen.getByRole('heading', { name: 'page /stakeholders' })).toBeInTheDocument();
  });

  it('sends the user to sign in when the session ends while on a product page', () => {
    signInToApp();
    renderGuarded('/stakeholders');
    expect(screen.getByRole('heading', { name: 'page /stakeholders' })).toBeInTheDocument();
    act(() => useAuthStore.getState().signOut());
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });
});

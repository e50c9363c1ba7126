import { act, render, screen } from '@testing-library/react';
import { ACCESS_TOKEN_STORAGE_KEY, useAuthStore, useLoaderStore } from '@conexoes/shared';
import { LoadingOverlay } from '../../feedback/loading-overlay';
import { setupI18n } from '../../test/render-shell';
import { StartupGate } from '../startup-gate';

beforeAll(setupI18n);

describe('StartupGate', () => {
  it('shows a full-screen spinner, then the content once auth is initialised and root rehydrated', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'not-a-jwt');
    render(
      <StartupGate>
        <p>app content</p>
      </StartupGate>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('app content')).not.toBeInTheDocument();

    expect(await screen.findByText('app content')).toBeInTheDocument();
    // A token that cannot be read leaves the user signed out (SPEC §4/§8).
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
  });
});

describe('LoadingOverlay', () => {
  it('covers the page while the global loading flag is set', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => useLoaderStore.getState().startLoading());
    expect(
      screen.getByRole('status', { name: 'Loading…' }).querySelector('.css-spinner'),
    ).toBeInTheDocument();
    act(() => useLoaderStore.getState().stopLoading());
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});

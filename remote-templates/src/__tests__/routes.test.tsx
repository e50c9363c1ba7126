import { act, screen } from '@testing-library/react';
import { i18n, initI18n } from '@conexoes/shared';
import { renderRemoteAt } from '@conexoes/shared/testing';
import { DASHBOARD_SECTIONS } from '../config/template-routes';
import { TemplatesRoutes } from '../routes';

// The template dashboards draw charts on a canvas jsdom has not got.
jest.mock('@ant-design/charts', () => require('../dashboards/__tests__/fake-charts'));

const renderAt = (path: string) => renderRemoteAt(TemplatesRoutes, path);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('TemplatesRoutes', () => {
  it.each([
    ['/', 'Every relationship with the communities around your operation, in one place'],
    ['/checkout', 'Checkout'],
    ['/contact', 'Contact'],
    ['/pricing', 'Pricing'],
    ['/dashboard/file-manager', 'File manager'],
    ['/dashboard/engagements/eng-1042', 'Public hearing — Vila Sanção'],
    ['/components/buttons', 'Buttons'],
    ['/docs/getting-started', 'Getting started'],
    ['/auth-demo/register/modern', 'Create an account'],
    ['/auth-demo/verify-code/classic', 'Verify code'],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('has a titled page for each named dashboard section of the spec', async () => {
    expect(DASHBOARD_SECTIONS).toHaveLength(19);
    for (const section of DASHBOARD_SECTIONS) {
      const { unmount } = renderAt(`/dashboard/${section}`);
      expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('dashboard.');
      unmount();
    }
    // Nineteen working pages with their tables, rendered one after another in jsdom.
  }, 240_000);

  it('opens the classic variant of a demo sign-in page by default', async () => {
    renderAt('/auth-demo/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth-demo/login/classic');
  });

  it('sends an unknown template path to /404', async () => {
    renderAt('/dashboard/nothing');
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('translates titles (German)', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Preise' })).toBeInTheDocument();
  });
});

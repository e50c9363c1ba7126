import { act, screen } from '@testing-library/react';
import { i18n, initI18n } from '@conexoes/shared';
import { renderRemoteAt } from '@conexoes/shared/testing';
import { CommitmentsRoutes } from '../routes';

const renderAt = (path: string) => renderRemoteAt(CommitmentsRoutes, path);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('CommitmentsRoutes', () => {
  it.each([
    ['/commitments/negotiation_plan', 'Negotiation plans'],
    ['/commitments/negotiation_plan/new', 'New negotiation plan'],
    ['/commitments/negotiation_plan/42', 'Negotiation plan'],
    ['/commitments/negotiation_plan/42/edit', 'Edit negotiation plan'],
    ['/commitments/management', 'Commitment management'],
    ['/commitments/management/new', 'New commitment'],
    ['/commitments/management/42', 'Commitment'],
    ['/commitments/management/42/edit', 'Edit commitment'],
    ['/commitments', 'Social commitments'],
    ['/configurations/commitments', 'Commitment settings'],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends an unknown path below its prefixes to /404', async () => {
    renderAt('/commitments/unknown');
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('shows page titles in the chosen language', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderAt('/commitments/negotiation_plan');
    expect(
      await screen.findByRole('heading', { name: 'Planos de negocia\u00e7\u00e3o' }),
    ).toBeInTheDocument();
  });
});

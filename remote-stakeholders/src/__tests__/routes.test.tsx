import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@conexoes/shared';
import { StakeholdersRoutes } from '../routes';

function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

// Mounted at the root as the host does; the host's /404 is stood in for by a probe page.
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="404" element={<p>host not-found page</p>} />
        <Route path="*" element={<StakeholdersRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('StakeholdersRoutes', () => {
  it.each([
    ["/stakeholders", "Stakeholders"],
    ["/stakeholders/list", "Stakeholder list"],
    ["/stakeholders/new", "New stakeholder"],
    ["/stakeholders/42", "Stakeholder"],
    ["/stakeholders/42/edit", "Edit stakeholder"],
    ["/configurations/stakeholders", "Stakeholder settings"],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends an unknown path below its prefixes to /404', async () => {
    renderAt("/stakeholders/1/edit/extra");
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('shows page titles in the chosen language', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderAt("/stakeholders");
    expect(await screen.findByRole('heading', { name: "Partes interessadas" })).toBeInTheDocument();
  });
});

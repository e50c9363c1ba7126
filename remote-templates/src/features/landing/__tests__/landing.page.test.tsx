import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { i18n, initI18n } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { LandingPage } from '../landing.page';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the landing page', () => {
  it('says what Conexões does under one h1, with the areas and LGPD/IFC', async () => {
    await renderAt(<LandingPage />, '/');
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent('Every relationship with the communities around your operation');
    for (const area of ['Stakeholders', 'Social interactions', 'Topics', 'Social commitments']) {
      expect(screen.getByRole('heading', { level: 3, name: area })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 3, name: /LGPD, from the first sign-in/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /IFC Performance Standards/ })).toBeInTheDocument();
  });

  it('leads to sign-in, to the plans and to the guide of each area', async () => {
    const user = setup();
    await renderAt(<LandingPage />, '/');
    const signIn = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIn[0]).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'How it works: Stakeholders' })).toHaveAttribute(
      'href',
      '/docs/stakeholders',
    );
    await user.click(screen.getByRole('link', { name: 'See plans and pricing' }));
    expect(currentLocation()).toBe('/pricing');
  });

  it('is read in Portuguese when the app is', async () => {
    await renderAt(<LandingPage />, '/');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      screen.getByRole('heading', { level: 1, name: /Todo o relacionamento com as comunidades/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/auth/login');
  });
});

import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { changeLanguage, useSettingsStore } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { BrandPanelSync, showsBrandPanel } from '../brand-panel-sync';

beforeAll(setupI18n);
afterEach(async () => {
  await changeLanguage('en');
  document.getElementById('brand-panel')?.remove();
  document.documentElement.removeAttribute('data-brand-panel');
  useSettingsStore.setState({ colorPreset: 'orange' });
});

// The markup index.html paints before any script (English until the inline script or the app says).
function addStaticPanel(): HTMLElement {
  const panel = document.createElement('aside');
  panel.id = 'brand-panel';
  panel.dataset.paths = JSON.stringify(['/auth/login', '/auth/forgot_password']);
  panel.innerHTML = '<p>Conexões Estratégicas</p><p>static tagline</p>';
  document.body.append(panel);
  return panel;
}

const shown = () => document.documentElement.hasAttribute('data-brand-panel');

describe('sign-in brand panel', () => {
  it('belongs to the listed sign-in paths only, with or without a trailing slash', () => {
    const paths = ['/auth/login'];
    expect(showsBrandPanel('/auth/login', paths)).toBe(true);
    expect(showsBrandPanel('/auth/login/', paths)).toBe(true);
    expect(showsBrandPanel('/auth/workspaces', paths)).toBe(false);
    expect(showsBrandPanel('/stakeholders', paths)).toBe(false);
  });

  it('shows on the sign-in route and is hidden once the visitor navigates elsewhere', async () => {
    addStaticPanel();
    const user = userEvent.setup();
    renderWithShell(
      <>
        <BrandPanelSync />
        <Link to="/stakeholders">next</Link>
      </>,
      '/auth/login',
    );
    expect(shown()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/stakeholders');
    expect(shown()).toBe(false);
  });

  it('leaves the painted words alone when they are already right (a new text node is a new, later paint)', () => {
    const panel = addStaticPanel();
    const tagline = panel.querySelectorAll('p')[1] as HTMLElement;
    tagline.textContent = 'Stakeholder relations and social commitments, in one place for your whole team.';
    const painted = tagline.firstChild;
    renderWithShell(<BrandPanelSync />, '/auth/login');
    expect(tagline.firstChild).toBe(painted);
  });

  it('follows the interface language and the colour preset', async () => {
    const panel = addStaticPanel();
    renderWithShell(<BrandPanelSync />, '/auth/login');
    expect(panel.textContent).toContain('in one place for your whole team');
    await act(() => changeLanguage('de'));
    expect(panel.textContent).toContain('Stakeholder-Beziehungen');
    act(() => useSettingsStore.setState({ colorPreset: 'blue' }));
    expect(document.documentElement.style.getPropertyValue('--brand-color')).toBe('#2970FF');
  });
});

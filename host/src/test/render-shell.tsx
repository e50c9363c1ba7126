// Test helpers: the shell's providers around a MemoryRouter, with the shared i18n initialised.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from '@conexoes/shared';
import { registerShellTranslations } from '../i18n/shell-translations';
import { AppThemeProvider } from '../theme/app-theme-provider';

export async function setupI18n(): Promise<void> {
  registerShellTranslations();
  await initI18n({ lng: 'en' });
}

export function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

export function renderWithShell(ui: ReactElement, path = '/') {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {ui}
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

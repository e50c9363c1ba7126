import { BrowserRouter } from 'react-router-dom';
import { LazyToaster } from '../feedback/lazy-toaster';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { BrandPanelSync } from '../layout/brand-panel-sync';
import { RouteProgress } from '../feedback/route-progress';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { AppRoutes } from './app-routes';
import { DocumentTitle } from './document-title';
import { ShellPreload } from './shell-preload';
import { StartupGate } from './startup-gate';

/** The shell: theme, the one router, startup gate, the tab's title, the shell fetched ahead of time, feedback (progress, overlay, toasts on first use). */
export function App() {
  return (
    <AppThemeProvider>
      <BrowserRouter>
        <RouteProgress />
        <BrandPanelSync />
        <DocumentTitle />
        <ShellPreload />
        <StartupGate>
          <AppRoutes />
        </StartupGate>
        <LoadingOverlay />
        <LazyToaster />
      </BrowserRouter>
    </AppThemeProvider>
  );
}

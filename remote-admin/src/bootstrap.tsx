// Standalone development entry: this remote alone, on its own port, with its own router.
// In the product the host mounts `./routes` instead and this file is never loaded.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneShell } from './standalone/standalone-shell';
import { AdminRoutes } from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneShell>
          <AdminRoutes />
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}

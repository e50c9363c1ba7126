// A remote run alone (its own dev server and port, `npm run dev -w remote-x`): the frame the host
// gives it in the product, reduced to what its pages need. One copy for every remote.
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Result } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@conexoes/shared';
import { CARD_CONFIG } from './card-config';
import { SELECT_ICONS_CONFIG } from './select-icons';
import { SEARCH_ICON_CONFIG } from './search-icon';

export type StandaloneShellProps = { children: ReactNode };

/** Minimal frame for running a remote alone: i18n, the brand colour and a local /404. */
export function StandaloneShell({ children }: StandaloneShellProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(initI18n()).then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <ConfigProvider
      theme={{ token: { colorPrimary: '#FF6203' } }}
      card={CARD_CONFIG}
      {...SELECT_ICONS_CONFIG}
      {...SEARCH_ICON_CONFIG}
    >
      <Routes>
        <Route path="404" element={<Result status="404" title="404" />} />
        <Route path="*" element={children} />
      </Routes>
    </ConfigProvider>
  );
}

/** The standalone entry of a remote: its routes in the frame above, with their own router. */
export function startStandalone(
  RemoteRoutes: ComponentType,
  container = document.getElementById('root'),
): void {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneShell>
          <RemoteRoutes />
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@conexoes/shared';
import { App } from './app/app';
import { registerShellTranslations } from './i18n/shell-translations';
import { loadRemoteConfig } from './remotes/remote-loader';
import './theme/shell.css';

registerShellTranslations();
// Fetch the runtime remote map early; nothing waits for it but the first remote mount.
void loadRemoteConfig().catch((error: unknown) => console.error(error));

void initI18n().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first tree in slices, yielding to the browser, instead of one
  // long task (total blocking time on a slow phone; docs/decisions/0010-front-end-weight.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

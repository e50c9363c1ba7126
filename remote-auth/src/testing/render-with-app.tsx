import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@conexoes/shared';
import '../i18n/register';

/** A stub page saying where the test arrived, query string included ("arrived at /x?redirect=…"). */
function Arrived() {
  const { pathname, search } = useLocation();
  return <p>{`arrived at ${pathname}${search}`}</p>;
}

/** Renders `element` at `path` inside a router and the shared i18n, with stubs at `stops`. */
export const renderAt = async (element: ReactElement, path: string, stops: string[] = []) => {
  await initI18n({ lng: 'en' });
  let result: RenderResult | undefined;
  // Inside act, so data loaded on arrival (already-resolved test doubles) settles before asserting.
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            {stops.map((stop) => (
              <Route key={stop} path={stop} element={<Arrived />} />
            ))}
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  return result as RenderResult;
};

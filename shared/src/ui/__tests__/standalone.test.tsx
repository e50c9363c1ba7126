import { act, screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { startStandalone } from '../standalone';

function FakeRoutes() {
  return (
    <Routes>
      <Route path="things" element={<h1>things page</h1>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

describe('a remote run alone', () => {
  it("shows the remote's pages, and its own /404 for a path it sends there", async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    window.history.pushState({}, '', '/things');
    await act(async () => startStandalone(FakeRoutes, container));
    expect(await screen.findByRole('heading', { name: 'things page' })).toBeInTheDocument();

    await act(async () => window.history.pushState({}, '', '/elsewhere'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});

import { Navigate, useLocation } from 'react-router-dom';
import { findRemote } from './remote-map';
import { RemoteMount } from './remote-mount';

/** Picks the owning remote from the static prefix map; nobody owns it → /404 (nothing fetched). */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = findRemote(pathname);
  if (!remote) return <Navigate to="/404" replace />;
  return <RemoteMount key={remote} name={remote} />;
}

// Which remote owns a path, derived from the host's route table: the host decides which remote to
// fetch from the URL alone, so nothing is downloaded before a path of that remote is visited.
import { findRoute } from '../navigation/route-match';
import { REMOTE_NAMES, type RemoteName } from '../navigation/route-table';

export { REMOTE_NAMES, type RemoteName };

/** The remote owning a path; undefined = no route has it (→ the host's /404, nothing fetched). */
export function findRemote(pathname: string): RemoteName | undefined {
  return findRoute(pathname)?.remote;
}

import { findRemote, type RemoteName } from '../remote-map';

describe('findRemote', () => {
  it.each<[string, RemoteName]>([
    ['/auth/login', 'remote_auth'],
    ['/auth/forgot_password', 'remote_auth'],
    ['/stakeholders', 'remote_stakeholders'],
    ['/stakeholders/12/edit', 'remote_stakeholders'],
    ['/configurations/stakeholders', 'remote_stakeholders'],
    ['/interactions/list', 'remote_interactions'],
    ['/topics/3', 'remote_interactions'],
    ['/configurations/interactions', 'remote_interactions'],
    ['/commitments/negotiation_plan/9/edit', 'remote_commitments'],
    ['/commitments/management', 'remote_commitments'],
    ['/configurations/commitments', 'remote_commitments'],
    ['/users/new', 'remote_admin'],
    ['/workspaces/5', 'remote_admin'],
    ['/configurations', 'remote_admin'],
    ['/account', 'remote_admin'],
    ['/notifications', 'remote_admin'],
    ['/dashboard', 'remote_admin'],
    ['/dashboard/calendar', 'remote_templates'],
    ['/', 'remote_templates'],
    ['/checkout', 'remote_templates'],
    ['/contact', 'remote_templates'],
    ['/pricing', 'remote_templates'],
    ['/auth-demo/login/modern', 'remote_templates'],
    ['/dashboard/engagements/4', 'remote_templates'],
    ['/components/buttons', 'remote_templates'],
    ['/docs/welcome', 'remote_templates'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRemote(path)).toBe(remote);
  });

  it('ignores a trailing slash', () => {
    expect(findRemote('/stakeholders/')).toBe('remote_stakeholders');
  });

  it('does not confuse a prefix with a longer word (/auth-demo is not /auth)', () => {
    expect(findRemote('/auth-demo')).toBe('remote_templates');
    expect(findRemote('/authx')).toBeUndefined();
  });

  it.each([
    '/nowhere',
    '/configurations/other',
    '/account/extra',
    '/pricing/plans',
    '/stakeholdersx',
    '/stakeholders/1/edit/more',
  ])('gives nobody for %s, so nothing is fetched and the host shows /404', (path) => {
    expect(findRemote(path)).toBeUndefined();
  });
});

import { returnPathFrom, safeReturnPath, withReturnPath } from '../return-path';

describe('safeReturnPath', () => {
  it.each(['/stakeholders/list', '/stakeholders/list?q=ana&page=2', '/topics#top', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'stakeholders',
    '/auth/login',
    '/auth',
    '/stake\nholders',
    '',
    null,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});

describe('carrying the wanted page through the steps', () => {
  it('reads back what it wrote, query string included', () => {
    const url = withReturnPath('/auth/workspaces', '/stakeholders/list?q=ana%20vieira&page=2');
    expect(returnPathFrom(url.slice(url.indexOf('?')))).toBe('/stakeholders/list?q=ana%20vieira&page=2');
  });

  it('leaves the path alone when nothing was wanted', () => {
    expect(withReturnPath('/auth/workspaces', null)).toBe('/auth/workspaces');
  });
});

import { startTestServer, json, type TestServer } from '../../../jest/test-server';
import { api, API_BASE_PATH, fileNameOf } from '../api-client';
import { browserLocation } from '../browser-location';
import { downloadFile, uploadFile } from '../file-transfer';
import { useAuthStore } from '../../stores/auth.store';
import { useSettingsStore } from '../../stores/settings.store';
import { changeLanguage, initI18n } from '../../i18n/i18n';

let server: TestServer;
let assign: jest.SpyInstance;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  server.reply(() => json(200, { ok: true }));
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  useAuthStore.getState().signOut();
});
afterEach(() => assign.mockRestore());

const lastRequest = () => server.requests[server.requests.length - 1];

describe('API client (SPEC §7)', () => {
  it('calls under /manager/api/v1/ with a JSON UTF-8 content type and answers the body', async () => {
    expect(API_BASE_PATH).toBe('/manager/api/v1/');
    const body = await api.post<{ ok: boolean }>('auth/login', { email: 'ana@example.com', password: 'x' });

    expect(body).toEqual({ ok: true });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe('/manager/api/v1/auth/login');
    expect(lastRequest().headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'ana@example.com', password: 'x' });
  });

  it('sends no Authorization header when there is no token', async () => {
    await api.get('workspaces');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('sends the session token as Bearer by default', async () => {
    useAuthStore.getState().loginSucceeded({ token: 'session-token', email: 'a@b.co', name: 'A' });
    await api.get('workspaces');
    expect(lastRequest().headers.authorization).toBe('Bearer session-token');
  });

  it('sends an explicitly supplied token instead of the session one, and none for null', async () => {
    useAuthStore.getState().loginSucceeded({ token: 'session-token', email: 'a@b.co', name: 'A' });
    await api.get('auth/workspaces', { token: 'login-stage-token' });
    expect(lastRequest().headers.authorization).toBe('Bearer login-stage-token');
    await api.get('auth/workspaces', { token: null });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('supports GET with query, PATCH, PUT and DELETE with the right methods and paths', async () => {
    await api.get('users/search', { params: { q: 'ana', page: 2 } });
    expect(lastRequest().url).toBe('/manager/api/v1/users/search?q=ana&page=2');
    await api.patch('users/1', { name: 'B' });
    expect(lastRequest()).toMatchObject({ method: 'PATCH', url: '/manager/api/v1/users/1' });
    await api.put('workspaces/7/active/false');
    expect(lastRequest()).toMatchObject({ method: 'PUT', url: '/manager/api/v1/workspaces/7/active/false' });
    server.reply(() => ({ status: 204 }));
    await api.delete('actions/3');
    expect(lastRequest()).toMatchObject({ method: 'DELETE', url: '/manager/api/v1/actions/3' });
  });

  it("answers a file-download POST as a Blob with the server's file name", async () => {
    server.reply(() => ({
      status: 200,
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': `attachment; filename="report.csv"; filename*=UTF-8''relat%C3%B3rio-2026.csv`,
      },
      body: 'id;name\n1;Ana\n',
    }));
    const { blob, fileName } = await api.downloadPost('social-interactions/report', { period: 'month' });
    expect(fileName).toBe('relatório-2026.csv');

    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: '/manager/api/v1/social-interactions/report',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('id;name\n1;Ana\n');
  });

  it('on 403 sends the browser to /auth/login and still rejects the caller with the problem', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Missing flag users.edit',
    };
    server.reply(() => json(403, problem, 'application/problem+json'));

    await expect(api.put('users/1', { name: 'X' })).rejects.toEqual(problem);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('rejects with the server problem+json body unchanged and does not redirect on other errors', async () => {
    const problem = {
      type: 'https://conexoes.dev/problems/validation',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'Some fields are not valid',
      errors: [{ path: 'email', message: 'Invalid email' }],
    };
    server.reply(() => json(422, problem, 'application/problem+json'));

    await expect(api.post('users', { email: 'x' })).rejects.toEqual(problem);
    expect(assign).not.toHaveBeenCalled();
  });

  it('rejects a failed download with the problem body, parsed from the Blob', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such report' };
    server.reply(() => json(404, problem, 'application/problem+json'));
    await expect(api.downloadGet('stakeholders/export')).rejects.toEqual(problem);
  });

  it('rejects with a problem carrying the status when the body is not JSON', async () => {
    server.reply(() => ({ status: 502, headers: { 'Content-Type': 'text/plain' }, body: 'Bad gateway' }));
    await expect(api.get('workspaces')).rejects.toMatchObject({ status: 502, detail: 'Bad gateway' });
  });
});

describe('fileNameOf (Content-Disposition)', () => {
  it('reads the plain name, prefers the UTF-8 one, and says null without a name', () => {
    expect(fileNameOf('attachment; filename="stakeholders-2026-11-25.xlsx"')).toBe(
      'stakeholders-2026-11-25.xlsx',
    );
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''partes%20interessadas.csv`)).toBe(
      'partes interessadas.csv',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('Accept-Language follows the app language', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });
  afterAll(() => changeLanguage('en'));

  it('sends the current app language on every call, and the new one after a switch', async () => {
    await changeLanguage('pt-BR');
    await api.get('stakeholders/search');
    expect(lastRequest().headers['accept-language']).toBe('pt-BR');

    await changeLanguage('de');
    await api.post('stakeholders', { name: 'X' });
    expect(lastRequest().headers['accept-language']).toBe('de');
    await api.downloadGet('stakeholders/export');
    expect(lastRequest().headers['accept-language']).toBe('de');
  });
});

describe('X-Time-Zone carries the clock the screens show times in', () => {
  it("sends the device's zone on calls, downloads and uploads, for the files the server words", async () => {
    const real = Intl.DateTimeFormat().resolvedOptions();
    const zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...real, timeZone: 'America/Manaus' });
    try {
      await api.get('social-interactions/search');
      expect(lastRequest().headers['x-time-zone']).toBe('America/Manaus');
      await api.downloadGet('social-interactions/export');
      expect(lastRequest().headers['x-time-zone']).toBe('America/Manaus');
      await api.upload('social-interactions/import', new FormData());
      expect(lastRequest().headers['x-time-zone']).toBe('America/Manaus');
    } finally {
      zone.mockRestore();
    }
  });
});

describe('multipart upload with progress', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });

  it('POSTs the form under the base path with the session token, params, extra headers and language', async () => {
    await changeLanguage('es');
    useAuthStore.getState().loginSucceeded({ token: 'session-token', email: 'a@b.co', name: 'A' });
    server.reply(() => json(200, { rows: 2 }));
    const form = new FormData();
    form.append('file', new File(['nome;cpf\nAna;52998224725\n'], 'people.csv', { type: 'text/csv' }));

    const body = await api.upload<{ rows: number }>('stakeholders/import', form, {
      params: { dryRun: true },
      headers: { Prefer: 'respond-async' },
    });

    expect(body).toEqual({ rows: 2 });
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/manager/api/v1/stakeholders/import?dryRun=true');
    expect(sent.headers.authorization).toBe('Bearer session-token');
    expect(sent.headers.prefer).toBe('respond-async');
    expect(sent.headers['accept-language']).toBe('es');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('filename="people.csv"');
    expect(sent.body).toContain('Ana;52998224725');
    await changeLanguage('en');
  });

  it('reports upload progress up to 100 %', async () => {
    const seen: number[] = [];
    const form = new FormData();
    form.append('file', new File(['x'.repeat(64 * 1024)], 'big.csv', { type: 'text/csv' }));

    await api.upload('stakeholders/import', form, { onProgress: (percent) => seen.push(percent) });

    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('rejects with the problem and redirects to sign-in on 403 like every product call', async () => {
    const problem = { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Missing flag' };
    server.reply(() => json(403, problem, 'application/problem+json'));
    await expect(api.upload('stakeholders/import', new FormData())).rejects.toEqual(problem);
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });
});

describe('file helpers for arbitrary URLs', () => {
  it('uploads by PUT to the exact URL, without base path or Authorization', async () => {
    useAuthStore.getState().loginSucceeded({ token: 'session-token', email: 'a@b.co', name: 'A' });
    const file = new Blob(['hello'], { type: 'text/plain' });

    await uploadFile(`${server.origin}/storage/bucket/file.txt?sig=abc`, file);

    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().url).toBe('/storage/bucket/file.txt?sig=abc');
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers['content-type']).toBe('text/plain');
    expect(lastRequest().body).toBe('hello');
  });

  it('reports the upload’s progress up to 100 and sends the headers a signed URL asks for', async () => {
    const seen: number[] = [];
    const file = new Blob(['x'.repeat(64 * 1024)], { type: 'application/pdf' });

    await uploadFile(`${server.origin}/storage/bucket/ata.pdf?sig=abc`, file, undefined, {
      onProgress: (percent) => seen.push(percent),
      headers: { 'x-amz-meta-origin': 'conexoes' },
    });

    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(lastRequest().headers['x-amz-meta-origin']).toBe('conexoes');
    expect(lastRequest().headers['content-type']).toBe('application/pdf');
  });

  it('downloads by GET from the exact URL as a Blob, without base path or Authorization', async () => {
    useAuthStore.getState().loginSucceeded({ token: 'session-token', email: 'a@b.co', name: 'A' });
    server.reply(() => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'content' }));

    const blob = await downloadFile(`${server.origin}/files/report.txt`);

    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/files/report.txt' });
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(await blob.text()).toBe('content');
  });

  it('does not redirect to login when an arbitrary URL answers 403', async () => {
    server.reply(() => ({ status: 403, body: 'denied' }));
    await expect(downloadFile(`${server.origin}/files/x`)).rejects.toMatchObject({ status: 403 });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('X-Date-Format carries how the person reads dates', () => {
  it('sends the display setting on calls and downloads, so the report writes dates the same way', async () => {
    useSettingsStore.setState({ dateFormat: 'yyyy-MM-dd' });
    try {
      await api.get('social-interactions/search');
      expect(lastRequest().headers['x-date-format']).toBe('yyyy-MM-dd');
      await api.downloadGet('social-interactions/report');
      expect(lastRequest().headers['x-date-format']).toBe('yyyy-MM-dd');
    } finally {
      useSettingsStore.setState({ dateFormat: 'dd/MM/yyyy' });
    }
    await api.downloadGet('social-interactions/report');
    expect(lastRequest().headers['x-date-format']).toBe('dd/MM/yyyy');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToastHandler, type ToastRequest } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { CommitmentConfigurationsPage } from '../../../pages/commitment-configurations.page';

let server: TestServer;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
let answer: (body: string) => ReturnType<typeof json> = (body) => json(200, JSON.parse(body));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  answer = (body) => json(200, JSON.parse(body));
  stopToasts = setToastHandler((request) => toasts.push(request));
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/commitments/settings'))
      return request.method === 'PUT'
        ? answer(request.body)
        : json(200, { firstTreatmentTargetDays: 15, dueSoonDays: 7 });
    if (path.endsWith('/options/search')) return json(200, { items: [], total: 0, page: 1, size: 100 });
    return json(200, []);
  });
});
afterEach(() => stopToasts());

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(90_000);

const saves = () =>
  server.requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/commitments/settings'));

describe('commitment targets (the settings form the grievance targets share)', () => {
  it('shows the stored targets, saves new ones and says so', async () => {
    signInWith({ view: true, add: true, edit: true });
    await renderAt(<CommitmentConfigurationsPage />, '/configurations/commitments');
    const target = await screen.findByLabelText('First response target (days)');
    await waitFor(() => expect(target).toHaveValue('15'));
    fireEvent.change(target, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.body)).toEqual({ firstTreatmentTargetDays: 10, dueSoonDays: 7 });
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Settings saved' })),
    );
  });

  it('shows a refusal of the server above the form and keeps what was typed', async () => {
    signInWith({ view: true, add: true, edit: true });
    answer = () =>
      json(403, {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'Only a tenant administrator, working at the tenant level, can change these settings',
      });
    await renderAt(<CommitmentConfigurationsPage />, '/configurations/commitments');
    const target = await screen.findByLabelText('First response target (days)');
    await waitFor(() => expect(target).toHaveValue('15'));
    fireEvent.change(target, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(target).toHaveValue('12');
    expect(toasts.filter((t) => t.type === 'success')).toEqual([]);
  });

  it('is read-only, and says why, to who may not change the settings', async () => {
    signInWith({ view: true });
    await renderAt(<CommitmentConfigurationsPage />, '/configurations/commitments');
    const target = await screen.findByLabelText('First response target (days)');
    expect(await screen.findByText('Only administrators can change these settings.')).toBeInTheDocument();
    expect(target).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

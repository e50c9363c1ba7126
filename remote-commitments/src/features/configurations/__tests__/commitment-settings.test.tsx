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
// Who last changed the targets, as the API answers it (null: nobody yet).
let changed: { by: string; at: string } | null = null;
const savedBy = { by: 'Bruno Lima', at: '2026-12-03T12:05:00.000Z' };
let answer: (body: string) => ReturnType<typeof json> = (body) =>
  json(200, { ...JSON.parse(body), changed: savedBy });
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  changed = null;
  answer = (body) => json(200, { ...JSON.parse(body), changed: savedBy });
  stopToasts = setToastHandler((request) => toasts.push(request));
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/commitments/settings'))
      return request.method === 'PUT'
        ? answer(request.body)
        : json(200, { firstTreatmentTargetDays: 15, dueSoonDays: 7, changed });
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

  it('says who last changed the targets and when, and the new change once saved', async () => {
    signInWith({ view: true, add: true, edit: true });
    // 17:30 UTC is 14:30 in São Paulo (the tests' zone), written the Brazilian way.
    changed = { by: 'Ana Souza', at: '2026-12-02T17:30:00.000Z' };
    await renderAt(<CommitmentConfigurationsPage />, '/configurations/commitments');
    expect(await screen.findByText('Last changed by Ana Souza on 02/12/2026 at 14:30')).toBeInTheDocument();
    const target = screen.getByLabelText('First response target (days)');
    await waitFor(() => expect(target).toHaveValue('15'));
    fireEvent.change(target, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last changed by Bruno Lima on 03/12/2026 at 09:05')).toBeInTheDocument();
    expect(screen.queryByText(/Ana Souza/)).toBeNull();
    // Only the values go back to the API, never who changed them.
    expect(JSON.parse(saves()[0]!.body)).toEqual({ firstTreatmentTargetDays: 10, dueSoonDays: 7 });
  });

  it('says nothing of a last change while nobody has changed the targets', async () => {
    signInWith({ view: true });
    await renderAt(<CommitmentConfigurationsPage />, '/configurations/commitments');
    await waitFor(() => expect(screen.getByLabelText('First response target (days)')).toHaveValue('15'));
    expect(screen.queryByText(/Last changed by/)).toBeNull();
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

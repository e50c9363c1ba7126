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
import { InteractionConfigurationsPage } from '../../../pages/interaction-configurations.page';

let server: TestServer;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
// Who last changed the targets, as the API answers it (null: nobody yet).
let changed: { by: string; at: string } | null = null;
const savedBy = { by: 'Bruno Lima', at: '2026-12-03T12:05:00.000Z' };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  changed = null;
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/settings'))
      return request.method === 'PUT'
        ? json(200, { ...JSON.parse(request.body), changed: savedBy })
        : json(200, { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30, changed });
    if (path.endsWith('/options/search')) return json(200, { items: [], total: 0, page: 1, size: 100 });
    return json(200, []);
  });
});
afterEach(() => stopToasts());

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(90_000);

const openTab = async () => {
  await renderAt(<InteractionConfigurationsPage />, '/configurations/interactions');
  fireEvent.click(await screen.findByText('Grievance targets'));
  return screen.findByLabelText('Days to acknowledge a grievance');
};
const saves = () =>
  server.requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/social-interactions/settings'));

describe('grievance targets', () => {
  it('shows the stored targets and saves new ones', async () => {
    signInWith({ view: true, add: true, edit: true });
    const acknowledge = await openTab();
    const resolve = screen.getByLabelText('Days to resolve a grievance');
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    expect(resolve).toHaveValue('30');
    fireEvent.change(acknowledge, { target: { value: '5' } });
    fireEvent.change(resolve, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.body)).toEqual({ grievanceAcknowledgeDays: 5, grievanceResolveDays: 20 });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Grievance targets saved' }),
      ),
    );
  });

  it('says who last changed the targets and when, and the new change once saved', async () => {
    signInWith({ view: true, add: true, edit: true });
    // 17:30 UTC is 14:30 in São Paulo (the tests' zone), written the Brazilian way.
    changed = { by: 'Ana Souza', at: '2026-12-02T17:30:00.000Z' };
    const acknowledge = await openTab();
    expect(await screen.findByText('Last changed by Ana Souza on 02/12/2026 at 14:30')).toBeInTheDocument();
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    fireEvent.change(screen.getByLabelText('Days to resolve a grievance'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last changed by Bruno Lima on 03/12/2026 at 09:05')).toBeInTheDocument();
    expect(screen.queryByText(/Ana Souza/)).toBeNull();
    // Only the values go back to the API, never who changed them.
    expect(JSON.parse(saves()[0]!.body)).toEqual({ grievanceAcknowledgeDays: 7, grievanceResolveDays: 60 });
  });

  it('says nothing of a last change while nobody has changed the targets', async () => {
    signInWith({ view: true });
    const acknowledge = await openTab();
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    expect(screen.queryByText(/Last changed by/)).toBeNull();
  });

  it('refuses a resolution target shorter than the acknowledgement one before sending it', async () => {
    signInWith({ view: true, add: true, edit: true });
    const acknowledge = await openTab();
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    fireEvent.change(screen.getByLabelText('Days to resolve a grievance'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The days to resolve cannot be fewer than the days to acknowledge'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('is read-only, and says why, to who may not change the settings', async () => {
    signInWith({ view: true });
    const acknowledge = await openTab();
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    expect(acknowledge).toBeDisabled();
    expect(screen.getByLabelText('Days to resolve a grievance')).toBeDisabled();
    expect(screen.getByText('Only administrators can change the grievance targets.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the server’s refusal (403) above the form', async () => {
    signInWith({ view: true, add: true, edit: true });
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/settings') && request.method === 'PUT')
        return json(
          403,
          { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Only a tenant administrator' },
          'application/problem+json',
        );
      if (path.endsWith('/social-interactions/settings'))
        return json(200, { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30, changed: null });
      return json(200, { items: [], total: 0, page: 1, size: 100 });
    });
    const acknowledge = await openTab();
    await waitFor(() => expect(acknowledge).toHaveValue('7'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.type === 'success')).toHaveLength(0);
  });
});

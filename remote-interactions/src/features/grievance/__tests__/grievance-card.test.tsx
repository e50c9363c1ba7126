import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToastHandler, type ToastRequest } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { INTERACTION, details, grievance } from '../../../testing/fixtures';

let server: TestServer;
let record = details();
/** The answer to the PUT of the steps (the record as the GET gives it, unless a test refuses it). */
let saveAnswer: () => ReturnType<typeof json> = () => json(200, record);
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  record = details({ typeCode: 'complaint', grievance: grievance() });
  saveAnswer = () => json(200, record);
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith(`/social-interactions/${INTERACTION}/grievance`) && request.method === 'PUT')
      return saveAnswer();
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return json(200, record);
    return json(200, []);
  });
});
afterEach(() => stopToasts());

// A whole detail page of antd in jsdom is slow on a loaded 2-core machine: ceilings, not sleeps.
jest.setTimeout(90_000);

const open = () =>
  renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');

/** The grievance card, found by its heading once the record is drawn. */
const card = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
  const title = screen.getAllByText('Grievance').find((el) => el.closest('.ant-card-head'));
  if (!title) throw new Error('no grievance card');
  return title.closest('.ant-card') as HTMLElement;
};

const puts = () =>
  server.requests.filter(
    (r) => r.method === 'PUT' && r.url.endsWith(`/social-interactions/${INTERACTION}/grievance`),
  );
const detailReads = () => server.requests.filter((r) => r.url.endsWith('/details')).length;

// São Paulo's calendar day (UTC−03:00 all year), what the server counts steps by — not the device's.
const saoPauloToday = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the grievance card', () => {
  it('shows the steps with their days, the targets, days open and an overdue target in red', async () => {
    record = details({
      grievance: grievance({ acknowledgementOverdue: true, resolutionOverdue: true, daysOpen: 40 }),
    });
    await open();
    const box = await card();
    for (const step of ['Receipt', 'Acknowledgement', 'Response', 'Closing'])
      expect(within(box).getByText(step)).toBeInTheDocument();
    expect(within(box).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(box).getByText('Acknowledge by 12/03/2026')).toBeInTheDocument();
    expect(within(box).getByText('Resolve by 04/04/2026')).toBeInTheDocument();
    expect(within(box).getByText('Open for 40 days')).toBeInTheDocument();
    const late = within(box).getByText('Acknowledgement overdue');
    expect(late).toHaveClass('ant-tag-error');
    expect(within(box).getByText('Resolution overdue')).toHaveClass('ant-tag-error');
    // The next step only: no closing before the acknowledgement.
    expect(within(box).getByRole('button', { name: 'Record acknowledgement' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Close grievance' })).toBeNull();
  });

  it('on a phone puts the steps one under another; beside each other on a wider screen', async () => {
    const width = window.innerWidth;
    try {
      window.innerWidth = 360;
      const { unmount } = await open();
      expect((await card()).querySelector('.ant-steps')).toHaveClass('ant-steps-vertical');
      unmount();
      window.innerWidth = 1366;
      await open();
      expect((await card()).querySelector('.ant-steps')).toHaveClass('ant-steps-horizontal');
    } finally {
      window.innerWidth = width;
    }
  });

  it('says so when someone changed the record meanwhile, and shows their version', async () => {
    saveAnswer = () =>
      json(
        409,
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'This record was changed by someone else after you opened it',
        },
        'application/problem+json',
      );
    await open();
    const box = await card();
    fireEvent.click(within(box).getByRole('button', { name: 'Record acknowledgement' }));
    const dialog = await screen.findByRole('dialog');
    const before = detailReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message:
            'Someone else changed this record in the meantime, so nothing was changed. The page now shows their version.',
        }),
      ),
    );
    await waitFor(() => expect(detailReads()).toBeGreaterThan(before));
  });

  it('shows no card for an interaction that is not a grievance, and no actions to a reader', async () => {
    record = details({ grievance: null });
    const first = await open();
    await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
    expect(screen.queryByText('Acknowledge by 12/03/2026')).toBeNull();
    first.unmount();

    record = details({ grievance: grievance(), canEdit: false });
    await open();
    const box = await card();
    expect(within(box).getByText('Acknowledge by 12/03/2026')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('records the acknowledgement on today, sending every step and the version shown, then says so and reads the record again', async () => {
    await open();
    const box = await card();
    fireEvent.click(within(box).getByRole('button', { name: 'Record acknowledgement' }));
    const dialog = await screen.findByRole('dialog');
    // Labelled, and today unless another day is chosen.
    const day = within(dialog).getByLabelText('Day acknowledged');
    expect(day).toHaveValue(saoPauloToday.split('-').reverse().join('/'));
    const before = detailReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]!.body)).toEqual({
      acknowledgedOn: saoPauloToday,
      respondedOn: null,
      closedOn: null,
      outcome: null,
      expectedUpdatedAt: record.updatedAt,
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Acknowledgement recorded' }),
      ),
    );
    await waitFor(() => expect(detailReads()).toBeGreaterThan(before));
  });

  it('refuses to close without the complainant’s answer, in the dialog, and sends nothing', async () => {
    record = details({
      grievance: grievance({ stage: 'responded', acknowledgedOn: '2026-03-06', respondedOn: '2026-03-20' }),
    });
    await open();
    const box = await card();
    fireEvent.click(within(box).getByRole('button', { name: 'Close grievance' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Did the complainant accept the outcome?' }),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close grievance' }));
    expect(
      await within(dialog).findByText('Choose whether the complainant accepted the outcome'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    // With the answer chosen it closes, naming it as the contract does.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not accepted' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close grievance' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]!.body)).toMatchObject({
      acknowledgedOn: '2026-03-06',
      respondedOn: '2026-03-20',
      closedOn: saoPauloToday,
      outcome: 'notAccepted',
    });
  });

  it('shows the server’s refusal of a day next to the day, in words, and keeps the dialog open', async () => {
    saveAnswer = () =>
      json(
        422,
        {
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          detail: 'The request is not valid',
          errors: [
            {
              path: 'body.acknowledgedOn',
              message: 'This date is before the step before it',
              code: 'grievanceStepOrder',
            },
          ],
        },
        'application/problem+json',
      );
    await open();
    const box = await card();
    fireEvent.click(within(box).getByRole('button', { name: 'Record acknowledgement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    const message = await within(dialog).findByText('This day is before the step before it');
    expect(message.closest('.ant-form-item')).toContainElement(
      within(dialog).getByLabelText('Day acknowledged'),
    );
    expect(toasts.filter((toast) => toast.type === 'success')).toHaveLength(0);
  });

  it('shows a closed grievance’s outcome as a word and reopens it after confirmation', async () => {
    record = details({
      grievance: grievance({
        stage: 'closed',
        acknowledgedOn: '2026-03-06',
        respondedOn: '2026-03-20',
        closedOn: '2026-03-25',
        outcome: 'noReply',
        daysOpen: 20,
      }),
    });
    await open();
    const box = await card();
    expect(within(box).getByText('No reply')).toBeInTheDocument();
    expect(within(box).getByText('Closed after 20 days')).toBeInTheDocument();
    expect(box.textContent).not.toContain('noReply');
    fireEvent.click(within(box).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Reopen this grievance?')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Reopen' });
    fireEvent.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]!.body)).toEqual({
      acknowledgedOn: '2026-03-06',
      respondedOn: '2026-03-20',
      closedOn: null,
      outcome: null,
      expectedUpdatedAt: record.updatedAt,
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Grievance reopened' }),
      ),
    );
  });

  it('a grievance ended by its status says so, offers to record its closing, and no reopening', async () => {
    record = details({
      statusCode: 'closed',
      grievance: grievance({ stage: 'closed', closedByStatus: true, daysOpen: null }),
    });
    await open();
    const box = await card();
    expect(within(box).getByText('Ended by its status; no closing day recorded')).toBeInTheDocument();
    expect(within(box).queryByText(/Open for/)).toBeNull();
    expect(within(box).getByRole('button', { name: 'Close grievance' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('says a grievance received today was received today', async () => {
    record = details({ grievance: grievance({ daysOpen: 0 }) });
    await open();
    expect(within(await card()).getByText('Received today')).toBeInTheDocument();
  });

  it('names the steps and the outcome in the history, never their codes', async () => {
    record = details({ grievance: grievance() });
    record.history = [
      ...record.history,
      {
        id: '00000000-0000-4000-8000-0000000000d9',
        action: 'updated',
        userId: null,
        userName: 'Ana Analista',
        at: '2026-03-26T09:00:00.000Z',
        changes: [
          { field: 'grievanceClosedOn', before: null, after: '2026-03-25' },
          { field: 'grievanceOutcome', before: null, after: 'notAccepted' },
        ],
      },
    ];
    await open();
    expect(await screen.findByText('Grievance closed: (empty) → 25/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Grievance outcome: (empty) → Not accepted')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyPermission, setToastHandler, useAuthStore, type ToastRequest } from '@conexoes/shared';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { ANA, INTERACTION, MARIA, details, grievance } from '../../../testing/fixtures';
import { usePickerOptions } from '@conexoes/shared/ui';

let server: TestServer;
let record = details();
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  record = details();
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return json(200, record);
    if (request.method === 'DELETE') return json(204, '');
    if (path.endsWith('/options/status/options'))
      return json(200, [
        { value: 'new', label: 'New' },
        { value: 'open', label: 'Open' },
      ]);
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const open = () =>
  renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');

describe('interaction detail', () => {
  it('says an interaction out of reach or gone is not there, in words, with a way back to the list', async () => {
    server.reply(() =>
      json(
        404,
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Interaction not found' },
        'application/problem+json',
      ),
    );
    await open();
    expect(
      await screen.findByText(
        'This interaction does not exist, or it belongs to a workspace you do not work in.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the interaction list'));
    expect(currentLocation()).toBe('/interactions/list');
  });

  it('onlyBasicInfo: a sentence where what was said would be, and the people counted, not named', async () => {
    signInWith({ view: true, onlyBasicInfo: true });
    const {
      description: _d,
      issuesRaised: _i,
      response: _r,
      ...basic
    } = details({
      stakeholders: [],
      restricted: true,
      unnamedPeople: 2,
    });
    record = basic as typeof record;
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Not shown: your access to interactions shows basic information only, without what the people involved said.',
      ),
    ).toHaveLength(2);
    expect(screen.getByText('Issues raised and response')).toBeInTheDocument();
    expect(
      screen.getByText('2 people involved are not named: your access shows basic information only.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No stakeholders')).not.toBeInTheDocument();
    expect(screen.queryByText('Moradores relataram poeira nas casas.')).not.toBeInTheDocument();
  });

  it('says a grievance without a complainant named is anonymous, and any other record that it names nobody', async () => {
    record = details({ typeCode: 'complaint', grievance: grievance(), stakeholders: [], unnamedPeople: 0 });
    const first = await open();
    expect(await screen.findByText('No complainant named: an anonymous grievance')).toBeInTheDocument();
    expect(screen.queryByText('No stakeholders')).not.toBeInTheDocument();
    first.unmount();

    record = details({ grievance: null, stakeholders: [], unnamedPeople: 0 });
    await open();
    expect(await screen.findByText('No stakeholders')).toBeInTheDocument();
    expect(screen.queryByText('No complainant named: an anonymous grievance')).not.toBeInTheDocument();
  });

  it('shows labels and names, links the stakeholders, and tells the history in words', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' }),
    ).toBeInTheDocument();
    for (const text of [
      'Meeting',
      'In person',
      'Grievance',
      'Inbound',
      'Itabira / MG',
      'Mina Itabira',
      'Qualidade do ar',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('Maria da Silva').closest('a')).toHaveAttribute('href', `/stakeholders/${MARIA}`);
    expect(screen.getByText(/Complainant/)).toBeInTheDocument();
    expect(screen.getByText('SDG 3')).toBeInTheDocument();
    expect(screen.getByText('SDG 11')).toBeInTheDocument();
    expect(screen.getByText('Due 20/03/2026 · owner: Ana Analista')).toBeInTheDocument();
    expect(screen.getByText(/^Changed by Ana Analista on 06\/03\/2026/)).toBeInTheDocument();
    expect(await screen.findByText('Status: New → Open')).toBeInTheDocument();
    expect(screen.getByText('Perception: Neutral → Negative')).toBeInTheDocument();
    // No raw ids or codes anywhere on the page.
    expect(document.body.textContent).not.toContain(ANA);
    expect(document.body.textContent).not.toContain('inPerson');
    expect(screen.getByText('Edit')).toBeInTheDocument();
  });

  it('marks a follow-up past its day as overdue, as the list does, and an on-time one not', async () => {
    record = details({ followUpDue: '2026-03-20', followUpOverdue: true });
    const first = await open();
    const due = await screen.findByText('Due 20/03/2026 · owner: Ana Analista');
    expect(due).toHaveTextContent('Overdue');
    first.unmount();

    record = details({ followUpOverdue: false });
    await open();
    await screen.findByText('Due 20/03/2026 · owner: Ana Analista');
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('tells a change of a stakeholder’s role, not the same name on both sides', async () => {
    record = details();
    const maria = { id: MARIA, name: 'Maria da Silva' };
    record.history = [
      ...record.history,
      {
        id: '00000000-0000-4000-8000-0000000000d8',
        action: 'updated',
        userId: ANA,
        userName: 'Ana Analista',
        at: '2026-03-07T09:00:00.000Z',
        // As the API sends it: the stored list (names and roles) and its words (names only).
        changes: [
          {
            field: 'stakeholders',
            before: [{ ...maria, role: 'participant' }],
            after: [{ ...maria, role: 'complainant' }],
            display: { before: 'Maria da Silva', after: 'Maria da Silva' },
          },
        ],
      },
    ];
    await open();
    expect(
      await screen.findByText('Stakeholders: Maria da Silva (Participant) → Maria da Silva (Complainant)'),
    ).toBeInTheDocument();
  });

  it('tells a change of survey answers per question, worded as the answers card words them', async () => {
    record = details();
    const question = {
      questionId: '00000000-0000-4000-8000-0000000000e1',
      question: 'Was the meeting useful?',
    };
    const kept = { questionId: '00000000-0000-4000-8000-0000000000e2', question: 'Clarity of the answers' };
    const added = { questionId: '00000000-0000-4000-8000-0000000000e3', question: 'Trust in the company' };
    record.history = [
      ...record.history,
      {
        id: '00000000-0000-4000-8000-0000000000d9',
        action: 'updated',
        userId: ANA,
        userName: 'Ana Analista',
        at: '2026-03-07T09:00:00.000Z',
        changes: [
          {
            field: 'survey',
            before: [
              { ...question, value: 3 },
              { ...kept, value: 4 },
            ],
            after: [
              { ...question, value: 5 },
              { ...kept, value: 4 },
              { ...added, value: 1 },
            ],
            display: { before: 'Was the meeting useful?: 3/5', after: 'Was the meeting useful?: 5/5' },
          },
        ],
      },
    ];
    await open();
    expect(
      await screen.findByText('Survey, “Was the meeting useful?”: 3 · Fair → 5 · Very good'),
    ).toBeInTheDocument();
    expect(screen.getByText('Survey, “Trust in the company”: (empty) → 1 · Very bad')).toBeInTheDocument();
    // An answer the change left as it was is not news.
    expect(screen.queryByText(/Clarity of the answers/)).toBeNull();
  });

  it('tells a file attached after the record was made as a change of files, not of the record', async () => {
    record = details();
    record.history = [
      ...record.history,
      {
        id: '00000000-0000-4000-8000-0000000000d9',
        action: 'updated',
        userId: ANA,
        userName: 'Ana Analista',
        at: '2026-03-07T09:00:00.000Z',
        changes: [{ field: 'attachments', before: null, after: 'ata-reunião.pdf' }],
      },
    ];
    await open();
    expect(await screen.findByText(/^Files changed by Ana Analista on 07\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Attached ata-reunião.pdf')).toBeInTheDocument();
    // The edit of the day before is still a change of the record.
    expect(screen.getByText(/^Changed by Ana Analista on 06\/03\/2026/)).toBeInTheDocument();
  });

  it('leaves out the fields the record leaves empty instead of showing bare labels', async () => {
    record = details({
      labels: { type: 'Meeting', channel: null, classification: null, status: null },
      perception: null,
      response: null,
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
    expect(screen.getByText('Type')).toBeInTheDocument();
    for (const label of ['Channel', 'Classification', 'Perception', 'Company response'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('names a state without a municipality (“Pará”, not “PA”) and says in one line that no one from the company took part', async () => {
    record = details({ state: 'PA', municipality: null, municipalityCode: null, participants: [] });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
    expect(screen.getByText('Pará')).toBeInTheDocument();
    expect(screen.queryByText('PA')).not.toBeInTheDocument();
    const none = screen.getByText('No company participants');
    // A line of text in the card, not the picture of an empty box (a tall blank card before).
    expect(none.closest('.ant-empty')).toBeNull();
    expect(none.closest('.ant-card')?.querySelector('.ant-empty')).toBeNull();
  });

  it('names the day once when the interaction ends the day it starts, and both days when it does not', async () => {
    record = details({ startsAt: '2026-03-05T13:30:00.000Z', endsAt: '2026-03-05T15:00:00.000Z' });
    const { unmount } = await open();
    expect(await screen.findByText('05/03/2026 10:30 to 12:00')).toBeInTheDocument();
    unmount();
    record = details({ startsAt: '2026-03-05T13:30:00.000Z', endsAt: '2026-03-06T12:00:00.000Z' });
    await open();
    expect(await screen.findByText('05/03/2026 10:30 to 06/03/2026 09:00')).toBeInTheDocument();
  });

  it('on a phone puts each label above its text without a colon; beside it on a wider screen, with one', async () => {
    const width = window.innerWidth;
    try {
      window.innerWidth = 360;
      const { unmount } = await open();
      const phone = (await screen.findByText('Code')).closest('.ant-descriptions-item-label');
      expect(phone).toHaveClass('ant-descriptions-item-no-colon');
      unmount();
      window.innerWidth = 1366;
      await open();
      const wide = (await screen.findByText('Code')).closest('.ant-descriptions-item-label');
      expect(wide).not.toHaveClass('ant-descriptions-item-no-colon');
    } finally {
      window.innerWidth = width;
    }
  });

  it('hides Edit and Delete when the record says the caller may not', async () => {
    record = details({ canEdit: false, canDelete: false });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, says so and goes back to the list', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this interaction?')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list'));
    expect(
      server.requests.some(
        (r) => r.method === 'DELETE' && r.url.endsWith(`/social-interactions/${INTERACTION}`),
      ),
    ).toBe(true);
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Interaction deleted' }),
    );
  });

  it('offers to register a commitment from the interaction only to who may add commitments', async () => {
    const first = await open();
    await screen.findByRole('heading', { level: 1, name: 'Reunião sobre poeira' });
    expect(screen.queryByRole('button', { name: 'Register a commitment' })).not.toBeInTheDocument();
    first.unmount();

    const permission = { ...emptyPermission(), ...useAuthStore.getState().permission };
    permission.customModules = { ...permission.customModules, view: true, add: true };
    useAuthStore.setState({ permission });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Register a commitment' }));
    await waitFor(() =>
      expect(currentLocation()).toBe(`/commitments/management/new?interactionId=${INTERACTION}`),
    );
  });
});

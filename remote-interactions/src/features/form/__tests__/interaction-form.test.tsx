import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToastHandler, useAuthStore, type ToastRequest, readDraft } from '@conexoes/shared';
import {
  chooseOption,
  odsGoal,
  currentLocation,
  json,
  parseUrl,
  problem422,
  renderAt,
  signInWith,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { InteractionEditPage } from '../../../pages/interaction-edit.page';
import { InteractionNewPage } from '../../../pages/interaction-new.page';
import { ANA, INTERACTION, MARIA, TOPIC, details } from '../../../testing/fixtures';
import { usePickerOptions } from '@conexoes/shared/ui';
import { useTopicsStore } from '../../../stores/topics.store';

let server: TestServer;
let onSave: () => Reply;
let onGet: () => Reply;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Whole-form renders under antd in jsdom are slow on a loaded 2-core machine: a ceiling, not a sleep.
jest.setTimeout(240_000);

/** What the API answers the form, unless a test says otherwise. */
const defaultReply = (request: RecordedRequest): Reply => {
  const { path } = parseUrl(request.url);
  if (path.endsWith('/social-interactions') || path.endsWith(`/social-interactions/${INTERACTION}`)) {
    if (request.method === 'GET') return onGet();
    return onSave();
  }
  if (path.endsWith('/options/interactionType/options'))
    return json(200, [
      { value: 'meeting', label: 'Meeting' },
      { value: 'visit', label: 'Visit' },
    ]);
  if (path.endsWith('/options/status/options')) return json(200, [{ value: 'open', label: 'Open' }]);
  if (path.endsWith('/stakeholders/options'))
    return json(200, [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
  if (path.endsWith('/users/options'))
    return json(200, [{ value: ANA, label: 'Ana Analista', email: 'a@x' }]);
  if (path.endsWith('/topics/options/grouped'))
    return json(200, [{ value: null, label: null, options: [{ value: TOPIC, label: 'Qualidade do ar' }] }]);
  return json(200, []);
};

beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  window.localStorage.clear();
  signInWith({ fullAccess: true });
  useAuthStore.setState({ selectedWorkspaces: [] });
  usePickerOptions.setState({ lists: {}, topics: null });
  onSave = () => json(201, { id: INTERACTION });
  onGet = () => json(200, details());
  server.reply(defaultReply);
});
afterEach(() => stopToasts());

/** The edit page of the stored interaction (INTERACTION), as its route renders it. */
const renderEditPage = () =>
  renderAt(<InteractionEditPage />, `/interactions/${INTERACTION}/edit`, '/interactions/:interactionId/edit');

/** Two workspaces chosen at sign-in: the form then asks which one a new record goes to. */
const chooseTwoWorkspaces = () =>
  useAuthStore.setState({
    selectedWorkspaces: ['w-north', 'w-south'],
    workspaceLevel: {
      root: [
        { id: 'w-north', name: 'Mina Norte' },
        { id: 'w-south', name: 'Porto Sul' },
      ],
      secondLevel: [],
      thirdLevel: [],
    },
  });

const saves = () =>
  server.requests
    .filter((r) => r.method === 'POST' || r.method === 'PUT')
    .filter((r) => /social-interactions/.test(r.url));

describe('interaction form', () => {
  it('on a phone, asks for the start’s day and time in fields of their own (one panel ran off a 360 px screen)', async () => {
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<InteractionNewPage />, '/interactions/new');
      expect(await screen.findByLabelText('Date and time (time)')).toBeInTheDocument();
      expect(screen.getByLabelText('End (time)')).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });

  it('sends the whole record and shows the server’s stakeholder error under that stakeholder', async () => {
    onSave = () =>
      json(
        422,
        problem422([
          { path: 'body.stakeholders.0.stakeholderId', message: 'This stakeholder is not visible to you' },
        ]),
        'application/problem+json',
      );
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita à comunidade' } });
    await chooseOption('Type', 'Vis', 'Visit');
    fireEvent.click(screen.getByText('Add stakeholder'));
    await chooseOption('Stakeholder', 'Mar', 'Maria da Silva');
    await chooseOption('Role', '', 'Complainant');
    fireEvent.click(screen.getByText('Negative'));
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(saves()[0].body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'startsAt',
        'endsAt',
        'subject',
        'description',
        'direction',
        'typeCode',
        'channelCode',
        'classificationCode',
        'statusCode',
        'perception',
        'state',
        'municipality',
        'latitude',
        'longitude',
        'stakeholders',
        'participantIds',
        'topicIds',
        'ods',
        'issuesRaised',
        'response',
        'followUpRequired',
        'followUpDue',
        'followUpOwnerId',
        'survey',
        'confidential',
      ].sort(),
    );
    expect(body).toMatchObject({
      subject: 'Visita à comunidade',
      typeCode: 'visit',
      direction: 'outbound',
      perception: 'negative',
      stakeholders: [{ stakeholderId: MARIA, role: 'complainant' }],
      followUpRequired: false,
      followUpDue: null,
      endsAt: null,
    });
    expect(Number.isNaN(Date.parse(body.startsAt as string))).toBe(false);

    expect(await screen.findByText('This stakeholder is not visible to you')).toBeInTheDocument();
    const item = screen.getByText('This stakeholder is not visible to you').closest('.ant-form-item');
    expect(item?.textContent).toContain('Stakeholder');
    expect(currentLocation()).toBe('/interactions/new');
  });

  it('opened from a stakeholder’s profile, starts with that stakeholder as a participant, named', async () => {
    await renderAt(<InteractionNewPage />, `/interactions/new?stakeholderId=${MARIA}`);
    const [row] = await screen.findAllByRole('group', { name: 'Stakeholder 1' });
    expect(await within(row as HTMLElement).findByText('Maria da Silva')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Participant')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita à Maria' } });
    await chooseOption('Type', 'Vis', 'Visit');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(saves()[0].body) as Record<string, unknown>;
    expect(body.stakeholders).toEqual([{ stakeholderId: MARIA, role: 'participant' }]);
  });

  it('names under the ODS field the goals the chosen topics bring, which the save adds on its own', async () => {
    const CATEGORY = '7d1f7c1e-9a55-4c55-8f7e-2b1b0c3a6e11';
    useTopicsStore.setState({ categories: null, ods: null });
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/topics/options/grouped'))
        return json(200, [
          { value: CATEGORY, label: 'Meio ambiente', options: [{ value: TOPIC, label: 'Qualidade do ar' }] },
        ]);
      if (path.endsWith('/topic/categories/options'))
        return json(200, [{ value: CATEGORY, label: 'Meio ambiente', ods: [15, 6] }]);
      if (path.endsWith('/topic/categories/ods/options'))
        return json(200, [
          odsGoal(6, 'Clean Water and Sanitation'),
          odsGoal(15, 'Life on Land'),
          odsGoal(8, 'Decent Work'),
        ]);
      return defaultReply(request);
    });
    await renderAt(<InteractionNewPage />, '/interactions/new');
    expect(await screen.findByText(/included on their own; add any others here/)).toBeInTheDocument();
    await chooseOption('Topics', 'Qual', 'Qualidade do ar');
    expect(
      await screen.findByText(
        'From the topics: 6 · Clean Water and Sanitation; 15 · Life on Land. They are included on their own; add any others here',
      ),
    ).toBeInTheDocument();
  });

  it('opened with a stakeholder the API does not name (out of reach), starts with no stakeholder row, no id shown', async () => {
    const HIDDEN = '00000000-0000-4000-8000-00000000dead';
    await renderAt(<InteractionNewPage />, `/interactions/new?stakeholderId=${HIDDEN}`);
    await screen.findByText('Add stakeholder');
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.url.includes('/stakeholders/options') && r.body.includes(HIDDEN)),
      ).toBe(true),
    );
    expect(screen.queryByRole('group', { name: 'Stakeholder 1' })).not.toBeInTheDocument();
    expect(document.querySelector('form')?.textContent).not.toContain(HIDDEN);
  });

  it('keeps each stakeholder with its own role and remove button, in a group named by its number', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.click(await screen.findByText('Add stakeholder'));
    fireEvent.click(screen.getByText('Add stakeholder'));
    const rows = await screen.findAllByRole('group', { name: /^Stakeholder \d$/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Stakeholder 1', 'Stakeholder 2']);
    for (const row of rows) {
      expect(within(row).getByLabelText('Stakeholder')).toBeInTheDocument();
      expect(within(row).getByLabelText('Role')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Remove this stakeholder' })).toBeInTheDocument();
    }
  });

  it('offers long stakeholder names whole, wrapping, so alike names are told apart on a phone', async () => {
    const LONG = 'Associação de Moradores do Bairro Bela Vista (Congonhas)';
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/stakeholders/options')
        ? json(200, [
            { value: MARIA, label: LONG, kind: 'organization' },
            {
              value: ANA,
              label: 'Associação de Moradores do Bairro Bela Vista (Mariana)',
              kind: 'organization',
            },
          ])
        : defaultReply(request),
    );
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.click(await screen.findByText('Add stakeholder'));
    const box = (await screen.findAllByLabelText('Stakeholder')).find(
      (el) => el.getAttribute('role') === 'combobox',
    );
    fireEvent.mouseDown(box as HTMLElement);
    const option = await waitFor(() => {
      const found = screen.getAllByTitle(LONG).find((el) => el.classList.contains('ant-select-item-option'));
      if (!found) throw new Error('no option');
      return found;
    });
    // antd cuts an option's text to one line (nowrap, ellipsis); the name's own element wraps it.
    const name = within(option).getByText(LONG);
    expect(window.getComputedStyle(name).whiteSpace).toBe('normal');
  });

  it('registers a stakeholder nobody registered yet without leaving the form, and names it in the row', async () => {
    const JOSE = '0190a3c2-7b1e-7000-8000-00000000a0a0';
    let registered: Record<string, unknown> | null = null;
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/stakeholders') && request.method === 'POST') {
        registered = JSON.parse(request.body) as Record<string, unknown>;
        return json(201, { id: JOSE, name: registered.name, kind: registered.kind });
      }
      if (path.endsWith('/stakeholders/options')) {
        const body = JSON.parse(request.body) as { q?: string; ids?: string[] };
        // Nobody matches what is typed; the one just registered is found by its id.
        if (body.ids?.includes(JOSE))
          return json(200, [{ value: JOSE, label: 'Zé Ninguém', kind: 'person' }]);
        return json(200, body.q ? [] : [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
      }
      return defaultReply(request);
    });
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.click(screen.getByText('Add stakeholder'));
    const box = screen.getAllByLabelText('Stakeholder').find((el) => el.getAttribute('role') === 'combobox');
    fireEvent.mouseDown(box as HTMLElement);
    fireEvent.change(box as HTMLElement, { target: { value: 'Zé Ninguém' } });
    // Asked after the typing pauses (debounced): a ceiling for a slow machine, not a wait. Found by
    // text: role queries compute the whole antd page's accessibility tree (seconds here).
    const register = await screen.findByText('Register “Zé Ninguém”', {}, { timeout: 10_000 });
    expect(screen.getByText('No stakeholder matches “Zé Ninguém”.')).toBeInTheDocument();
    fireEvent.click(register.closest('button') as HTMLElement);

    const title = await screen.findByText('New stakeholder');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Zé Ninguém');
    fireEvent.click(within(dialog).getByText('Register').closest('button') as HTMLElement);

    await waitFor(() => expect(registered).toMatchObject({ name: 'Zé Ninguém', kind: 'person' }), {
      timeout: 10_000,
    });
    // Named in the row (asked by its id), never shown as the id.
    expect(await screen.findAllByTitle('Zé Ninguém', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Stakeholder “Zé Ninguém” registered' }),
    );
  });

  it('names every field of the "Register a new stakeholder" dialog, not the form’s own state and municipality', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.click(await screen.findByText('Register a new stakeholder'));
    const title = await screen.findByText('New stakeholder');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByRole('radiogroup', { name: 'Kind' })).toBeInTheDocument();
    for (const label of ['State', 'Municipality']) {
      // The label's field is the dialog's own select, not the form's behind it.
      const fields = screen.getAllByLabelText(label).filter((el) => el.getAttribute('role') === 'combobox');
      expect(fields.filter((el) => dialog.contains(el))).toHaveLength(1);
    }
  });

  it('"Register a new stakeholder" fills the row a fruitless search left empty, so the save is not stopped by it', async () => {
    const JOSE = '0190a3c2-7b1e-7000-8000-00000000a0a1';
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/stakeholders') && request.method === 'POST')
        return json(201, { id: JOSE, name: 'Zé da Balsa', kind: 'person' });
      if (path.endsWith('/stakeholders/options')) {
        const body = JSON.parse(request.body) as { ids?: string[] };
        if (body.ids?.includes(JOSE))
          return json(200, [{ value: JOSE, label: 'Zé da Balsa', kind: 'person' }]);
        return json(200, []);
      }
      return defaultReply(request);
    });
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita à balsa' } });
    await chooseOption('Type', 'Vis', 'Visit');
    // A row added for someone the search did not find, then the button under the rows.
    fireEvent.click(screen.getByText('Add stakeholder'));
    fireEvent.click(screen.getByText('Register a new stakeholder'));
    const title = await screen.findByText('New stakeholder');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zé da Balsa' } });
    fireEvent.click(within(dialog).getByText('Register').closest('button') as HTMLElement);
    expect(await screen.findAllByTitle('Zé da Balsa', {}, { timeout: 10_000 })).not.toHaveLength(0);

    expect(
      screen.getAllByLabelText('Stakeholder').filter((el) => el.getAttribute('role') === 'combobox'),
    ).toHaveLength(1);
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toMatchObject({
      stakeholders: [{ stakeholderId: JOSE, role: 'participant' }],
    });
  });

  it('puts back the stored record whole when nothing changed, and confirms with a toast', async () => {
    onSave = () => json(200, { id: INTERACTION });
    await renderEditPage();
    const code = await screen.findByText('INT-2026-00042');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit interaction · INT-2026-00042');
    // The code is never broken at its hyphens on a phone.
    expect(code).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].method).toBe('PUT');
    const stored = details();
    expect(JSON.parse(saves()[0].body)).toEqual({
      startsAt: stored.startsAt,
      endsAt: null,
      subject: stored.subject,
      description: stored.description,
      direction: 'inbound',
      typeCode: 'meeting',
      channelCode: 'inPerson',
      classificationCode: 'grievance',
      statusCode: 'open',
      perception: 'negative',
      state: 'MG',
      municipality: 'Itabira',
      latitude: null,
      longitude: null,
      stakeholders: [{ stakeholderId: MARIA, role: 'complainant' }],
      participantIds: [ANA],
      topicIds: [TOPIC],
      ods: [11],
      issuesRaised: 'Poeira',
      response: 'Aspersão nas vias',
      followUpRequired: true,
      followUpDue: '2026-03-20',
      followUpOwnerId: ANA,
      survey: [],
      confidential: false,
      expectedUpdatedAt: stored.updatedAt,
    });
    await waitFor(() => expect(currentLocation()).toBe(`/interactions/${INTERACTION}`));
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Interaction saved' }));
  });

  it('stops a follow-up due before the interaction took place, saying so under the due date', async () => {
    // Started 5 March 2026; a follow-up due on 1 March is a slip of the calendar.
    onGet = () => json(200, details({ followUpDue: '2026-03-01' }));
    await renderEditPage();
    await screen.findByText('INT-2026-00042');
    fireEvent.click(screen.getByText('Save'));

    const due = screen.getByLabelText('Follow-up due');
    await waitFor(() =>
      expect(due).toHaveAccessibleDescription(
        expect.stringContaining('The follow-up is due before the interaction took place'),
      ),
    );
    expect(saves()).toHaveLength(0);
  });

  it('warns under the start of a date in the future, and saves it all the same (a planned meeting)', async () => {
    onGet = () =>
      json(200, details({ startsAt: '2031-03-15T13:00:00Z', endsAt: null, followUpDue: '2031-04-01' }));
    await renderEditPage();
    await screen.findByText('INT-2026-00042');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(
      screen.getByText(
        'In the future: right for a meeting being planned; check the date if it has already taken place',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(saves()[0].body)).toMatchObject({ startsAt: '2031-03-15T13:00:00.000Z' });
  });

  it('onlyBasicInfo: says what is not shown instead of empty fields, and never sends it (the stored text stays)', async () => {
    signInWith({ view: true, edit: true, onlyBasicInfo: true });
    onSave = () => json(200, { id: INTERACTION });
    // As the API answers such a caller: no personal text, the person linked counted, not named.
    const {
      description: _d,
      issuesRaised: _i,
      response: _r,
      ...basic
    } = details({
      stakeholders: [],
      restricted: true,
      unnamedPeople: 1,
    });
    onGet = () => json(200, basic);
    await renderEditPage();
    expect(
      await screen.findByText(
        'Description, issues raised and response are not shown to you: your access to interactions shows basic information only. Saving keeps what is recorded there.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 person involved is not named here and stays linked when you save.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Issues raised')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Company response')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(saves()[0].body);
    for (const field of ['description', 'issuesRaised', 'response']) expect(body).not.toHaveProperty(field);
    expect(body).toMatchObject({ subject: basic.subject, stakeholders: [] });
    // The save ends here, not in the next test (its late toast would land there).
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Interaction saved' }),
      ),
    );
  });

  it('says so when someone else saved the record after it was opened, and stays on the form', async () => {
    onSave = () =>
      json(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'This record was changed by someone else after you opened it',
      });
    await renderEditPage();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this record after you opened it, so your changes were not saved.',
    );
    expect(currentLocation()).toBe(`/interactions/${INTERACTION}/edit`);
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
    // The alert stands at the top of the form; the person pressed Save at its foot: a toast says it there.
    expect(toasts).toContainEqual(
      expect.objectContaining({
        type: 'error',
        message: expect.stringMatching(/^Someone else saved this record after you opened it/),
      }),
    );
  });

  it('warns that a draft typed on an older version would replace someone else’s changes', async () => {
    const stored = details();
    const first = await renderEditPage();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Meu texto' } });
    await waitFor(() => expect(readDraft('interaction', INTERACTION)).not.toBeNull());
    first.unmount();

    // Same version on return: the plain offer.
    const same = await renderEditPage();
    expect(await screen.findByText(/Restore what you had typed\?/)).toBeInTheDocument();
    same.unmount();

    // Someone saved meanwhile: the offer says what restoring does.
    onGet = () => json(200, { ...stored, updatedAt: '2026-03-07T08:00:00.000Z' });
    await renderEditPage();
    expect(
      await screen.findByText(/someone else has saved changes to this interaction since/),
    ).toBeInTheDocument();
  });

  it('says what the end field takes, and notes as information that files go with the save', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    // A date and a time, in the settings' pattern — not antd's "Select date".
    expect(screen.getByLabelText('End')).toHaveAttribute('placeholder', 'DD/MM/YYYY hh:mm');
    const note = await screen.findByText('The files you choose are sent when you save the interaction.');
    expect(note.closest('[role="alert"]')).toBeNull();
  });

  it('offers back what was typed when the page was left by accident', async () => {
    const first = await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Ligação do sindicato' } });
    await waitFor(() => expect(readDraft('interaction')).not.toBeNull());
    first.unmount();

    await renderAt(<InteractionNewPage />, '/interactions/new');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    fireEvent.click(await screen.findByText('Restore'));
    expect(screen.getByLabelText('Subject')).toHaveValue('Ligação do sindicato');
  });

  it('names the files that a draft could not keep, so they are attached again', async () => {
    const first = await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Reunião na escola' } });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    const minutes = new File(['%PDF-1.4'], 'ata-reunião.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [minutes] } });
    await waitFor(() =>
      expect(JSON.stringify(readDraft('interaction')?.values)).toContain('ata-reunião.pdf'),
    );
    first.unmount();

    await renderAt(<InteractionNewPage />, '/interactions/new');
    expect(
      await screen.findByText(
        'The files you had attached are not kept in a draft (ata-reunião.pdf): attach them again after restoring.',
      ),
    ).toBeInTheDocument();
  });

  it('opened from a stakeholder’s profile, starts in that stakeholder’s workspace when it is one of the choices', async () => {
    chooseTwoWorkspaces();
    await renderAt(<InteractionNewPage />, `/interactions/new?stakeholderId=${MARIA}&workspaceId=w-south`);
    const [row] = await screen.findAllByRole('group', { name: 'Stakeholder 1' });
    expect(await within(row as HTMLElement).findByText('Maria da Silva')).toBeInTheDocument();
    expect(await screen.findByTitle('Porto Sul')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita à Maria' } });
    await chooseOption('Type', 'Vis', 'Visit');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toMatchObject({ workspaceId: 'w-south' });
  });

  it('takes a stopped save to the first field in error on the page, the workspace drawn last included', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    // The workspace question appears once a second workspace is chosen: after the fields below it.
    act(chooseTwoWorkspaces);
    const workspace = await screen.findByLabelText('Workspace', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(document.activeElement).toBe(workspace), { timeout: 30_000 });
    // What a screen reader reads on arriving: the field is invalid, and why.
    expect(workspace).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(workspace).toHaveAccessibleDescription(expect.stringContaining('Choose a workspace')),
    );
    expect(saves()).toHaveLength(0);
  });

  it('offers as participants only who may open the interaction in the chosen workspace, and follows a change', async () => {
    const BRUNO = '0c9e2a44-5f1b-4d3a-9a43-3b1f6b1d2e01';
    const CARLA = '0c9e2a44-5f1b-4d3a-9a43-3b1f6b1d2e02';
    // Who may open a social interaction in each workspace, as the API answers it.
    const openers: Record<string, Array<{ value: string; label: string; email: string }>> = {
      'w-north': [{ value: BRUNO, label: 'Bruno do Norte', email: 'bruno@norte.example' }],
      'w-south': [{ value: CARLA, label: 'Carla do Sul', email: 'carla@sul.example' }],
    };
    server.reply((request) => {
      const { path, query } = parseUrl(request.url);
      if (path.endsWith('/users/options') && query.get('area') === 'socialInteractions')
        return json(200, openers[query.get('workspaceId') ?? ''] ?? []);
      return defaultReply(request);
    });
    chooseTwoWorkspaces();
    const asked = () =>
      server.requests
        .map((r) => parseUrl(r.url))
        .filter((u) => u.path.endsWith('/users/options'))
        .map((u) => `${u.query.get('workspaceId') ?? '-'}:${u.query.get('area') ?? '-'}`);
    await renderAt(<InteractionNewPage />, '/interactions/new');

    await chooseOption('Workspace', 'Norte', 'Mina Norte');
    await waitFor(() => expect(asked()).toContain('w-north:socialInteractions'));
    await chooseOption('Company participants', 'Bru', 'bruno@norte.example');
    expect(screen.queryByTitle('carla@sul.example')).not.toBeInTheDocument();

    await chooseOption('Workspace', 'Porto', 'Porto Sul');
    await waitFor(() => expect(asked()).toContain('w-south:socialInteractions'));
    await chooseOption('Company participants', 'Car', 'carla@sul.example');
    expect(screen.queryByTitle('bruno@norte.example')).not.toBeInTheDocument();
  });

  it('says under the participants who cannot open the interaction, in the user’s words', async () => {
    onSave = () =>
      json(
        422,
        problem422([
          {
            path: 'body.participantIds.0',
            message: 'This person cannot open records of this workspace',
            code: 'cannotOpenRecords',
          },
        ]),
        'application/problem+json',
      );
    await renderAt(<InteractionNewPage />, '/interactions/new');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita à comunidade' } });
    await chooseOption('Type', 'Vis', 'Visit');
    fireEvent.click(screen.getByText('Negative'));
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const participants = screen
      .getAllByLabelText('Company participants')
      .find((el) => el.getAttribute('role') === 'combobox');
    await waitFor(() =>
      expect(participants).toHaveAccessibleDescription(
        expect.stringContaining('This person cannot open records of this workspace'),
      ),
    );
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, setToastHandler, useAuthStore, type ToastRequest } from '@conexoes/shared';
import { StakeholderEditPage } from '../../../pages/stakeholder-edit.page';
import { StakeholderNewPage } from '../../../pages/stakeholder-new.page';
import {
  chooseOption,
  currentLocation,
  json,
  parseUrl,
  problem422,
  renderAt,
  type Reply,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';

const CREATED_ID = '00000000-0000-4000-8000-000000000042';
const RESPONSIBLE_ID = '00000000-0000-4000-8000-000000000077';
let server: TestServer;
let onCreate: () => Reply;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInWith({ fullAccess: true });
  // Option lists are cached per visit: each test starts with none loaded.
  usePickerOptions.setState({ lists: {}, topics: null });
  onCreate = () => json(201, { id: CREATED_ID });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (request.method === 'POST' && path === '/manager/api/v1/stakeholders') return onCreate();
    return json(200, []);
  });
});

/** The record the edit page opens on (as the API answers it). */
const stored = {
  id: CREATED_ID,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  kind: 'person',
  name: 'João da Silva',
  document: '52998224725',
  email: 'joao@example.com',
  phone: '3135511234',
  categoryCode: null,
  scopeCode: null,
  entityTypeCode: null,
  state: 'MG',
  municipality: 'Ouro Preto',
  municipalityCode: '3146107',
  parent: null,
  influence: 4,
  interest: 2,
  anonymised: false,
  restricted: false,
  address: null,
  postalCode: '35400000',
  notes: null,
  additional: { relationship: 'ally', languages: ['pt', 'en'] },
  topics: [],
  children: [],
  responsibleId: RESPONSIBLE_ID,
  responsible: { id: RESPONSIBLE_ID, name: 'Ana Responsável' },
  createdBy: null,
  updatedBy: null,
  anonymisedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const creations = () =>
  server.requests.filter(
    (r) => r.method === 'POST' && parseUrl(r.url).path === '/manager/api/v1/stakeholders',
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByText('Save'));
/** Influence and interest have no default: the user picks them (first group influence, then interest). */
const chooseLevels = (influence = 4, interest = 2) => {
  fireEvent.click(screen.getAllByRole('radio', { name: String(influence) })[0]);
  fireEvent.click(screen.getAllByRole('radio', { name: String(interest) })[1]);
};
afterEach(() => stopToasts());

// Whole-form renders under antd in jsdom are slow on a loaded 2-core machine: a ceiling, not a sleep.
jest.setTimeout(240_000);

describe('stakeholder form', () => {
  it('masks the CPF as typed and refuses one whose check digits are wrong', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    chooseLevels();
    type('CPF', '52998224726');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-26');

    save();

    expect(await screen.findByText('This CPF is not valid')).toBeInTheDocument();
    expect(creations()).toHaveLength(0);

    type('CPF', '529.982.247-25');
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(JSON.parse(creations()[0].body)).toMatchObject({
      kind: 'person',
      name: 'Maria da Silva',
      document: '52998224725',
    });
    await waitFor(() => expect(currentLocation()).toBe(`/stakeholders/${CREATED_ID}`));
  });

  it('asks for a CNPJ for an organisation and validates it as one', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    fireEvent.click(screen.getByText('Organisation'));
    type('Name', 'Associação de Moradores');
    chooseLevels();
    await screen.findByLabelText('CNPJ');
    type('CNPJ', '11222333000180');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-80');
    save();
    expect(await screen.findByText('This CNPJ is not valid')).toBeInTheDocument();

    // Alphanumeric CNPJs (issued from July 2026) are masked and checked too.
    type('CNPJ', '12abc34501de35');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(JSON.parse(creations()[0].body)).toMatchObject({
      kind: 'organization',
      document: '12ABC34501DE35',
    });
  });

  it('offers the municipalities of the chosen state only, and a new state clears the municipality', async () => {
    // The server refuses both saves, so the form stays and the second body can be read too.
    onCreate = () =>
      json(
        409,
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Duplicate' },
        'application/problem+json',
      );
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    chooseLevels();
    const municipality = () =>
      screen.getAllByLabelText('Municipality').find((el) => el.getAttribute('role') === 'combobox');
    expect(municipality()).toBeDisabled();
    expect(screen.getByText('Choose the state first')).toBeInTheDocument();

    await chooseOption('State', 'Minas', 'Minas Gerais');
    await waitFor(() => expect(municipality()).toBeEnabled());
    await chooseOption('Municipality', 'Ouro Pre', 'Ouro Preto');

    await chooseOption('State', 'Bahia', 'Bahia');
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    // Ouro Preto is in Minas Gerais: it does not travel to Bahia.
    expect(JSON.parse(creations()[0].body)).toMatchObject({ state: 'BA', municipality: null });

    await chooseOption('Municipality', 'Salvad', 'Salvador');
    save();
    await waitFor(() => expect(creations()).toHaveLength(2));
    expect(JSON.parse(creations()[1].body)).toMatchObject({ state: 'BA', municipality: 'Salvador' });
  });

  it('shows the server’s field errors on their fields and stays on the form', async () => {
    onCreate = () =>
      json(
        422,
        problem422([
          { path: 'body.document', message: 'This CPF is already registered' },
          { path: 'body.email', message: 'Unknown mailbox' },
        ]),
        'application/problem+json',
      );
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    chooseLevels();
    type('CPF', '52998224725');
    type('E-mail', 'maria@example.com');

    save();

    expect(await screen.findByText('This CPF is already registered')).toBeInTheDocument();
    expect(screen.getByText('Unknown mailbox')).toBeInTheDocument();
    // Everything belonged to a field: no alert far above the Save button.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/stakeholders/new');
  });

  it('shows a duplicate CPF (409) under the CPF field, in the user’s language, and no alert', async () => {
    onCreate = () =>
      json(
        409,
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'A stakeholder with this CPF/CNPJ already exists',
        },
        'application/problem+json',
      );
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    chooseLevels();
    type('CPF', '52998224725');
    save();

    const message = await screen.findByText('A stakeholder with this CPF/CNPJ already exists');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('CPF'));
    expect(screen.queryByRole('alert', { name: /conflicts/i })).not.toBeInTheDocument();
    expect(screen.queryByText('This conflicts with existing data')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('leaves influence and interest unset until chosen, and confirms a creation with a toast', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    expect(screen.getAllByRole('radio', { name: '3' }).map((r) => (r as HTMLInputElement).checked)).toEqual([
      false,
      false,
    ]);
    save();
    expect(await screen.findAllByText('Choose a level')).toHaveLength(2);
    expect(creations()).toHaveLength(0);

    chooseLevels(5, 1);
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(JSON.parse(creations()[0].body)).toMatchObject({ influence: 5, interest: 1 });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Stakeholder created' }),
      ),
    );
  });

  it('masks and checks a Brazilian phone, and sends its digits', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
    chooseLevels();
    type('Phone', '3198765432');
    expect(screen.getByLabelText('Phone')).toHaveValue('(31) 9876-5432');
    type('Phone', '319876543');
    save();
    expect(
      await screen.findByText('Enter the area code and number, e.g. (31) 98765-4321'),
    ).toBeInTheDocument();
    type('Phone', '31987654321');
    expect(screen.getByLabelText('Phone')).toHaveValue('(31) 98765-4321');
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(JSON.parse(creations()[0].body)).toMatchObject({ phone: '31987654321' });
  });

  it('asks which workspace a new record goes to when several are chosen', async () => {
    const [a, b] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b2'];
    act(() =>
      useAuthStore.setState({
        selectedWorkspaces: [a, b],
        workspaceLevel: {
          root: [],
          secondLevel: [
            { id: a, name: 'Mina Norte' },
            { id: b, name: 'Mina Sul' },
          ],
          thirdLevel: [],
        },
      }),
    );
    try {
      await renderAt(<StakeholderNewPage />, '/stakeholders/new');
      type('Name', 'Maria da Silva');
      chooseLevels();
      save();
      expect(await screen.findAllByText('Choose the workspace')).not.toHaveLength(0);
      expect(creations()).toHaveLength(0);
      await chooseOption('Workspace', 'Sul', 'Mina Sul');
      save();
      await waitFor(() => expect(creations()).toHaveLength(1));
      expect(JSON.parse(creations()[0].body)).toMatchObject({ workspaceId: b });
    } finally {
      act(() =>
        useAuthStore.setState({
          selectedWorkspaces: [],
          workspaceLevel: { root: [], secondLevel: [], thirdLevel: [] },
        }),
      );
    }
  });

  it('edits: shows the stored stakeholder and saves every field with PUT (round trip)', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`) return json(200, stored);
      if (path === '/manager/api/v1/users/options')
        return json(200, [
          { value: RESPONSIBLE_ID, label: 'Ana Responsável', email: 'ana@x.org', role: 'manager' },
        ]);
      if (path === '/manager/api/v1/options/stakeholderAddition/options')
        return json(200, [
          { value: 'relationship', label: 'Relationship' },
          { value: 'languages', label: 'Languages' },
        ]);
      return json(200, []);
    });
    await renderAt(
      <StakeholderEditPage />,
      `/stakeholders/${CREATED_ID}/edit`,
      '/stakeholders/:stakeholderId/edit',
    );
    expect(await screen.findByDisplayValue('João da Silva')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Postal code (CEP)')).toHaveValue('35400-000');
    expect(screen.getByLabelText('Phone')).toHaveValue('(31) 3551-1234');
    // The responsible user is shown by name, never as a raw id (before the save leaves the form).
    expect(await screen.findByText('Ana Responsável')).toBeInTheDocument();

    type('Name', 'João da Silva Santos');
    save();

    const puts = () => server.requests.filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(parseUrl(puts()[0].url).path).toBe(`/manager/api/v1/stakeholders/${CREATED_ID}`);
    // Everything the form was given goes back: nothing flattened, nothing dropped.
    expect(JSON.parse(puts()[0].body)).toEqual({
      kind: 'person',
      name: 'João da Silva Santos',
      document: '52998224725',
      categoryCode: null,
      scopeCode: null,
      entityTypeCode: null,
      state: 'MG',
      municipality: 'Ouro Preto',
      address: null,
      postalCode: '35400000',
      email: 'joao@example.com',
      phone: '3135511234',
      parentId: null,
      responsibleId: RESPONSIBLE_ID,
      influence: 4,
      interest: 2,
      topicIds: [],
      additional: { relationship: 'ally', languages: ['pt', 'en'] },
      notes: null,
      // The version the form was opened on: the server refuses the save if someone changed it since.
      expectedUpdatedAt: stored.updatedAt,
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Stakeholder saved' }),
      ),
    );
  });

  it('offers as responsible only who may open the stakeholder’s workspace, keeps the one set by name, and says why a new one is refused', async () => {
    const OTHER = '00000000-0000-4000-8000-000000000078';
    server.reply((request) => {
      const { path, query } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`)
        return request.method === 'PUT'
          ? json(
              422,
              problem422([
                {
                  path: 'body.responsibleId',
                  message: 'This person cannot open records of this workspace',
                  code: 'cannotOpenRecords',
                },
              ]),
              'application/problem+json',
            )
          : json(200, stored);
      // The stored responsible was moved off the workspace since: only Bruno may open it now.
      if (path === '/manager/api/v1/users/options')
        return json(
          200,
          query.get('area') === 'stakeholders' && query.get('workspaceId') === stored.workspaceId
            ? [{ value: OTHER, label: 'Bruno do Site', email: 'bruno@x.org', role: 'analyst' }]
            : [],
        );
      return json(200, []);
    });
    await renderAt(
      <StakeholderEditPage />,
      `/stakeholders/${CREATED_ID}/edit`,
      '/stakeholders/:stakeholderId/edit',
    );
    expect(await screen.findByDisplayValue('João da Silva')).toBeInTheDocument();
    const asked = () =>
      server.requests
        .map((r) => parseUrl(r.url))
        .filter((u) => u.path.endsWith('/users/options'))
        .map((u) => `${u.query.get('workspaceId') ?? '-'}:${u.query.get('area') ?? '-'}`);
    await waitFor(() => expect(asked()).toContain(`${stored.workspaceId}:stakeholders`));
    expect(asked()).not.toContain('-:-');
    // The one already set is still shown by name, not dropped nor shown as an id.
    expect(await screen.findByText('Ana Responsável')).toBeInTheDocument();

    await chooseOption('Responsible', 'Bru', 'bruno@x.org');
    save();

    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const responsible = screen
      .getAllByLabelText('Responsible')
      .find((el) => el.getAttribute('role') === 'combobox');
    await waitFor(() =>
      expect(responsible).toHaveAccessibleDescription(
        expect.stringContaining('This person cannot open records of this workspace'),
      ),
    );
    expect(currentLocation()).toBe(`/stakeholders/${CREATED_ID}/edit`);
  });

  it('says so when someone else saved the record after it was opened, and stays on the form', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`)
        return request.method === 'PUT'
          ? json(
              409,
              {
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                detail: 'This record was changed by someone else after you opened it',
              },
              'application/problem+json',
            )
          : json(200, stored);
      return json(200, []);
    });
    await renderAt(
      <StakeholderEditPage />,
      `/stakeholders/${CREATED_ID}/edit`,
      '/stakeholders/:stakeholderId/edit',
    );
    expect(await screen.findByDisplayValue('João da Silva')).toBeInTheDocument();
    type('Name', 'João da Silva Santos');
    save();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this record after you opened it, so your changes were not saved.',
    );
    const puts = server.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0].body)).toMatchObject({ expectedUpdatedAt: stored.updatedAt });
    // A whole-record refusal, not the CPF's: nothing under the CPF field.
    expect(
      screen.getByLabelText('CPF').closest('.ant-form-item')?.querySelector('.ant-form-item-explain'),
    ).toBeNull();
    // The form stays open with what was typed, and nothing says it was saved.
    expect(currentLocation()).toBe(`/stakeholders/${CREATED_ID}/edit`);
    expect(screen.getByLabelText('Name')).toHaveValue('João da Silva Santos');
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it('offers no form to save when the record could not be read (an empty save would erase it)', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`)
        return json(503, { type: 'about:blank', title: 'Service Unavailable', status: 503 });
      return json(200, []);
    });
    await renderAt(
      <StakeholderEditPage />,
      `/stakeholders/${CREATED_ID}/edit`,
      '/stakeholders/:stakeholderId/edit',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says a stakeholder gone or out of reach cannot be edited, in words, with a way back to the list', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`)
        return json(404, { type: 'about:blank', title: 'Not Found', status: 404 });
      return json(200, []);
    });
    await renderAt(
      <StakeholderEditPage />,
      `/stakeholders/${CREATED_ID}/edit`,
      '/stakeholders/:stakeholderId/edit',
    );
    expect(
      await screen.findByText(
        'This stakeholder does not exist, or it belongs to a workspace you do not work in.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the stakeholder list'));
    expect(currentLocation()).toBe('/stakeholders/list');
  });

  it('keeps what was typed when the language is switched and switched back (the same field, not a new one)', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    const name = screen.getByLabelText('Name');
    type('Name', 'Maria da Silva');
    try {
      await act(() => i18n.changeLanguage('pt-BR'));
      expect(screen.getByLabelText('Nome')).toBe(name);
      expect(name).toHaveValue('Maria da Silva');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(screen.getByLabelText('Name')).toBe(name);
    expect(name).toHaveValue('Maria da Silva');
  });

  it('asks before leaving with unsaved changes', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria');
    fireEvent.click(screen.getByText('Cancel'));
    expect(await screen.findAllByText('Leave without saving?')).not.toHaveLength(0);

    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0));
    expect(currentLocation()).toBe('/stakeholders/new');

    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(await screen.findByText('Leave'));
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/list'));
  });

  it('leaves an untouched form at once', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/list'));
  });
});

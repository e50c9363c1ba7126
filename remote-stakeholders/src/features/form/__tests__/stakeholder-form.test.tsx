import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StakeholderEditPage } from '../../../pages/stakeholder-edit.page';
import { StakeholderNewPage } from '../../../pages/stakeholder-new.page';
import {
  json,
  parseUrl,
  problem422,
  startTestServer,
  type Reply,
  type TestServer,
} from '../../../testing/http';
import { currentLocation, renderAt, signInWith } from '../../../testing/render-with-app';
import { chooseOption } from '../../../testing/select';

const CREATED_ID = '00000000-0000-4000-8000-000000000042';
let server: TestServer;
let onCreate: () => Reply;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
  onCreate = () => json(201, { id: CREATED_ID });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (request.method === 'POST' && path === '/manager/api/v1/stakeholders') return onCreate();
    return json(200, []);
  });
});

const creations = () =>
  server.requests.filter(
    (r) => r.method === 'POST' && parseUrl(r.url).path === '/manager/api/v1/stakeholders',
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByText('Save'));

describe('stakeholder form', () => {
  it('masks the CPF as typed and refuses one whose check digits are wrong', async () => {
    await renderAt(<StakeholderNewPage />, '/stakeholders/new');
    type('Name', 'Maria da Silva');
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
    type('CPF', '52998224725');
    type('E-mail', 'maria@example.com');

    save();

    expect(await screen.findByText('This CPF is already registered')).toBeInTheDocument();
    expect(screen.getByText('Unknown mailbox')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(currentLocation()).toBe('/stakeholders/new');
  });

  it('edits: shows the stored stakeholder and saves it with PUT', async () => {
    const stored = {
      id: CREATED_ID,
      workspaceId: '00000000-0000-4000-8000-000000000999',
      kind: 'person',
      name: 'João da Silva',
      document: '52998224725',
      email: 'joao@example.com',
      phone: null,
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
      additional: {},
      topics: [],
      children: [],
      responsibleId: null,
      createdBy: null,
      updatedBy: null,
      anonymisedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path === `/manager/api/v1/stakeholders/${CREATED_ID}`) return json(200, stored);
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

    type('Name', 'João da Silva Santos');
    save();

    const puts = () => server.requests.filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(parseUrl(puts()[0].url).path).toBe(`/manager/api/v1/stakeholders/${CREATED_ID}`);
    expect(JSON.parse(puts()[0].body)).toMatchObject({
      name: 'João da Silva Santos',
      document: '52998224725',
      state: 'MG',
      municipality: 'Ouro Preto',
      postalCode: '35400000',
      influence: 4,
      interest: 2,
    });
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

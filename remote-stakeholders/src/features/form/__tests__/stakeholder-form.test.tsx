import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StakeholderNewPage } from '../../../pages/stakeholder-new.page';
import { json, parseUrl, problem422, startTestServer, type Reply, type TestServer } from '../../../testing/http';
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
  server.requests.filter((r) => r.method === 'POST' && parseUrl(r.url).path === '/manager/api/v1/stakeholders');

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
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
    expect(JSON.parse(creations()[0].body)).toMatchObject({ kind: 'person', name: 'Maria da Silva', document: '52998224725' });
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

    type('CNPJ', '11222333000181');
    save();
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(JSON.parse(creations()[0].body)).toMatchObject({ kind: 'organization', document: '11222333000181' });
  });

  it('offers the municipalities of the chosen state only, and a new state clears the municipality', async () => {
    // The server refuses both saves, so the form stays and the second body can be read too.
    onCreate = () =>
      json(409, { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Duplicate' }, 'application/problem+json');
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
});

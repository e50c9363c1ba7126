import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { json, startTestServer, type TestServer } from '../../../jest/test-server';
import { i18n, initI18n } from '../../i18n/i18n';
import { emptyPermission } from '../../stores/permission';
import { useAuthStore } from '../../stores/auth.store';
import { setToastHandler, type ToastRequest } from '../../toast/notify';
import { OptionListEditor } from '../option-list-editor';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const channel = (code: string, labelPtBr: string, labelEn: string, sortOrder: number) => ({
  id: `00000000-0000-4000-8000-0000000000${sortOrder}`,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  list: 'channel',
  code,
  label: labelEn,
  labelPtBr,
  labelEn,
  labelEs: `${labelEn} (es)`,
  labelDe: null,
  sortOrder,
  active: true,
  canEdit: true,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await initI18n({ lng: 'en' });
});
afterAll(() => server.close());
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  const permission = emptyPermission();
  permission.configurations = { ...permission.configurations, view: true, add: true, edit: true };
  useAuthStore.setState({
    token: 'test-token',
    isAuthenticated: true,
    permission,
    selectedWorkspaces: [],
    tenants: [],
    workspace: { containsWorkspace: false, shouldSelectWorkspace: false, options: [] },
  });
});
afterEach(async () => {
  stopToasts();
  await act(() => i18n.changeLanguage('en'));
});

const renderEditor = (onSaved?: (list: string) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <OptionListEditor list="channel" onSaved={onSaved} />
      </App>
    </I18nextProvider>,
  );

const posts = () => server.requests.filter((r) => r.method === 'POST');

describe('OptionListEditor', () => {
  it('lists the entries in their order, adds one at the end with the session token, and confirms with a toast', async () => {
    server.reply((request) =>
      request.method === 'POST'
        ? json(201, { ...channel('radio', 'Rádio', 'Radio', 30), ...JSON.parse(request.body) })
        : json(200, {
            items: [channel('email', 'E-mail', 'Email', 20), channel('phone', 'Telefone', 'Phone', 10)],
            total: 2,
            page: 1,
            size: 100,
          }),
    );
    const onSaved = jest.fn();
    renderEditor(onSaved);

    await screen.findByText('Telefone');
    // Every entry the caller's to change: no read-only note.
    expect(screen.queryByText(/read-only/i)).not.toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Label (Portuguese)'),
      expect.stringContaining('Telefone'),
      expect.stringContaining('E-mail'),
    ]);
    expect(server.requests[0].url).toBe('/manager/api/v1/options/search?codes=channel&size=100');

    fireEvent.click(screen.getByText('Add entry'));
    fireEvent.change(await screen.findByLabelText('Label (Portuguese)'), { target: { value: 'Rádio' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Radio' } });
    fireEvent.change(screen.getByLabelText('Label (Spanish)'), { target: { value: ' Radio (es) ' } });
    // A person reads names: no code to type (the API makes it from the English label), none shown.
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('channel'));
    expect(JSON.parse(posts()[0].body)).toEqual({
      list: 'channel',
      labelPtBr: 'Rádio',
      labelEn: 'Radio',
      // The German label left empty is none: the English one stands in.
      labelEs: 'Radio (es)',
      labelDe: null,
      sortOrder: 30,
      active: true,
    });
    // Every call carries the session token (a 401 here once showed "Your session has ended").
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(
      server.requests.map(() => 'Bearer test-token'),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({ type: 'success', message: 'Entry “Radio” created', id: undefined }),
    );
  });

  const usageOf = (count: number) => json(200, { records: 'Interactions', count });
  const twoEntries = (used = 0) =>
    server.reply((request) =>
      request.method === 'POST'
        ? json(200, { ...channel('x', 'x', 'x', 10), ...JSON.parse(request.body) })
        : request.url.endsWith('/usage')
          ? usageOf(used)
          : json(200, {
              items: [channel('phone', 'Telefone', 'Phone', 10), channel('email', 'E-mail', 'Email', 20)],
              total: 2,
              page: 1,
              size: 100,
            }),
    );

  it('moves an entry up: only the entries whose order changed are sent, each as a whole record', async () => {
    twoEntries();
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Email up' }));
    // Renumbered 0, 10: Phone keeps its 10, so only Email is sent (docs/decisions/0027: all of it).
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts().map((r) => JSON.parse(r.body))).toEqual([
      {
        id: channel('email', 'E-mail', 'Email', 20).id,
        list: 'channel',
        code: 'email',
        labelPtBr: 'E-mail',
        labelEn: 'Email',
        labelEs: 'Email (es)',
        labelDe: null,
        sortOrder: 0,
        active: true,
      },
    ]);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Entry “Email” moved' })),
    );
    expect(posts()[0].headers.authorization).toBe('Bearer test-token');
  });

  it('deactivates an entry no record uses at once, keeping the rest of it', async () => {
    twoEntries();
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Move Phone up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Phone' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(server.requests.map((r) => r.url)).toContain(
      `/manager/api/v1/options/${channel('phone', 'Telefone', 'Phone', 10).id}/usage`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(posts()[0].body)).toEqual({
      id: channel('phone', 'Telefone', 'Phone', 10).id,
      list: 'channel',
      code: 'phone',
      labelPtBr: 'Telefone',
      labelEn: 'Phone',
      labelEs: 'Phone (es)',
      labelDe: null,
      sortOrder: 10,
      active: false,
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Entry “Phone” deactivated' })),
    );
  });

  it('shows a conflict (409) under the English label, which the code is made from', async () => {
    server.reply((request) =>
      request.method === 'POST'
        ? json(
            409,
            { type: 'about:blank', title: 'Conflict', status: 409, detail: 'duplicate key' },
            'application/problem+json',
          )
        : json(200, { items: [], total: 0, page: 1, size: 100 }),
    );
    renderEditor();
    fireEvent.click(await screen.findByText('Add entry'));
    fireEvent.change(await screen.findByLabelText('Label (Portuguese)'), { target: { value: 'Rádio' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Radio' } });
    fireEvent.change(screen.getByLabelText('Label (Spanish)'), { target: { value: ' Radio (es) ' } });
    fireEvent.click(screen.getByText('Save'));
    const message = await screen.findByText('This value is already in use');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Label (English)');
    expect(screen.queryByRole('alert', { name: /conflicts/ })).not.toBeInTheDocument();
  });

  it('asks before deactivating an entry records use, saying how many, and does nothing on Cancel', async () => {
    twoEntries(880);
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Phone' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate “Phone”?');
    expect(dialog).toHaveTextContent(
      'Used by 880 social interactions in your workspaces. They keep this entry; new ones will no longer be offered it.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Phone' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].body)).toMatchObject({ code: 'phone', active: false });
  });

  it('offers nothing to change on an entry the caller may not change, and says why', async () => {
    const rootEntry = { ...channel('email', 'E-mail', 'Email', 50), sortOrder: 5, canEdit: false };
    server.reply((request) =>
      request.method === 'POST'
        ? json(200, { ...rootEntry, ...JSON.parse(request.body) })
        : json(200, {
            items: [rootEntry, channel('phone', 'Telefone', 'Phone', 20), channel('fax', 'Fax', 'Fax', 30)],
            total: 3,
            page: 1,
            size: 100,
          }),
    );
    renderEditor();
    const row = (await screen.findByText('E-mail')).closest('tr') as HTMLElement;
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(row).toHaveTextContent('Read-only');
    expect(
      screen.getByText(
        'Entries marked read-only are defined for the whole company or a wider area: only its administrators change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Email/ })).not.toBeInTheDocument();
    // The caller's own entries keep their buttons; none moves past the other's, and a move among
    // their own leaves its order alone (the two swap orders instead of renumbering the list).
    expect(screen.getByRole('button', { name: 'Edit Phone' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deactivate Phone' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Phone up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Fax up' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((r) => JSON.parse(r.body) as { code: string; sortOrder: number })).toEqual([
      expect.objectContaining({ code: 'fax', sortOrder: 20 }),
      expect.objectContaining({ code: 'phone', sortOrder: 30 }),
    ]);
  });

  const ROOT = '00000000-0000-4000-8000-000000000999';
  const SITE = '00000000-0000-4000-8000-000000000777';
  const OTHER_SITE = '00000000-0000-4000-8000-000000000778';
  /** The tenant's administrator, who may choose the company's top workspace, with `chosen` in use. */
  const adminWith = (chosen: string[]) =>
    useAuthStore.setState({
      selectedWorkspaces: chosen,
      tenants: [ROOT],
      workspace: {
        containsWorkspace: true,
        shouldSelectWorkspace: false,
        options: [
          { id: ROOT, name: 'Mineração Acme', level: 1, parentId: null, tenantId: ROOT },
          { id: SITE, name: 'Mina Norte', level: 3, parentId: ROOT, tenantId: ROOT },
          { id: OTHER_SITE, name: 'Mina Sul', level: 3, parentId: ROOT, tenantId: ROOT },
        ],
      },
    });
  const rootAndOwn = () =>
    server.reply((request) =>
      request.method === 'POST'
        ? json(201, { ...channel('radio', 'Rádio', 'Radio', 30), ...JSON.parse(request.body) })
        : json(200, {
            items: [
              { ...channel('email', 'E-mail', 'Email', 10), canEdit: false },
              { ...channel('phone', 'Telefone', 'Phone', 20), workspaceId: SITE },
            ],
            total: 2,
            page: 1,
            size: 100,
          }),
    );

  it('tells an administrator on a site how to change the company’s entries, and where a new one goes', async () => {
    adminWith([SITE]);
    rootAndOwn();
    renderEditor();
    await screen.findByText('E-mail');
    expect(
      screen.getByText(
        'Read-only entries are those of Mineração Acme and apply to every workspace below it. To change them, choose Mineração Acme in the workspace selector at the top of the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/only its administrators/)).not.toBeInTheDocument();
    expect(
      screen.getByText('New entries go to Mina Norte: offered there and in the workspaces below it.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByText('Add entry'));
    fireEvent.change(await screen.findByLabelText('Label (Portuguese)'), { target: { value: 'Rádio' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Radio' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].body)).toMatchObject({ workspaceId: SITE, labelEn: 'Radio' });
  });

  it('with the top workspace chosen, says new entries apply to every workspace under it', async () => {
    adminWith([ROOT, SITE, OTHER_SITE]);
    rootAndOwn();
    renderEditor();
    await screen.findByText('E-mail');
    expect(
      screen.getByText('New entries go to Mineração Acme and apply to every workspace under it.'),
    ).toBeInTheDocument();
  });

  it('with several sites chosen, asks in the dialog which one a new entry goes to', async () => {
    adminWith([SITE, OTHER_SITE]);
    rootAndOwn();
    renderEditor();
    await screen.findByText('E-mail');
    expect(
      screen.getByText('Several workspaces are chosen: a new entry asks which one it goes to.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Add entry'));
    expect(await screen.findByLabelText('Workspace')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Label (Portuguese)'), { target: { value: 'Rádio' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Radio' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].body)).toMatchObject({ workspaceId: SITE });
  });

  it('tells a site’s own administrator, who cannot choose the company, that its administrators change them', async () => {
    useAuthStore.setState({
      selectedWorkspaces: [SITE],
      tenants: [ROOT],
      workspace: {
        containsWorkspace: true,
        shouldSelectWorkspace: false,
        options: [{ id: SITE, name: 'Mina Norte', level: 3, parentId: ROOT, tenantId: ROOT }],
      },
    });
    rootAndOwn();
    renderEditor();
    await screen.findByText('E-mail');
    expect(screen.getByText(/only its administrators change them/)).toBeInTheDocument();
    expect(screen.queryByText(/To change them, choose/)).not.toBeInTheDocument();
  });

  it('names the entry in every toast, in words that need no gender (pt-BR)', async () => {
    const roda = {
      ...channel('roda', 'Roda de conversa', 'Conversation circle', 10),
      label: 'Roda de conversa',
    };
    server.reply((request) =>
      request.method === 'POST'
        ? json(request.body.includes('"id"') ? 200 : 201, { ...roda, ...JSON.parse(request.body) })
        : json(200, { items: [roda], total: 1, page: 1, size: 100 }),
    );
    await act(() => i18n.changeLanguage('pt-BR'));
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar Roda de conversa' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ message: 'Item “Roda de conversa” desativado' }),
      ),
    );
    fireEvent.click(screen.getByText('Adicionar item'));
    fireEvent.change(await screen.findByLabelText('Rótulo (português)'), {
      target: { value: 'Roda de conversa' },
    });
    fireEvent.change(screen.getByLabelText('Rótulo (inglês)'), { target: { value: 'Conversation circle' } });
    fireEvent.click(screen.getByText('Salvar'));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Item “Roda de conversa” criado' })),
    );
  });

  it('opens the dialog on its first field', async () => {
    server.reply(() => json(200, { items: [], total: 0, page: 1, size: 100 }));
    renderEditor();
    fireEvent.click(await screen.findByText('Add entry'));
    const first = await screen.findByLabelText('Label (Portuguese)');
    await waitFor(() => expect(first).toHaveFocus());
  });

  it("shows the API's refusal of a taken code under the English label, in the reader's language (pt-BR)", async () => {
    const refusal = (code: string, message: string) =>
      json(
        409,
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: message,
          errors: [{ path: 'body.code', code, message }],
        },
        'application/problem+json',
      );
    let next = refusal('duplicateCode', 'Another entry of this list already has this code');
    server.reply((request) =>
      request.method === 'POST' ? next : json(200, { items: [], total: 0, page: 1, size: 100 }),
    );
    await act(() => i18n.changeLanguage('pt-BR'));
    const onSaved = jest.fn();
    renderEditor(onSaved);
    fireEvent.click(await screen.findByText('Adicionar item'));
    fireEvent.change(await screen.findByLabelText('Rótulo (português)'), { target: { value: 'Reunião' } });
    fireEvent.change(screen.getByLabelText('Rótulo (inglês)'), { target: { value: 'Meeting' } });
    fireEvent.click(screen.getByText('Salvar'));
    const taken = await screen.findByText('Outra entrada desta lista já usa este código');
    expect(taken.closest('.ant-form-item')).toHaveTextContent('Rótulo (inglês)');

    next = refusal(
      'duplicateInactiveCode',
      'An inactive entry of this list has this code: activate it instead of adding another',
    );
    fireEvent.click(screen.getByText('Salvar'));
    const inactive = await screen.findByText(
      'Um item inativo desta lista já usa este código: ative-o em vez de adicionar outro',
    );
    expect(inactive.closest('.ant-form-item')).toHaveTextContent('Rótulo (inglês)');

    // A name the list has (the screens send no code): under the label that repeats it.
    next = json(
      409,
      {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'An inactive entry of this list has this name: activate it instead of adding another',
        errors: [
          {
            path: 'body.labelPtBr',
            code: 'duplicateInactiveLabel',
            message: 'An inactive entry of this list has this name: activate it instead of adding another',
          },
        ],
      },
      'application/problem+json',
    );
    fireEvent.click(screen.getByText('Salvar'));
    const named = await screen.findByText(
      'Um item inativo desta lista tem este nome: ative-o em vez de adicionar outro',
    );
    expect(named.closest('.ant-form-item')).toHaveTextContent('Rótulo (português)');
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("puts the server's field error under the field and keeps the dialog open", async () => {
    server.reply((request) =>
      request.method === 'POST'
        ? json(
            422,
            {
              type: 'about:blank',
              title: 'Unprocessable Entity',
              status: 422,
              errors: [{ path: 'code', message: 'This code is already used in this list' }],
            },
            'application/problem+json',
          )
        : json(200, { items: [], total: 0, page: 1, size: 100 }),
    );
    const onSaved = jest.fn();
    renderEditor(onSaved);

    fireEvent.click(await screen.findByText('Add entry'));
    fireEvent.change(await screen.findByLabelText('Label (Portuguese)'), { target: { value: 'Rádio' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Radio' } });
    fireEvent.change(screen.getByLabelText('Label (Spanish)'), { target: { value: ' Radio (es) ' } });
    fireEvent.click(screen.getByText('Save'));

    const error = await screen.findByText('This code is already used in this list');
    expect(error.closest('.ant-form-item')).toHaveTextContent('Label (English)');
    expect(screen.getByLabelText('Label (English)')).toHaveValue('Radio');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks the chosen language', async () => {
    server.reply(() => json(200, { items: [], total: 0, page: 1, size: 100 }));
    await act(() => i18n.changeLanguage('pt-BR'));
    renderEditor();
    expect(await screen.findByText('Adicionar item')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rótulo (português)' })).toBeInTheDocument();
    // Only a Spanish or German reader gets the column of their own labels.
    expect(screen.queryByRole('columnheader', { name: 'Rótulo (espanhol)' })).not.toBeInTheDocument();
  });

  it('shows a Spanish reader the Spanish labels beside the others', async () => {
    twoEntries();
    await act(() => i18n.changeLanguage('es'));
    renderEditor();
    expect(await screen.findByRole('columnheader', { name: 'Etiqueta (español)' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Telefone .*Phone \(es\)/ })).toBeInTheDocument();
  });

  it('on a phone, shows each entry as one card whose buttons wrap under its label', async () => {
    twoEntries();
    await act(() => i18n.changeLanguage('en'));
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      renderEditor();
      const card = (await screen.findByText('Telefone')).closest('td') as HTMLElement;
      expect(within(card).getByRole('button', { name: 'Edit Phone' })).toBeInTheDocument();
      expect(within(card).getByText('Active')).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Label (Portuguese)']);
    } finally {
      window.innerWidth = before;
    }
  });
});

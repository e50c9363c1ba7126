import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { json, startTestServer, type TestServer } from '../../../jest/test-server';
import { i18n, initI18n } from '../../i18n/i18n';
import { emptyPermission } from '../../stores/permission';
import { useAuthStore } from '../../stores/auth.store';
import { OptionListEditor } from '../option-list-editor';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 5000 });

const channel = (code: string, labelPtBr: string, labelEn: string, sortOrder: number) => ({
  id: `00000000-0000-4000-8000-0000000000${sortOrder}`,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  list: 'channel',
  code,
  label: labelEn,
  labelPtBr,
  labelEn,
  sortOrder,
  active: true,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await initI18n({ lng: 'en' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  const permission = emptyPermission();
  permission.configurations = { ...permission.configurations, view: true, add: true, edit: true };
  useAuthStore.setState({ token: 'test-token', isAuthenticated: true, permission });
});
afterEach(async () => {
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
  it('lists the entries in their order and tells the caller after a save', async () => {
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
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'radio' } });
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('channel'));
    expect(JSON.parse(posts()[0].body)).toEqual({
      list: 'channel',
      code: 'radio',
      labelPtBr: 'Rádio',
      labelEn: 'Radio',
      sortOrder: 20,
      active: true,
    });
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
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'radio' } });
    fireEvent.click(screen.getByText('Save'));

    expect(await screen.findByText('This code is already used in this list')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('radio');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks the chosen language', async () => {
    server.reply(() => json(200, { items: [], total: 0, page: 1, size: 100 }));
    await act(() => i18n.changeLanguage('pt-BR'));
    renderEditor();
    expect(await screen.findByText('Adicionar item')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rótulo (português)' })).toBeInTheDocument();
  });
});

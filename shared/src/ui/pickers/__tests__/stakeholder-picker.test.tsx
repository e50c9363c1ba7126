import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { json, startTestServer, type Reply, type TestServer } from '../../../../jest/test-server';
import { i18n, initI18n } from '../../../i18n/i18n';
import { useAuthStore } from '../../../stores/auth.store';
import { StakeholderPicker } from '../stakeholder-picker';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const ADRIANA = { value: '00000000-0000-4000-8000-0000000000b2', label: 'Adriana Andrade', kind: 'person' };
const SEBASTIAO = {
  value: '00000000-0000-4000-8000-0000000000a1',
  label: 'Sebastião Gonçalves',
  kind: 'person',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await initI18n({ lng: 'en' });
  useAuthStore.setState({ token: 'test-token', isAuthenticated: true });
});
afterAll(() => server.close());

describe('StakeholderPicker on a slow connection', () => {
  it('says it is searching while the answer is on its way, never that nobody matches', async () => {
    // The server holds its answer until the test lets it go, as a phone on a weak signal waits.
    const waiting: Array<(reply: Reply) => void> = [];
    let released = false;
    const found = () => json(200, [SEBASTIAO]);
    server.reply(() => (released ? found() : new Promise<Reply>((resolve) => waiting.push(resolve))));
    render(
      <I18nextProvider i18n={i18n}>
        <App>
          <Form>
            <Form.Item label="Stakeholder" name="stakeholderId">
              <StakeholderPicker onCreate={() => undefined} />
            </Form.Item>
          </Form>
        </App>
      </I18nextProvider>,
    );
    const box = screen.getAllByLabelText('Stakeholder').find((el) => el.getAttribute('role') === 'combobox');
    if (!box) throw new Error('no combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'sebastiao' } });

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();

    released = true;
    waiting.forEach((answer) => answer(found()));
    expect(await screen.findByTitle(SEBASTIAO.label)).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('does not offer the names found for the last search as the answer to the one still running', async () => {
    // The first names (nothing typed) come at once; the typed search is held back.
    const waiting: Array<(reply: Reply) => void> = [];
    let released = false;
    const found = () => json(200, [SEBASTIAO]);
    server.reply((request) => {
      const body = JSON.parse(request.body) as { q?: string };
      if (!body.q) return json(200, [ADRIANA]);
      return released ? found() : new Promise<Reply>((resolve) => waiting.push(resolve));
    });
    render(
      <I18nextProvider i18n={i18n}>
        <App>
          <Form>
            <Form.Item label="Stakeholder" name="stakeholderId">
              <StakeholderPicker />
            </Form.Item>
          </Form>
        </App>
      </I18nextProvider>,
    );
    const box = screen.getAllByLabelText('Stakeholder').find((el) => el.getAttribute('role') === 'combobox');
    if (!box) throw new Error('no combobox');
    fireEvent.mouseDown(box);
    expect(await screen.findByTitle(ADRIANA.label)).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'sebastiao' } });

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.queryByTitle(ADRIANA.label)).not.toBeInTheDocument();

    released = true;
    waiting.forEach((answer) => answer(found()));
    expect(await screen.findByTitle(SEBASTIAO.label)).toBeInTheDocument();
  });
});

import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('StakeholderPicker options', () => {
  it('shows under each name where it is and whether it is a person or an organization', async () => {
    // The API's order ("santa barbara": the name matches first, then those living in the town).
    const found = [
      {
        value: '00000000-0000-4000-8000-0000000000c1',
        label: 'Prefeitura Municipal de Santa Bárbara',
        kind: 'organization',
        municipality: 'Santa Bárbara',
        state: 'MG',
      },
      {
        value: '00000000-0000-4000-8000-0000000000c2',
        label: 'Aline Costa Barbosa',
        kind: 'person',
        municipality: 'Santa Bárbara',
        state: 'MG',
      },
      // An onlyBasicInfo caller, or a record without a town: no second line, never "null".
      { value: '00000000-0000-4000-8000-0000000000c3', label: 'Bárbara Santana', kind: 'person' },
    ];
    server.reply((request) => {
      const body = JSON.parse(request.body) as { q?: string };
      return json(200, body.q ? found : []);
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
    fireEvent.change(box, { target: { value: 'santa barbara' } });

    const townHall = await screen.findByTitle('Prefeitura Municipal de Santa Bárbara');
    const shown = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => ({
      title: o.getAttribute('title'),
      text: o.textContent,
      kind: o.querySelector('[role="img"]')?.getAttribute('aria-label'),
    }));
    expect(shown).toEqual([
      {
        title: 'Prefeitura Municipal de Santa Bárbara',
        text: 'Prefeitura Municipal de Santa BárbaraSanta Bárbara/MG',
        kind: 'Organization',
      },
      { title: 'Aline Costa Barbosa', text: 'Aline Costa BarbosaSanta Bárbara/MG', kind: 'Person' },
      { title: 'Bárbara Santana', text: 'Bárbara Santana', kind: 'Person' },
    ]);

    // The chosen one shows as its name alone in the field.
    fireEvent.click(townHall);
    const field = box.closest('.ant-select');
    await waitFor(() => expect(field?.textContent).toBe('Prefeitura Municipal de Santa Bárbara'));
  });
});

import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { json, startTestServer, type TestServer } from '../../../../jest/test-server';
import { i18n, initI18n } from '../../../i18n/i18n';
import { useAuthStore } from '../../../stores/auth.store';
import { chooseOption } from '../../../testing/select';
import { usePickerOptions } from '../picker-options.store';
import { TopicSelect } from '../topic-select';
import { UserSelect } from '../user-select';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const UNLISTED = '00000000-0000-4000-8000-0000000000ff';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const BRUNO = '00000000-0000-4000-8000-0000000000b2';
const WATER = '00000000-0000-4000-8000-0000000000c1';
const DUST = '00000000-0000-4000-8000-0000000000c2';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await initI18n({ lng: 'en' });
  server.reply(() =>
    json(200, [
      { value: ANA, label: 'Ana Analista', email: 'ana@example.com' },
      { value: BRUNO, label: 'Bruno Gestor', email: 'bruno@example.com' },
    ]),
  );
  useAuthStore.setState({ token: 'test-token', isAuthenticated: true });
});
afterAll(() => server.close());

/** A form holding `initial` in field `ids`, whose latest values the test reads. */
function renderField(field: React.ReactElement, initial: string[]) {
  const seen: { ids?: string[] } = {};
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <Form initialValues={{ ids: initial }} onValuesChange={(_, all) => Object.assign(seen, all)}>
          <Form.Item label="Picked" name="ids">
            {field}
          </Form.Item>
        </Form>
      </App>
    </I18nextProvider>,
  );
  return seen;
}

describe('pickers and values their lists do not offer', () => {
  it('participants: a user outside the list is neither shown as an id nor dropped by a change', async () => {
    const seen = renderField(<UserSelect<string[]> mode="multiple" />, [ANA, UNLISTED]);
    expect(await screen.findByText('Ana Analista')).toBeInTheDocument();
    expect(screen.queryByText(UNLISTED)).not.toBeInTheDocument();
    // A user's option carries the e-mail as its title (two people may share a name).
    await chooseOption('Picked', 'Bru', 'bruno@example.com');
    await waitFor(() => expect(seen.ids).toEqual([UNLISTED, ANA, BRUNO]));
  });

  it('participants: one the record holds but the list leaves out (moved off the site) shows by name and can be removed', async () => {
    const seen = renderField(
      <UserSelect<string[]> mode="multiple" held={[{ id: UNLISTED, name: 'Carla do Site Vizinho' }]} />,
      [ANA, UNLISTED],
    );
    expect(await screen.findByText('Carla do Site Vizinho')).toBeInTheDocument();
    const tag = screen.getByText('Carla do Site Vizinho').closest('.ant-select-selection-item');
    const remove = tag?.querySelector('.ant-select-selection-item-remove');
    if (!remove) throw new Error('no remove button on the held participant');
    fireEvent.click(remove);
    await waitFor(() => expect(seen.ids).toEqual([ANA]));
  });

  it('topics: a deactivated topic is neither shown as an id nor dropped by a change', async () => {
    act(() =>
      usePickerOptions.setState({
        topics: [
          {
            value: null,
            label: null,
            options: [
              { value: WATER, label: 'Água' },
              { value: DUST, label: 'Poeira' },
            ],
          },
        ],
      }),
    );
    const seen = renderField(<TopicSelect mode="multiple" />, [WATER, UNLISTED]);
    expect(await screen.findByText('Água')).toBeInTheDocument();
    expect(screen.queryByText(UNLISTED)).not.toBeInTheDocument();
    await chooseOption('Picked', 'Poe', 'Poeira');
    await waitFor(() => expect(seen.ids).toEqual([UNLISTED, WATER, DUST]));
  });
});

import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { json, startTestServer, type TestServer } from '../../../../jest/test-server';
import { i18n, initI18n } from '../../../i18n/i18n';
import { useAuthStore } from '../../../stores/auth.store';
import { chooseOption } from '../../../testing/select';
import { OptionSelect } from '../option-select';
import { usePickerOptions } from '../picker-options.store';
import { TopicSelect } from '../topic-select';
import { UserSelect } from '../user-select';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const JOAO = '00000000-0000-4000-8000-0000000000a1';
const WATER = '00000000-0000-4000-8000-0000000000c1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await initI18n({ lng: 'en' });
  server.reply(() => json(200, [{ value: JOAO, label: 'João Araújo', email: 'joao@example.com' }]));
  useAuthStore.setState({ token: 'test-token', isAuthenticated: true });
});
afterAll(() => server.close());

function renderField(field: React.ReactElement) {
  const seen: { picked?: unknown } = {};
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <Form onValuesChange={(_, all) => Object.assign(seen, all)}>
          <Form.Item label="Picked" name="picked">
            {field}
          </Form.Item>
        </Form>
      </App>
    </I18nextProvider>,
  );
  return seen;
}

// A phone's keyboard leaves the accents out: the option is found all the same.
describe('pickers searched without accents', () => {
  it('topics: "agua" finds "Qualidade da água"', async () => {
    act(() =>
      usePickerOptions.setState({
        topics: [{ value: null, label: null, options: [{ value: WATER, label: 'Qualidade da água' }] }],
      }),
    );
    const seen = renderField(<TopicSelect mode="multiple" />);
    await chooseOption('Picked', 'agua', 'Qualidade da água');
    await waitFor(() => expect(seen.picked).toEqual([WATER]));
  });

  it('option lists: "ligacao telefonica" finds "Ligação telefônica"', async () => {
    act(() =>
      usePickerOptions.setState((s) => ({
        lists: { ...s.lists, interaction_type: [{ value: 'phone', label: 'Ligação telefônica' }] },
      })),
    );
    const seen = renderField(<OptionSelect list="interaction_type" />);
    await chooseOption('Picked', 'ligacao telefonica', 'Ligação telefônica');
    await waitFor(() => expect(seen.picked).toBe('phone'));
  });

  it('users: "joao araujo" finds "João Araújo"', async () => {
    const seen = renderField(<UserSelect />);
    await screen.findByLabelText('Picked');
    await chooseOption('Picked', 'joao araujo', 'joao@example.com');
    await waitFor(() => expect(seen.picked).toBe(JOAO));
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, setToastHandler, useAuthStore } from '@conexoes/shared';
import {
  chooseOption,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { InteractionEditPage } from '../../../pages/interaction-edit.page';
import { INTERACTION, MARIA, details, grievance } from '../../../testing/fixtures';

/**
 * Decision 0075: a grievance's complainant may be confidential. The form offers the switch on a
 * grievance only (its type or classification), and the record's page tells a reader off the grievance
 * desk that the complainant is known only to the desk, while the desk reads the names and a tag.
 */
let server: TestServer;
let onGet: () => Reply;
let onPut: () => Reply;
let stopToasts: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Whole-form renders under antd in jsdom are slow on a loaded 2-core machine: a ceiling, not a sleep.
jest.setTimeout(240_000);

beforeEach(() => {
  server.requests.length = 0;
  stopToasts = setToastHandler(() => undefined);
  window.localStorage.clear();
  signInWith({ fullAccess: true });
  useAuthStore.setState({ selectedWorkspaces: [] });
  usePickerOptions.setState({ lists: {}, topics: null });
  onGet = () => json(200, details({ typeCode: 'meeting', classificationCode: null }));
  onPut = () => json(200, { id: INTERACTION });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return onGet();
    if (path.endsWith(`/social-interactions/${INTERACTION}`))
      return request.method === 'GET' ? onGet() : onPut();
    if (path.endsWith('/options/interactionType/options'))
      return json(200, [
        { value: 'meeting', label: 'Meeting' },
        { value: 'complaint', label: 'Complaint' },
      ]);
    if (path.endsWith('/stakeholders/options'))
      return json(200, [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const saves = () => server.requests.filter((r) => r.method === 'PUT' && /social-interactions/.test(r.url));

describe('confidential complainant', () => {
  it('the form offers the switch once the record is a grievance, labelled and explained, and sends it', async () => {
    await renderAt(
      <InteractionEditPage />,
      `/interactions/${INTERACTION}/edit`,
      '/interactions/:interactionId/edit',
    );
    await screen.findByText('Maria da Silva');
    expect(screen.queryByLabelText('Confidential complainant')).not.toBeInTheDocument();

    await chooseOption('Type', 'Comp', 'Complaint');
    const toggle = await screen.findByLabelText('Confidential complainant');
    expect(toggle).toHaveAttribute('role', 'switch');
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(
        'Only the grievance desk — the author, the follow-up owner and administrators — will see who complained',
      ),
    ).toBeInTheDocument();
    // A button: reached with Tab and switched with the keyboard as with a click.
    toggle.focus();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toMatchObject({ typeCode: 'complaint', confidential: true });
  });

  it('the record page tells a reader off the desk who is not named, and the desk reads the names and a tag', async () => {
    const {
      description: _d,
      issuesRaised: _i,
      response: _r,
      ...offDesk
    } = details({
      typeCode: 'complaint',
      grievance: grievance(),
      stakeholders: [],
      confidential: true,
      complainantHidden: true,
      hiddenAttachments: 0,
    });
    onGet = () => json(200, offDesk);
    const first = await renderAt(
      <InteractionDetailPage />,
      `/interactions/${INTERACTION}`,
      '/interactions/:interactionId',
    );
    expect(
      await screen.findByText('Confidential complainant: known only to the grievance desk'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No complainant named: an anonymous grievance')).not.toBeInTheDocument();
    expect(screen.queryByText('Maria da Silva')).not.toBeInTheDocument();
    expect(screen.queryByText('Confidential')).not.toBeInTheDocument();
    first.unmount();

    onGet = () => json(200, details({ typeCode: 'complaint', grievance: grievance(), confidential: true }));
    await renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');
    expect(await screen.findByRole('link', { name: 'Maria da Silva' })).toHaveAttribute(
      'href',
      `/stakeholders/${MARIA}`,
    );
    expect(screen.getByText('Confidential')).toBeInTheDocument();
    expect(
      screen.queryByText('Confidential complainant: known only to the grievance desk'),
    ).not.toBeInTheDocument();
  });

  it("a refusal of the desk's rule is said under the switch, in the reader's language", async () => {
    onGet = () => json(200, details({ typeCode: 'complaint', grievance: grievance(), confidential: true }));
    onPut = () =>
      json(
        422,
        {
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          detail: 'The request is not valid',
          errors: [
            {
              path: 'body.confidential',
              message: 'Only the grievance desk may make a confidential complainant known',
              code: 'confidentialDeskOnly',
            },
          ],
        },
        'application/problem+json',
      );
    await renderAt(
      <InteractionEditPage />,
      `/interactions/${INTERACTION}/edit`,
      '/interactions/:interactionId/edit',
    );
    await screen.findByText('Maria da Silva');
    await act(() => i18n.changeLanguage('pt-BR'));
    try {
      const toggle = await screen.findByLabelText('Reclamante confidencial');
      expect(toggle).toBeChecked();
      fireEvent.click(toggle);
      fireEvent.click(screen.getByText('Salvar'));
      const message = await screen.findByText(
        'Só a equipe de queixas pode revelar um reclamante confidencial',
      );
      expect(message.closest('.ant-form-item')).toContainElement(toggle);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

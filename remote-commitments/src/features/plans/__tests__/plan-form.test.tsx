import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyPermission, setToastHandler, type ToastRequest, readDraft } from '@conexoes/shared';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInAs,
  startTestServer,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { NegotiationPlanEditPage } from '../../../pages/negotiation-plan-edit.page';
import { ANA, MARIA, PLAN, TOPIC, planDetails, signInFully } from '../../../testing/fixtures';

let server: TestServer;
let onSave: () => Reply;
let onGet: () => Reply;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
const API = '/manager/api/v1';
const EDIT = `/commitments/negotiation_plan/${PLAN}/edit`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Whole-form renders under antd in jsdom are slow on a loaded 2-core machine: a ceiling, not a sleep.
jest.setTimeout(240_000);

beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  window.localStorage.clear();
  signInFully();
  onSave = () => json(200, planDetails());
  onGet = () => json(200, planDetails());
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/negotiation-plans/${PLAN}/details`) return onGet();
    if (path === `${API}/commitments/negotiation-plans/${PLAN}`) return onSave();
    if (path.endsWith('/stakeholders/options'))
      return json(200, [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
    if (path.endsWith('/users/options'))
      return json(200, [{ value: ANA, label: 'Ana Analista', email: 'a@x' }]);
    if (path.endsWith('/topics/options/grouped'))
      return json(200, [{ value: null, label: null, options: [{ value: TOPIC, label: 'Moradia' }] }]);
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items: [], total: 0, page: 1, size: 20 });
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const saves = () => server.requests.filter((r) => r.method === 'PUT');
const openEdit = () =>
  renderAt(<NegotiationPlanEditPage />, EDIT, '/commitments/negotiation_plan/:negotiationPlanId/edit');

describe('negotiation plan form: saving over a newer version (decision 0043)', () => {
  it('sends the version it was opened on with the whole record', async () => {
    await openEdit();
    expect(await screen.findByText('Edit negotiation plan · NP-2026-00042')).toBeInTheDocument();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const stored = planDetails();
    expect(JSON.parse(saves()[0].body)).toEqual(
      expect.objectContaining({
        title: stored.title,
        status: stored.status,
        responsibleId: ANA,
        stakeholderIds: [MARIA],
        expectedUpdatedAt: stored.updatedAt,
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe(`/commitments/negotiation_plan/${PLAN}`));
  });

  it('says so when someone else saved the record after it was opened, and stays on the form', async () => {
    onSave = () =>
      json(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'This record was changed by someone else after you opened it',
      });
    await openEdit();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Reassentamento e escola' } });
    fireEvent.click(screen.getByText('Save'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this record after you opened it, so your changes were not saved.',
    );
    expect(currentLocation()).toBe(EDIT);
    expect(screen.getByLabelText('Title')).toHaveValue('Reassentamento e escola');
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it('shows a refused stakeholder of the list under the stakeholders field, not in a loose alert', async () => {
    onSave = () =>
      json(422, {
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'Request validation failed',
        errors: [{ path: 'body.stakeholderIds.0', message: 'Stakeholder not found in your workspaces' }],
      });
    await openEdit();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    const message = await screen.findByText(/Stakeholder not found/);
    expect(message.closest('fieldset')?.querySelector('legend')).toHaveTextContent('Counterparts');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentLocation()).toBe(EDIT);
  });

  it('warns that a draft typed on an older version would replace someone else’s changes', async () => {
    const first = await openEdit();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Meu texto' } });
    await waitFor(() => expect(readDraft('plan', PLAN)).not.toBeNull());
    first.unmount();

    // Same version on return: the plain offer.
    const same = await openEdit();
    expect(await screen.findByText(/You have unsaved changes from .*\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/someone else has saved changes/)).not.toBeInTheDocument();
    same.unmount();

    // Someone saved meanwhile: the offer says what restoring does.
    onGet = () => json(200, planDetails({ updatedAt: '2026-11-20T08:00:00.000Z' }));
    await openEdit();
    expect(
      await screen.findByText(/someone else has saved changes to this record since/),
    ).toBeInTheDocument();
  });
});

describe('negotiation plan form: agreements from the keyboard', () => {
  it('puts the focus in an added agreement, and on "Add an agreement" once one is removed', async () => {
    await openEdit();
    const addButton = (await screen.findByText('Add an agreement', undefined, { timeout: 30_000 })).closest(
      'button',
    ) as HTMLButtonElement;
    fireEvent.click(addButton);
    const added = await screen.findByLabelText('Agreement 3');
    await waitFor(() => expect(added).toHaveFocus());

    fireEvent.click(screen.getByLabelText('Remove agreement 3'));
    await waitFor(() => expect(screen.queryByLabelText('Agreement 3')).not.toBeInTheDocument());
    await waitFor(() => expect(addButton).toHaveFocus());
  });
});

describe('negotiation plan form: a caller outside the interactions area', () => {
  it('says why there is no meeting picker, asks for no interaction, and saves the plan', async () => {
    const permission = emptyPermission();
    permission.customModules = { ...permission.customModules, view: true, edit: true };
    signInAs(permission);
    onGet = () => json(200, planDetails({ interactionIds: [], interactions: [], hiddenInteractions: 1 }));
    await openEdit();
    expect(await screen.findByText(/^Your access does not include social interactions/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    // The API keeps the meetings it did not show them; the form sends none of its own.
    expect(JSON.parse(saves()[0].body)).toEqual(expect.objectContaining({ interactionIds: [] }));
    expect(server.requests.some((r) => r.url.includes('/social-interactions/'))).toBe(false);
  });
});

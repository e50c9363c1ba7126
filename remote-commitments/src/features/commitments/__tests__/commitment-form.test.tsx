import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToastHandler, type ToastRequest, readDraft } from '@conexoes/shared';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  startTestServer,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { ManagementEditPage } from '../../../pages/management-edit.page';
import { ANA, COMMITMENT, MARIA, commitmentDetails, signInFully } from '../../../testing/fixtures';

let server: TestServer;
let onSave: () => Reply;
let onGet: () => Reply;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
const API = '/manager/api/v1';
const EDIT = `/commitments/management/${COMMITMENT}/edit`;

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
  onSave = () => json(200, commitmentDetails());
  onGet = () => json(200, commitmentDetails());
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/${COMMITMENT}/details`) return onGet();
    if (path === `${API}/commitments/management/${COMMITMENT}`) return onSave();
    if (path.endsWith('/options/commitmentSource/options'))
      return json(200, [{ value: 'negotiationPlan', label: 'Negotiation plan' }]);
    if (path.endsWith('/options/commitmentPriority/options'))
      return json(200, [{ value: 'high', label: 'High' }]);
    if (path.endsWith('/stakeholders/options'))
      return json(200, [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
    if (path.endsWith('/users/options'))
      return json(200, [{ value: ANA, label: 'Ana Analista', email: 'a@x' }]);
    if (path.endsWith('/topic/categories/ods/options'))
      return json(200, [
        {
          value: '6',
          label: 'Clean water',
          number: 6,
          labelPtBr: 'Água potável e saneamento',
          labelEn: 'Clean water and sanitation',
          labelEs: 'Agua limpia y saneamiento',
          labelDe: 'Sauberes Wasser',
        },
      ]);
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const saves = () => server.requests.filter((r) => r.method === 'PUT');
const openEdit = () => renderAt(<ManagementEditPage />, EDIT, '/commitments/management/:managementId/edit');

describe('commitment form: saving over a newer version (decision 0043)', () => {
  it('sends the version it was opened on with the whole record', async () => {
    await openEdit();
    expect(await screen.findByText('Edit commitment · CMT-2026-00043')).toBeInTheDocument();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const stored = commitmentDetails();
    expect(JSON.parse(saves()[0].body)).toEqual(
      expect.objectContaining({
        title: stored.title,
        status: stored.status,
        ownerId: ANA,
        beneficiaryIds: [MARIA],
        expectedUpdatedAt: stored.updatedAt,
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe(`/commitments/management/${COMMITMENT}`));
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
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Poço e caixa d’água' } });
    fireEvent.click(screen.getByText('Save'));

    // The form's other alert says where the commitment came from: the one with the sentence.
    expect(
      await screen.findByText(
        /^Someone else saved this record after you opened it, so your changes were not saved\./,
      ),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe(EDIT);
    expect(screen.getByLabelText('Title')).toHaveValue('Poço e caixa d’água');
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it('says next to the source, in words, that the agreement chosen belongs to another plan', async () => {
    onSave = () =>
      json(422, {
        type: 'about:blank',
        title: 'Unprocessable Content',
        status: 422,
        detail: 'Some fields are not valid',
        errors: [
          {
            path: 'body.sourceAgreementId',
            code: 'agreementOfAnotherPlan',
            message: 'The agreement belongs to another negotiation plan',
          },
        ],
      });
    await openEdit();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    const said = await screen.findByText('This agreement belongs to another negotiation plan');
    const field = said.closest('.ant-form-item') as HTMLElement;
    expect(within(field).getByText('Source')).toBeInTheDocument();
    expect(currentLocation()).toBe(EDIT);
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it('warns that a draft typed on an older version would replace someone else’s changes', async () => {
    const first = await openEdit();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Meu texto' } });
    await waitFor(() => expect(readDraft('commitment', COMMITMENT)).not.toBeNull());
    first.unmount();

    // Same version on return: the plain offer.
    const same = await openEdit();
    expect(await screen.findByText(/You have unsaved changes from .*\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/someone else has saved changes/)).not.toBeInTheDocument();
    same.unmount();

    // Someone saved meanwhile: the offer says what restoring does.
    onGet = () => json(200, commitmentDetails({ updatedAt: '2026-11-20T08:00:00.000Z' }));
    await openEdit();
    expect(
      await screen.findByText(/someone else has saved changes to this record since/),
    ).toBeInTheDocument();
  });
});

describe('commitment form: an origin the caller cannot open', () => {
  it('says it came from a plan they cannot open, and saves without naming it (the server keeps it: decision 0062)', async () => {
    // Another workspace's plan: the API names it not, and flags that it exists.
    onGet = () =>
      json(
        200,
        commitmentDetails({
          sourceNegotiationPlanId: null,
          sourceAgreementId: null,
          sourceNegotiationPlan: null,
          sourceAgreement: null,
          hiddenSources: { negotiationPlan: true, interaction: false },
        }),
      );
    await openEdit();
    expect(await screen.findByText('From a negotiation plan you cannot open.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toEqual(
      expect.objectContaining({
        sourceNegotiationPlanId: null,
        sourceAgreementId: null,
        sourceInteractionId: null,
      }),
    );
  });
});

describe('commitment form: the SDG list', () => {
  it('offers each goal whole, its name wrapping instead of being cut on a phone', async () => {
    await openEdit();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sustainable Development Goals (SDG)' }));
    const option = await waitFor(() => {
      const found = screen
        .getAllByTitle('6 · Clean water and sanitation')
        .find((el) => el.classList.contains('ant-select-item-option'));
      if (!found) throw new Error('no option');
      return found;
    });
    // antd cuts an option's text to one line (nowrap, ellipsis); the goal's own element wraps it.
    const name = within(option).getByText('6 · Clean water and sanitation');
    expect(window.getComputedStyle(name).whiteSpace).toBe('normal');
  });
});

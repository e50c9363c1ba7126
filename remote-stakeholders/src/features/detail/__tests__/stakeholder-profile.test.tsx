import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StakeholderDetailPage } from '../../../pages/stakeholder-detail.page';
import { setToastHandler, useAuthStore, type ToastRequest } from '@conexoes/shared';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

const ID = '00000000-0000-4000-8000-000000000042';
const PARENT = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-0000000000aa';

const person = {
  id: ID,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  kind: 'person',
  name: 'Maria da Silva',
  document: '52998224725',
  email: 'maria@example.com',
  phone: '31999990000',
  categoryCode: 'community',
  scopeCode: null,
  entityTypeCode: null,
  state: 'MG',
  municipality: 'Ouro Preto',
  municipalityCode: '3146107',
  parent: { id: PARENT, name: 'Associação do Bairro' },
  influence: 4,
  interest: 5,
  anonymised: false,
  restricted: false,
  address: 'Rua Direita, 10',
  postalCode: '35400000',
  notes: null,
  additional: {},
  topics: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Qualidade da água' }],
  children: [],
  responsibleId: USER,
  responsible: { id: USER, name: 'Ana Gestora' },
  createdBy: USER,
  updatedBy: USER,
  anonymisedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

let served: typeof person | (Omit<typeof person, 'parent'> & { parent: null }) | null = person;
const emptyPage = { items: [], total: 0, page: 1, size: 5 };
/** The commitments area's searches, as the API answers them for this stakeholder. */
let plansServed: object = emptyPage;
let commitmentsServed: object = emptyPage;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  served = person;
  plansServed = emptyPage;
  commitmentsServed = emptyPage;
  server.requests.length = 0;
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/commitments/negotiation-plans/search')) return json(200, plansServed);
    if (path.endsWith('/commitments/management/search')) return json(200, commitmentsServed);
    if (path.endsWith('/options/stakeholderCategory/options'))
      return json(200, [{ value: 'community', label: 'Community' }]);
    if (path.endsWith('/options/stakeholderAddition/options'))
      return json(200, [
        { value: 'relationship', label: 'Relationship' },
        { value: 'channels', label: 'Preferred channels' },
        { value: 'religion', label: 'Religion' },
      ]);
    if (path.endsWith(`/options/${encodeURIComponent('stakeholderAddition.relationship')}/options`))
      return json(200, [{ value: 'ally', label: 'Ally' }]);
    if (path.endsWith(`/options/${encodeURIComponent('stakeholderAddition.channels')}/options`))
      return json(200, [
        { value: 'phone', label: 'Phone' },
        { value: 'whatsapp', label: 'WhatsApp' },
      ]);
    if (path.endsWith('/history'))
      return json(200, [
        {
          id: '00000000-0000-4000-8000-0000000000e1',
          action: 'updated',
          userId: USER,
          userName: 'Ana Gestora',
          at: '2026-01-02T10:00:00.000Z',
          changes: [
            { field: 'influence', before: 3, after: 4 },
            { field: 'categoryCode', before: null, after: 'community' },
            { field: 'document', before: null, after: '52998224725' },
            { field: 'workspaceId', before: null, after: '00000000-0000-4000-8000-000000000999' },
            {
              field: 'parentId',
              before: null,
              after: '00000000-0000-4000-8000-000000000998',
              display: { before: null, after: 'Associação Comunitária' },
            },
            {
              field: 'additional',
              before: null,
              after: { relationship: 'ally' },
              display: { before: null, after: 'Relationship: Ally' },
            },
          ],
        },
        {
          id: '00000000-0000-4000-8000-0000000000e2',
          action: 'updated',
          userId: USER,
          userName: 'Carla Administradora',
          at: '2026-01-01T12:00:00.000Z',
          changes: [
            {
              field: 'workspaceId',
              before: null,
              after: '00000000-0000-4000-8000-000000000999',
              display: { before: null, after: 'Mina Norte' },
            },
          ],
        },
        {
          id: '00000000-0000-4000-8000-0000000000df',
          action: 'created',
          userId: USER,
          userName: 'Carla Cadastro',
          at: '2025-12-31T10:00:00.000Z',
          changes: [{ field: 'name', before: null, after: 'Associação do Bairro' }],
        },
        {
          id: '00000000-0000-4000-8000-0000000000e0',
          action: 'imported',
          userId: USER,
          userName: 'Bruno Importador',
          at: '2026-01-01T10:00:00.000Z',
          changes: [],
        },
      ]);
    if (path.endsWith('/social-interaction/resume'))
      return json(200, {
        total: 0,
        lastInteractionAt: null,
        perception: { positive: 0, neutral: 0, negative: 0 },
        openGrievances: 0,
        byType: [],
      });
    if (path.endsWith('/dashboards/entity-tree'))
      return json(200, [
        {
          id: PARENT,
          name: 'Associação do Bairro',
          kind: 'organization',
          children: [{ id: ID, name: 'Maria da Silva', kind: 'person', children: [] }],
        },
      ]);
    if (request.method === 'DELETE' && path.endsWith(`/stakeholders/${ID}`))
      return json(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail:
          'This stakeholder takes part in social interactions, negotiation plans or commitments: anonymise it instead of deleting it',
      });
    if (path.endsWith(`/stakeholders/${ID}/anonymise`))
      return json(200, { ...person, anonymised: true, document: null, email: null });
    if (path.endsWith(`/stakeholders/${ID}`))
      return served ? json(200, served) : json(404, { type: 'about:blank', title: 'Not Found', status: 404 });
    return json(200, []);
  });
});

const renderProfile = () =>
  renderAt(<StakeholderDetailPage />, `/stakeholders/${ID}`, '/stakeholders/:stakeholderId');

describe('stakeholder profile', () => {
  it('shows the profile, the entity tree and a readable history', async () => {
    signInWith({ view: true });
    await renderProfile();
    expect(await screen.findByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Community')).toBeInTheDocument();
    expect(screen.getByText('Ouro Preto / MG')).toBeInTheDocument();
    // Brazilian formats, as typed in the form: CEP 00000-000, (00) 00000-0000.
    expect(screen.getByText('Rua Direita, 10 · CEP 35400-000')).toBeInTheDocument();
    expect(screen.getByText('(31) 99999-0000')).toBeInTheDocument();
    // The address opens the mail app.
    expect(screen.getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );
    expect(screen.getByText('Qualidade da água')).toBeInTheDocument();
    // The responsible by name, never as an id.
    expect(screen.getByText('Responsible')).toBeInTheDocument();
    expect(screen.getByText('Ana Gestora')).toBeInTheDocument();
    expect(await screen.findByText('Ana Gestora changed it on', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Influence: 3 → 4')).toBeInTheDocument();
    // Stored codes read as their labels, bookkeeping fields stay out.
    expect(screen.getByText('Category: (empty) → Community')).toBeInTheDocument();
    expect(screen.getByText('CPF / CNPJ: (empty) → 529.982.247-25')).toBeInTheDocument();
    expect(screen.queryByText(/workspaceId/)).not.toBeInTheDocument();
    // References and additional fields read as the server words them, never as ids or JSON.
    expect(screen.getByText('Parent organisation: (empty) → Associação Comunitária')).toBeInTheDocument();
    expect(screen.getByText('Additional fields: (empty) → Relationship: Ally')).toBeInTheDocument();
    expect(screen.queryByText(/→ .*(00000000-0000-4000-8000|\{")/)).not.toBeInTheDocument();
    // A move in from a workspace out of the reader's reach says so, without naming it.
    expect(screen.getByText('Workspace: a workspace outside your reach → Mina Norte')).toBeInTheDocument();
    // A record an import created says so, with no field list.
    expect(screen.getByText('Bruno Importador imported it on', { exact: false })).toBeInTheDocument();
    // A creation says who and when; its values are the record itself, not a list of "(empty) → …".
    expect(screen.getByText('Carla Cadastro created it on', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Name: (empty) → Associação do Bairro')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Associação do Bairro')).not.toHaveLength(0);
  });

  it('shows its workspace and the additional fields by their labels, and no additional value to a basic-information user', async () => {
    served = { ...person, additional: { relationship: 'ally', channels: ['phone', 'whatsapp'] } };
    signInWith({ view: true });
    useAuthStore.setState({
      workspace: {
        containsWorkspace: true,
        shouldSelectWorkspace: false,
        options: [
          {
            id: person.workspaceId,
            name: 'Mina Córrego do Feijão',
            level: 3,
            parentId: null,
            tenantId: '00000000-0000-4000-8000-000000000900',
          },
        ],
      },
    });
    const { unmount } = await renderProfile();
    const profile = (await screen.findByText('Profile')).closest('.ant-card') as HTMLElement;
    expect(await within(profile).findByText('Ally')).toBeInTheDocument();
    expect(within(profile).getByText('Relationship')).toBeInTheDocument();
    expect(await within(profile).findByText('Phone, WhatsApp')).toBeInTheDocument();
    // A field without a value takes no line.
    expect(within(profile).queryByText('Religion')).not.toBeInTheDocument();
    expect(within(profile).getByText('Mina Córrego do Feijão')).toBeInTheDocument();
    unmount();

    signInWith({ view: true, onlyBasicInfo: true });
    await renderProfile();
    await screen.findByText('Community');
    expect(screen.queryByText('Relationship')).not.toBeInTheDocument();
  });

  it('links the parent organisation when there is one', async () => {
    signInWith({ view: true });
    await renderProfile();
    expect(await screen.findByText('Parent organisation')).toBeInTheDocument();
  });

  it('shows no empty "Parent organisation" line without one', async () => {
    served = { ...person, parent: null };
    signInWith({ view: true });
    await renderProfile();
    await screen.findByText('Ouro Preto / MG');
    expect(screen.queryByText('Parent organisation')).not.toBeInTheDocument();
  });

  it('hides personal data and the LGPD actions from a basic-information user', async () => {
    signInWith({ view: true, onlyBasicInfo: true });
    await renderProfile();
    await screen.findByText('Community');
    expect(screen.queryByText('529.982.247-25')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('maria@example.com');
    expect(screen.queryByText('Export personal data')).not.toBeInTheDocument();
    expect(screen.queryByText('Anonymise')).not.toBeInTheDocument();
  });

  it('says why a person’s interactions are not shown instead of counting zeros to a basic-information reader', async () => {
    signInWith({ view: true, onlyBasicInfo: true });
    await renderProfile();
    await screen.findByText(
      'Your access to interactions shows basic information only: the interactions a person took part in are not shown to you.',
    );
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText('Interaction timeline')).not.toBeInTheDocument();
  });

  it('says the interactions are outside the access of someone who cannot see them, and shows the figures to others', async () => {
    signInWith({ view: true });
    const { permission } = useAuthStore.getState();
    useAuthStore.setState({
      permission: { ...permission, socialInteractions: { ...permission.socialInteractions, view: false } },
    } as never);
    const outside = await renderProfile();
    await screen.findByText('Your access does not include social interactions.');
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    outside.unmount();

    signInWith({ view: true });
    await renderProfile();
    await screen.findByText('Total');
    expect(screen.queryByText('Your access does not include social interactions.')).not.toBeInTheDocument();
  });

  it('lists the plans and commitments naming the stakeholder to someone of the commitments area only, each opening its page', async () => {
    const commitmentCalls = () =>
      server.requests.filter((r) => parseUrl(r.url).path.includes('/commitments/'));
    signInWith({ view: true });
    const outside = await renderProfile();
    await screen.findByText('529.982.247-25');
    expect(screen.queryByText('Social commitments')).not.toBeInTheDocument();
    expect(screen.queryByText('Negotiation plans')).not.toBeInTheDocument();
    // Nothing asked that the server would refuse (403).
    expect(commitmentCalls()).toHaveLength(0);
    outside.unmount();

    const summary = {
      workspaceId: person.workspaceId,
      sourceCode: 'negotiationPlan',
      owner: null,
      priorityCode: null,
      riskCode: null,
      beneficiaries: [{ id: ID, name: 'Maria da Silva' }],
      beneficiaryCount: 1,
      actionPlanId: '00000000-0000-4000-8000-0000000000f9',
      progress: { total: 0, completed: 0, percent: 0 },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    };
    commitmentsServed = {
      items: [
        {
          ...summary,
          id: '00000000-0000-4000-8000-0000000000f1',
          code: 'CMT-2026-00042',
          title: 'Perfurar um poço artesiano',
          status: 'in_progress',
          overdue: true,
          dueDate: '2026-02-09',
        },
        {
          ...summary,
          id: '00000000-0000-4000-8000-0000000000f2',
          code: 'CMT-2026-00043',
          title: 'Reformar a escola',
          status: 'partially_fulfilled',
          overdue: false,
          dueDate: null,
        },
      ],
      total: 7,
      page: 1,
      size: 5,
    };
    const plan = {
      workspaceId: person.workspaceId,
      responsible: null,
      stakeholders: [{ id: ID, name: 'Maria da Silva' }],
      stakeholderCount: 1,
      agreementCount: 0,
      actionPlanId: '00000000-0000-4000-8000-0000000000f8',
      progress: { total: 0, completed: 0, percent: 0 },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    };
    plansServed = {
      items: [
        {
          ...plan,
          id: '00000000-0000-4000-8000-0000000000e7',
          code: 'NP-2026-00005',
          title: 'Indenização de pescadores',
          status: 'not_agreed',
          startDate: '2026-07-03',
          endDate: null,
        },
        {
          ...plan,
          id: '00000000-0000-4000-8000-0000000000e8',
          code: 'NP-2026-00006',
          title: 'Reassentamento',
          status: 'in_negotiation',
          startDate: '2026-03-01',
          endDate: '2026-09-30',
        },
      ],
      total: 2,
      page: 1,
      size: 5,
    };
    signInWith({ view: true });
    const { permission } = useAuthStore.getState();
    useAuthStore.setState({
      permission: { ...permission, customModules: { ...permission.customModules, view: true } },
    } as never);
    await renderProfile();
    const commitment = await screen.findByRole('link', {
      name: 'CMT-2026-00042 · Perfurar um poço artesiano',
    });
    // Statuses and due dates in words, as the commitments list says them; never a code.
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Partially fulfilled')).toBeInTheDocument();
    expect(screen.getByText('Overdue since 09/02/2026')).toBeInTheDocument();
    expect(screen.getByText('No due date')).toBeInTheDocument();
    expect(screen.queryByText('in_progress')).not.toBeInTheDocument();
    // More than shown: the list, filtered by this stakeholder.
    expect(screen.getByRole('link', { name: 'See all (7)' })).toHaveAttribute(
      'href',
      `/commitments/management?stakeholderId=${ID}`,
    );
    expect(screen.getByRole('link', { name: 'NP-2026-00005 · Indenização de pescadores' })).toHaveAttribute(
      'href',
      '/commitments/negotiation_plan/00000000-0000-4000-8000-0000000000e7',
    );
    expect(screen.getByText('Not agreed')).toBeInTheDocument();
    expect(screen.getByText('Start: 03/07/2026')).toBeInTheDocument();
    expect(screen.getByText('01/03/2026 – 30/09/2026')).toBeInTheDocument();
    // All the plans are shown: "see all" only for the commitments.
    expect(screen.getAllByRole('link', { name: /^See all/ })).toHaveLength(1);
    const asked = commitmentCalls().map((r) => parseUrl(r.url).query.get('stakeholderId'));
    expect(asked).toEqual([ID, ID]);

    fireEvent.click(commitment);
    await waitFor(() =>
      expect(currentLocation()).toBe('/commitments/management/00000000-0000-4000-8000-0000000000f1'),
    );
  });

  it('says in a sentence that no plan or commitment names the stakeholder', async () => {
    signInWith({ view: true });
    const { permission } = useAuthStore.getState();
    useAuthStore.setState({
      permission: { ...permission, customModules: { ...permission.customModules, view: true } },
    } as never);
    await renderProfile();
    expect(
      await screen.findByText('This stakeholder is not a counterpart in any negotiation plan you can see.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This stakeholder is not a beneficiary of any social commitment you can see.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
  });

  it('without the delete flag offers neither the personal-data export nor anonymisation', async () => {
    signInWith({ view: true, edit: true });
    await renderProfile();
    await screen.findByText('Ouro Preto / MG');
    expect(screen.queryByText('Export personal data')).not.toBeInTheDocument();
    expect(screen.queryByText('Anonymise')).not.toBeInTheDocument();
  });

  it('anonymises only after confirmation', async () => {
    signInWith({ view: true, delete: true });
    await renderProfile();
    fireEvent.click(await screen.findByText('Anonymise'));
    expect(await screen.findAllByText('Anonymise this stakeholder?')).not.toHaveLength(0);
    const anonymised = () =>
      server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/anonymise'));
    expect(anonymised()).toHaveLength(0);

    const buttons = screen.getAllByText('Anonymise');
    fireEvent.click(buttons[buttons.length - 1]);

    await waitFor(() => expect(anonymised()).toHaveLength(1));
    expect(parseUrl(anonymised()[0].url).path).toBe(`/manager/api/v1/stakeholders/${ID}/anonymise`);
    // The record is read again, so the page shows it anonymised.
    const reads = () =>
      server.requests.filter(
        (r) => r.method === 'GET' && parseUrl(r.url).path.endsWith(`/stakeholders/${ID}`),
      );
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('says in words why a stakeholder of social interactions cannot be deleted, and stays on the profile', async () => {
    const toasts: ToastRequest[] = [];
    const stop = setToastHandler((request) => toasts.push(request));
    try {
      signInWith({ view: true, delete: true });
      await renderProfile();
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const buttons = await screen.findAllByRole('button', { name: 'Delete' });
      fireEvent.click(buttons[buttons.length - 1]);
      await waitFor(() =>
        expect(toasts).toContainEqual(
          expect.objectContaining({
            type: 'error',
            message: expect.stringContaining('Anonymise it to erase its personal data'),
          }),
        ),
      );
      expect(screen.getByText('Ouro Preto / MG')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('says a stakeholder gone or out of reach is not there, in words, with a way back to the list', async () => {
    served = null;
    signInWith({ view: true });
    await renderProfile();
    expect(
      await screen.findByText(
        'This stakeholder does not exist, or it belongs to a workspace you do not work in.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the stakeholder list'));
    expect(currentLocation()).toBe('/stakeholders/list');
  });
});

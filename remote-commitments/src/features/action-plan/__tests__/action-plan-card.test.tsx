import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyPermission, i18n, setToastHandler, type ActionPlan, type ToastRequest } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInAs,
  startTestServer,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { ACTION_PLAN, action, actionPlan, signInFully } from '../../../testing/fixtures';
import { ActionPlanCard } from '../action-plan-card';

let server: TestServer;
let plan: ActionPlan;
let onSavePlan: () => Reply;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
const API = '/manager/api/v1';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  plan = actionPlan();
  onSavePlan = () => json(200, plan);
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInFully();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (request.method === 'GET' && path === `${API}/action-plans/${ACTION_PLAN}`) return json(200, plan);
    if (request.method === 'PUT' && path === `${API}/action-plans/${ACTION_PLAN}`) return onSavePlan();
    if (path === `${API}/action-plans/${ACTION_PLAN}/finish`)
      return plan.actions.some((a) => a.status !== 'completed')
        ? json(422, { type: 'about:blank', title: 'Unprocessable', status: 422, detail: 'Open actions' })
        : json(200, { ...plan, status: 'finished', finishedAt: '2026-11-20T12:00:00.000Z' });
    if (request.method === 'GET' && /\/actions\/[^/]+\/attachments$/.test(path))
      return json(200, [
        {
          id: '00000000-0000-4000-8000-000000000301',
          fileName: 'foto.jpg',
          contentType: 'image/jpeg',
          size: 2048,
          createdAt: '2026-11-20T12:00:00.000Z',
          createdBy: null,
          downloadUrl: 'http://files/x',
          downloadExpiresAt: '2026-11-20T12:05:00.000Z',
          thumbnailUrl: null,
          canRemove: true,
        },
      ]);
    if (/\/actions\/[^/]+\/complete$/.test(path)) {
      plan = {
        ...plan,
        actions: plan.actions.map((a) => ({ ...a, status: 'completed' as const, overdue: false })),
      };
      return json(200, plan.actions[0]);
    }
    if (request.method === 'DELETE') return json(204, '');
    if (path.endsWith('/users/options')) return json(200, []);
    return json(200, {});
  });
});
afterEach(() => stopToasts());

/** How many times the card read the plan. */
const planReads = () =>
  server.requests.filter(
    (r) => r.method === 'GET' && parseUrl(r.url).path === `${API}/action-plans/${ACTION_PLAN}`,
  ).length;

const open = () => renderAt(<ActionPlanCard actionPlanId={ACTION_PLAN} />, '/commitments/management/x');

describe('action plan', () => {
  it('shows progress, the actions in words and the overdue one marked', async () => {
    await open();
    expect(await screen.findByText('1 of 2 actions done')).toBeInTheDocument();
    expect(screen.getByText('Contratar perfuração')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(
      screen.getByText(/Done by Ana Analista on .* — Visita feita com a associação/),
    ).toBeInTheDocument();
    expect(screen.getByText('Goal:')).toBeInTheDocument();
  });

  it('counts a plan of one action in the singular, in every language', async () => {
    plan = actionPlan({ progress: { total: 1, completed: 1, percent: 100 }, actions: [action(1)] });
    await open();
    expect(await screen.findByText('1 of 1 action done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '1 of 1 action done' })).toBeInTheDocument();
    try {
      for (const [language, text] of [
        ['pt-BR', '1 de 1 ação concluída'],
        ['es', '1 de 1 acción hecha'],
        ['de', '1 von 1 Maßnahme erledigt'],
      ]) {
        await act(() => i18n.changeLanguage(language));
        expect(await screen.findByText(text)).toBeInTheDocument();
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says next to the button why the plan cannot be finished while an action is open', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish the plan' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'The plan cannot be finished while an action is still open. Complete it first.',
    );
    expect(toasts.some((t) => t.type === 'success')).toBe(false);
  });

  it('completes an action with a note and its evidence, then finishes the plan', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete “Contratar perfuração”' }));
    const dialog = await screen.findByRole('dialog');
    // The note is required: an empty one is refused next to the field, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('Say in a sentence what was done')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('What was done'), {
      target: { value: 'Contrato assinado com a empresa' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Action completed' })),
    );
    const sent = server.requests.find((r) => r.url.endsWith('/complete'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      completionNote: 'Contrato assinado com a empresa',
      evidenceAttachmentIds: ['00000000-0000-4000-8000-000000000301'],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Finish the plan' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Action plan finished' })),
    );
    expect(await screen.findByRole('button', { name: 'Reopen the plan' })).toBeInTheDocument();
    const finish = server.requests.find((r) => r.url.endsWith('/finish'));
    // Finished over the version shown: a change saved meanwhile is refused, not undone.
    expect(JSON.parse(finish?.body ?? '{}')).toMatchObject({
      goal: 'Água potável para a comunidade',
      expectedUpdatedAt: plan.updatedAt,
    });
  }, 120_000);

  it('completes an action for an onlyBasicInfo reader without listing its files (decision 0059)', async () => {
    const permission = emptyPermission();
    permission.customModules = { ...permission.customModules, view: true, edit: true, onlyBasicInfo: true };
    signInAs(permission);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete “Contratar perfuração”' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        /^The files of this action are not shown: your access shows basic information only\./,
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('What was done'), {
      target: { value: 'Contrato assinado com a empresa' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Action completed' })),
    );
    const sent = server.requests.find((r) => r.url.endsWith('/complete'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      completionNote: 'Contrato assinado com a empresa',
      evidenceAttachmentIds: [],
    });
    expect(
      server.requests.some((r) => r.method === 'GET' && /\/attachments$/.test(parseUrl(r.url).path)),
    ).toBe(false);
  }, 120_000);

  it('takes the focus to the field that refused an empty action, next to its reason', async () => {
    await open();
    fireEvent.click(await screen.findByText('Add an action', undefined, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
  }, 120_000);

  it('deletes an action only after confirmation', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Contratar perfuração”' }));
    expect(await screen.findByText('Delete this action?')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Action deleted' })),
    );
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.url.endsWith(`/actions/${action(1).id}`)),
    ).toBe(true);
  }, 90_000);

  it('saves the plan over the version its dialog was opened on', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Goal'), { target: { value: 'Água o ano todo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ message: 'Action plan saved' })),
    );
    const saved = server.requests.find(
      (r) => r.method === 'PUT' && r.url.endsWith(`/action-plans/${ACTION_PLAN}`),
    );
    expect(JSON.parse(saved?.body ?? '{}')).toEqual({
      goal: 'Água o ano todo',
      ownerId: plan.owner?.id,
      startDate: plan.startDate,
      endDate: plan.endDate,
      expectedUpdatedAt: plan.updatedAt,
    });
  }, 90_000);

  it('says so in the dialog when someone else saved the plan after it was opened, and stays open', async () => {
    onSavePlan = () =>
      json(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'This record was changed by someone else after you opened it',
      });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Goal'), { target: { value: 'Água o ano todo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else saved this record after you opened it, so your changes were not saved.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Goal')).toHaveValue('Água o ano todo');
    expect(toasts).not.toContainEqual(expect.objectContaining({ type: 'success' }));
    // The card reads the plan again, so the dialog opened anew starts from the stored version.
    await waitFor(() => expect(planReads()).toBe(2));
  }, 90_000);

  it('finishing over a plan changed meanwhile says so and shows the stored plan again', async () => {
    plan = { ...plan, actions: plan.actions.map((a) => ({ ...a, status: 'completed' as const })) };
    const finishes: Reply[] = [
      json(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'This record was changed by someone else after you opened it',
      }),
    ];
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (request.method === 'GET' && path === `${API}/action-plans/${ACTION_PLAN}`) return json(200, plan);
      if (path === `${API}/action-plans/${ACTION_PLAN}/finish`) return finishes.shift() ?? json(500, {});
      return json(200, []);
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish the plan' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message:
            'Someone else changed this record in the meantime, so nothing was changed. The page now shows their version.',
        }),
      ),
    );
    await waitFor(() => expect(planReads()).toBe(2));
  }, 90_000);

  it('an ended commitment’s plan is closed: it says why and offers no change to it or its actions', async () => {
    plan = { ...plan, parent: { ...plan.parent, ended: true } };
    await open();
    expect(
      await screen.findByText(
        'This commitment has ended, so its action plan is closed: actions can no longer be added, changed or completed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByText('In progress')).not.toBeInTheDocument();
    expect(screen.getByText('Contratar perfuração')).toBeInTheDocument();
    const offered = screen.queryAllByRole('button').map((b) => b.textContent);
    for (const label of [
      'Add an action',
      'Edit plan',
      'Finish the plan',
      'Reopen the plan',
      'Complete',
      'Edit',
      'Delete',
    ])
      expect(offered).not.toContain(label);
  });

  it('finishing the plan of a commitment ended meanwhile says why in words and shows the closed plan', async () => {
    plan = { ...plan, actions: plan.actions.map((a) => ({ ...a, status: 'completed' as const })) };
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (request.method === 'GET' && path === `${API}/action-plans/${ACTION_PLAN}`) return json(200, plan);
      if (path === `${API}/action-plans/${ACTION_PLAN}/finish`) {
        plan = { ...plan, parent: { ...plan.parent, ended: true } };
        return json(409, {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'The commitment has ended: its action plan can no longer change',
        });
      }
      return json(200, []);
    });
    await open();
    fireEvent.click(await screen.findByText('Finish the plan'));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: 'This commitment has ended, so its action plan is closed and nothing in it was changed.',
        }),
      ),
    );
    expect(await screen.findByText(/its action plan is closed: actions can no longer/)).toBeInTheDocument();
    expect(screen.queryByText('Finish the plan')).not.toBeInTheDocument();
  }, 90_000);

  it('groups the actions by due date on the board', async () => {
    await open();
    fireEvent.click(await screen.findByText('By due date'));
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('Contratar perfuração')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Done' })).getByText('Visita técnica'),
    ).toBeInTheDocument();
  });
});

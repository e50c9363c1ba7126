import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  i18n,
  setToastHandler,
  useAuthStore,
  type SurveyQuestion,
  type SurveyWorkspace,
  type ToastRequest,
} from '@conexoes/shared';
import {
  json,
  parseUrl,
  problem422,
  renderAt,
  signInWith,
  startTestServer,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionConfigurationsPage } from '../../../pages/interaction-configurations.page';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { InteractionEditPage } from '../../../pages/interaction-edit.page';
import { INTERACTION, WORKSPACE, details } from '../../../testing/fixtures';

const Q1 = '00000000-0000-4000-8000-0000000000e1';
const Q2 = '00000000-0000-4000-8000-0000000000e2';
const Q3 = '00000000-0000-4000-8000-0000000000e3';
const ROOT = '00000000-0000-4000-8000-000000000001';

const question = (id: string, text: string, over: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id,
  workspaceId: ROOT,
  text,
  textPtBr: `${text} (pt)`,
  textEn: text,
  textEs: null,
  textDe: null,
  sortOrder: 0,
  active: true,
  canEdit: true,
  ...over,
});
const workspace = (over: Partial<SurveyWorkspace> = {}): SurveyWorkspace => ({
  id: WORKSPACE,
  name: 'Mina Itabira',
  level: 3,
  parentId: ROOT,
  research: true,
  effective: true,
  inheritedFrom: null,
  ...over,
});

let server: TestServer;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
let questions: SurveyQuestion[];
let workspaces: SurveyWorkspace[];
let onSave: () => Reply;
let onDelete: () => Reply;

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
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  questions = [
    question(Q1, 'How does the community rate its relationship with the company?'),
    question(Q2, 'How well informed does the community feel?', { sortOrder: 1 }),
    question(Q3, 'Was the answer time fair?', { sortOrder: 2, active: false }),
  ];
  workspaces = [workspace()];
  onSave = () => json(200, { id: INTERACTION });
  onDelete = () => json(204, '');
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/options/search')) return json(200, { items: [], total: 0, page: 1, size: 100 });
    if (path.endsWith('/survey/questions') && request.method === 'GET') return json(200, questions);
    if (path.endsWith('/survey/workspaces')) return json(200, workspaces);
    if (/\/survey\/workspaces\/.+\/(true|false)$/.test(path)) return json(200, workspaces);
    if (path.endsWith('/survey/questions/order')) return json(200, questions);
    if (/\/survey\/questions/.test(path) && request.method === 'DELETE') return onDelete();
    if (/\/survey\/questions/.test(path)) return json(request.method === 'POST' ? 201 : 200, questions[0]);
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`))
      return json(
        200,
        details({
          survey: [{ questionId: Q1, value: 4 }],
          surveyAnswers: [{ questionId: Q1, question: 'How does the community rate it?', value: 4 }],
        }),
      );
    if (path.endsWith(`/social-interactions/${INTERACTION}`)) {
      if (request.method === 'GET') return json(200, details({ survey: [{ questionId: Q3, value: 2 }] }));
      return onSave();
    }
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const saves = () => server.requests.filter((r) => r.method === 'PUT' && /social-interactions\//.test(r.url));
/**
 * A question's fieldset, found by its legend (role queries over the whole form are too slow in jsdom on
 * a loaded machine; inside the fieldset they are quick). Two reads follow the record's: a ceiling.
 */
const fieldsetOf = async (question: string | RegExp): Promise<HTMLElement> => {
  const legend = await screen.findByText(question, { selector: 'legend' }, { timeout: 60_000 });
  return legend.closest('fieldset') as HTMLElement;
};
const openEdit = () =>
  renderAt(<InteractionEditPage />, `/interactions/${INTERACTION}/edit`, '/interactions/:interactionId/edit');

describe('the perception survey in the interaction form', () => {
  it('asks the active questions on a 1–5 scale with words, and sends the answers with the record', async () => {
    await openEdit();
    // Two reads after the record's (where the research is on, then the questions): a ceiling, not a sleep.
    const group = await fieldsetOf('How does the community rate its relationship with the company?');
    expect(group.querySelector('legend')?.textContent?.trim()).toBe(
      'How does the community rate its relationship with the company?',
    );
    // Each answer is a radio named by its number and word.
    for (const name of ['1 · Very bad', '2 · Bad', '3 · Fair', '4 · Good', '5 · Very good'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('radio', { name: '4 · Good' }));
    // An inactive question answered before shows its answer, fixed.
    const old = await fieldsetOf(/^Was the answer time fair\?/);
    expect(within(old).getByRole('radio', { name: '2 · Bad' })).toBeChecked();
    expect(within(old).getByRole('radio', { name: '2 · Bad' })).toBeDisabled();
    expect(within(old).getByText('No longer asked')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(saves()[0].body) as { survey: unknown[] };
    expect(body.survey).toEqual(
      expect.arrayContaining([
        { questionId: Q3, value: 2 },
        { questionId: Q1, value: 4 },
      ]),
    );
    expect(body.survey).toHaveLength(2);
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Interaction saved' }));
  });

  it('shows a refused answer under the survey section', async () => {
    onSave = () =>
      json(
        422,
        problem422([
          {
            path: 'body.survey.0.questionId',
            message: 'Unknown or inactive survey question',
          },
        ]),
        'application/problem+json',
      );
    await openEdit();
    await fieldsetOf('How well informed does the community feel?');
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Unknown or inactive survey question')).toBeInTheDocument();
  });

  it('leaves the section out where the research is off, keeping the stored answers', async () => {
    workspaces = [workspace({ research: false, effective: false })];
    await openEdit();
    expect(await screen.findByText('INT-2026-00042')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.url.includes('/survey/workspaces'))).toBe(true));
    expect(screen.queryByText('Perception survey')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body).survey).toEqual([{ questionId: Q3, value: 2 }]);
  });
});

describe('the perception survey on the detail page', () => {
  it('shows each answer with its question, number and word', async () => {
    await renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');
    expect(await screen.findByText('Perception survey')).toBeInTheDocument();
    expect(screen.getByText('How does the community rate it?')).toBeInTheDocument();
    expect(screen.getByText('4 · Good')).toBeInTheDocument();
  });
});

describe('the perception survey settings', () => {
  const openSettings = async () => {
    await renderAt(<InteractionConfigurationsPage />, '/configurations/interactions');
    fireEvent.click(await screen.findByRole('tab', { name: 'Perception survey' }));
    await screen.findByText('How well informed does the community feel?');
  };
  const sent = (method: string, pattern: RegExp) =>
    server.requests.filter((r) => r.method === method && pattern.test(r.url));

  it('adds a question in four languages and confirms', async () => {
    await openSettings();
    fireEvent.click(screen.getByText('Add question'));
    fireEvent.change(await screen.findByLabelText('Question (Portuguese)'), {
      target: { value: 'A comunidade foi ouvida?' },
    });
    fireEvent.change(screen.getByLabelText('Question (English)'), {
      target: { value: 'Was the community heard?' },
    });
    fireEvent.change(screen.getByLabelText('Question (German)'), {
      target: { value: 'Wurde die Gemeinschaft gehört?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST', /survey\/questions$/)).toHaveLength(1));
    expect(JSON.parse(sent('POST', /survey\/questions$/)[0].body)).toEqual({
      textPtBr: 'A comunidade foi ouvida?',
      textEn: 'Was the community heard?',
      textEs: null,
      textDe: 'Wurde die Gemeinschaft gehört?',
      active: true,
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Question added' })),
    );
  });

  it('says under the field what is missing before sending', async () => {
    await openSettings();
    fireEvent.click(screen.getByText('Add question'));
    fireEvent.change(await screen.findByLabelText('Question (Portuguese)'), { target: { value: 'Ok?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent('POST', /survey\/questions$/)).toHaveLength(0);
  });

  it('marks a question of a workspace above read-only and names where it is changed', async () => {
    questions[1] = { ...(questions[1] as SurveyQuestion), canEdit: false };
    useAuthStore.setState((state) => ({
      workspace: {
        ...state.workspace,
        options: [
          { id: ROOT, name: 'Mineração Acme', level: 1, parentId: null, tenantId: ROOT },
          { id: WORKSPACE, name: 'Mina Itabira', level: 3, parentId: ROOT, tenantId: ROOT },
        ],
      },
    }));
    await openSettings();
    const row = screen.getByText('How well informed does the community feel?').closest('tr') as HTMLElement;
    expect(within(row).getByText('Read-only')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Read-only questions are those of Mineração Acme and are asked in every workspace below it. To change them, choose Mineração Acme in the workspace selector at the top of the page.',
      ),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt-BR'));
    // A question is feminine in Portuguese: "Ativa", not "Ativo".
    expect(await within(row).findByText('Somente leitura')).toBeInTheDocument();
    expect(within(row).getByText('Ativa')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Em uso' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('reorders, deactivates and explains why an answered question cannot be deleted', async () => {
    await openSettings();
    fireEvent.click(
      screen.getByLabelText('Move "How does the community rate its relationship with the company?" down'),
    );
    await waitFor(() => expect(sent('PUT', /survey\/questions\/order$/)).toHaveLength(1));
    expect(JSON.parse(sent('PUT', /survey\/questions\/order$/)[0].body)).toEqual({ ids: [Q2, Q1, Q3] });

    // The buttons wait while the order is saved and the list read again.
    const deactivate = screen.getByLabelText('Deactivate "How well informed does the community feel?"');
    await waitFor(() => expect(deactivate).toBeEnabled(), { timeout: 30_000 });
    fireEvent.click(deactivate);
    await waitFor(() => expect(sent('PUT', new RegExp(`survey/questions/${Q2}$`))).toHaveLength(1));
    expect(JSON.parse(sent('PUT', new RegExp(`survey/questions/${Q2}$`))[0].body)).toMatchObject({
      active: false,
      textEn: 'How well informed does the community feel?',
    });

    onDelete = () =>
      json(
        409,
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'answered' },
        'application/problem+json',
      );
    const remove = screen.getByLabelText('Delete "Was the answer time fair?"');
    await waitFor(() => expect(remove).toBeEnabled(), { timeout: 30_000 });
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 30_000 }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: 'This question has been answered, so it stays: deactivate it instead.',
        }),
      ),
    );
  });

  it('lists each unit right above its own sites, as the API answers them by level and name', async () => {
    const unit = (id: string, name: string, parentId: string | null, level: 1 | 2 | 3) =>
      workspace({ id, name, parentId, level, research: false, effective: false });
    const ids = ['a', 'b', 'c', 'd', 'e'].map((c) => `0190a000-0000-7000-8000-00000000000${c}`);
    workspaces = [
      unit(ROOT, 'Mineração Vale Verde', null, 1),
      unit(ids[0], 'Unidade Carajás', ROOT, 2),
      unit(ids[1], 'Unidade Quadrilátero', ROOT, 2),
      unit(ids[2], 'Mina Brucutu', ids[1], 3),
      unit(ids[3], 'Mina Serra Norte', ids[0], 3),
      unit(ids[4], 'Terminal Parauapebas', ids[0], 3),
    ];
    await openSettings();
    await screen.findByText('Terminal Parauapebas', undefined, { timeout: 30_000 });
    const names = [...document.querySelectorAll('[id^="survey-workspace-"]')].map((el) => el.textContent);
    expect(names).toEqual([
      'Mineração Vale Verde',
      'Unidade Carajás',
      'Mina Serra Norte',
      'Terminal Parauapebas',
      'Unidade Quadrilátero',
      'Mina Brucutu',
    ]);
  });

  it('switches the survey on for a workspace and confirms', async () => {
    workspaces = [
      workspace({
        id: ROOT,
        name: 'Mineração Vale Verde',
        level: 1,
        parentId: null,
        research: false,
        effective: false,
      }),
      workspace({ research: false, effective: false }),
    ];
    await openSettings();
    // The switch is named by the workspace's name (aria-labelledby).
    const label = await screen.findByText('Mina Itabira', undefined, { timeout: 30_000 });
    const site = document.querySelector(`[aria-labelledby="${label.id}"]`) as HTMLElement;
    expect(site).toHaveAttribute('role', 'switch');
    fireEvent.click(site);
    await waitFor(() =>
      expect(sent('PUT', new RegExp(`survey/workspaces/${WORKSPACE}/true$`))).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'The survey is now asked in Mina Itabira' }),
      ),
    );
  });
});

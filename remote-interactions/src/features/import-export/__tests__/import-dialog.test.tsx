import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  emptyPermission,
  setToastHandler,
  useAuthStore,
  type ImportReport,
  type ToastRequest,
} from '@conexoes/shared';
import {
  chooseOption,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionListPage } from '../../../pages/interaction-list.page';
import { summary } from '../../../testing/fixtures';

let server: TestServer;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
let answer: (request: RecordedRequest) => ImportReport | null;

const JOB = '00000000-0000-4000-8000-000000000c01';
const NORTH = '00000000-0000-4000-8000-0000000000a1';
const SOUTH = '00000000-0000-4000-8000-0000000000a2';

// A real file as a user exports it from a spreadsheet: the template's headers, one row per visit.
const header = 'Code;Start;Subject;Direction;Type;Stakeholders';
const good = '; 10/03/2026 09:30;Reunião com a associação;Realizada;Reunião;Associação de Moradores';
const bad = ';31/02/2026;Visita à escola;Recebida;Visita;Maria Souza';
const fileOf = (...rows: string[]) =>
  new File([[header, ...rows].join('\n') + '\n'], 'visits.csv', { type: 'text/csv' });

const counts = {
  rows: 2,
  valid: 2,
  invalid: 0,
  errors: 0,
  duplicates: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
};
const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  jobId: JOB,
  profile: 'standard',
  format: 'csv',
  fileName: 'visits.csv',
  dryRun: true,
  onDuplicate: null,
  status: 'previewed',
  phase: 'done',
  processed: 2,
  total: 2,
  counts,
  errors: [],
  duplicates: [],
  truncated: false,
  message: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  finishedAt: '2026-03-10T12:00:01.000Z',
  ...over,
});
const badDate = report({
  counts: { ...counts, valid: 1, invalid: 1, errors: 1 },
  errors: [
    {
      line: 3,
      column: 'Start',
      field: 'startsAt',
      code: 'invalid',
      messageCode: 'dateInvalid',
      params: { value: '31/02/2026' },
      message: '"31/02/2026" is not a date (dd/mm/yyyy hh:mm)',
    },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInWith({ fullAccess: true });
  useAuthStore.setState({
    selectedWorkspaces: [NORTH, SOUTH],
    workspaceLevel: {
      root: [
        { id: NORTH, name: 'Mina Norte' },
        { id: SOUTH, name: 'Porto Sul' },
      ],
      secondLevel: [],
      thirdLevel: [],
    },
  });
  usePickerOptions.setState({ lists: {}, topics: null });
  answer = () => report();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items: [summary(1)], total: 1, page: 1, size: 20 });
    if (path.includes('/social-interactions/import')) {
      const body = answer(request);
      return body ? json(request.method === 'POST' ? 202 : 200, body) : json(500, {});
    }
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const imports = () =>
  server.requests
    .map((r) => ({ ...r, ...parseUrl(r.url) }))
    .filter((r) => r.method === 'POST' && r.path.includes('/social-interactions/import'));
const searches = () => server.requests.filter((r) => parseUrl(r.url).path.endsWith('/search')).length;

// getByRole walks the accessibility tree of a whole antd page (seconds each): buttons by their text.
const button = (name: string) => {
  // The dialog comes last in the page: its button over the toolbar's of the same name.
  const found = screen.getAllByText(name, { selector: 'button span' }).at(-1)?.closest('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

const openImport = async () => {
  await renderAt(<InteractionListPage />, '/interactions/list');
  fireEvent.click(await screen.findByText('Import', { selector: 'button span' }));
  await screen.findByText('Import interactions');
};
const upload = async (file: File) => {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText(file.name);
  fireEvent.click(screen.getByText('Check the file'));
};

describe('the list page: Import', () => {
  it('checks a file in the chosen workspace, says what is wrong with the bad row, then imports the fixed file', async () => {
    answer = (request) => {
      const { query } = parseUrl(request.url);
      if (request.method === 'GET')
        return report({ dryRun: false, status: 'applied', counts: { ...counts, created: 2 } });
      if (query.get('dryRun') === 'true')
        return request.body.includes('31/02/2026')
          ? badDate
          : report({ counts: { ...counts, stakeholdersCreated: 1 } });
      return report({ dryRun: false, status: 'running', phase: 'writing', processed: 1 });
    };
    await openImport();

    // The workspace must be chosen first when several are; registering stakeholders is offered.
    expect(button('Next')).toBeDisabled();
    await chooseOption('Workspace the interactions go to', 'Porto', 'Porto Sul');
    fireEvent.click(
      screen.getByLabelText('Register the stakeholders the file names who are not registered yet'),
    );
    fireEvent.click(button('Next'));
    await upload(fileOf(good, bad));

    // The bad row's problem, in words, under its column's name; nothing can be imported yet.
    expect(
      await screen.findByText('"31/02/2026" is not a date (dd/mm/yyyy, optionally followed by hh:mm)'),
    ).toBeInTheDocument();
    // Under the column as the file names it (the template's "Start"), not the form's "Date and time".
    expect(screen.getByText('Start', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText('Date and time', { selector: 'td' })).not.toBeInTheDocument();
    expect(screen.getByText('1 error must be fixed in the file before importing')).toBeInTheDocument();
    expect(button('Import')).toBeDisabled();
    const [check] = imports();
    expect(check.path).toBe('/manager/api/v1/social-interactions/import');
    expect(check.query.get('dryRun')).toBe('true');
    expect(check.query.get('createStakeholders')).toBe('true');
    expect(check.query.get('workspaceId')).toBe(SOUTH);
    expect(check.headers.prefer).toBe('respond-async');
    expect(check.body).toContain('filename="visits.csv"');
    expect(check.body).toContain(bad);

    // The fixed file is ready, with the stakeholder it will register; importing follows the job.
    fireEvent.click(screen.getByText('Choose another file'));
    await upload(fileOf(good, good.replace('Reunião com', 'Retorno à')));
    expect(await screen.findByText('2 rows are ready to import')).toBeInTheDocument();
    expect(screen.getByText('1 stakeholder named in the file will be registered')).toBeInTheDocument();
    const before = searches();
    fireEvent.click(button('Import'));

    expect(
      await screen.findByText('Created: 2 · updated: 0 · unchanged: 0 · skipped: 0'),
    ).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Import finished' }));
    const apply = imports()[2];
    expect(apply.query.get('dryRun')).toBe('false');
    expect(apply.query.get('workspaceId')).toBe(SOUTH);
    const polls = server.requests.filter((r) => r.method === 'GET' && r.url.includes('/import/'));
    expect(polls.map((r) => parseUrl(r.url).path)).toEqual([
      `/manager/api/v1/social-interactions/import/${JOB}`,
    ]);
    // The list shows what was imported.
    await waitFor(() => expect(searches()).toBeGreaterThan(before));
  });

  it('leaves out rows whose code is already registered, saying so instead of asking', async () => {
    answer = (request) =>
      parseUrl(request.url).query.get('dryRun') === 'true'
        ? report({
            counts: { ...counts, duplicates: 1 },
            duplicates: [
              {
                line: 2,
                reason: 'code',
                matchedLine: null,
                existingId: JOB,
                existingName: 'Reunião com a associação',
              },
            ],
          })
        : report({ dryRun: false, status: 'applied', counts: { ...counts, created: 1, skipped: 1 } });
    useAuthStore.setState({ selectedWorkspaces: [NORTH] });
    await openImport();
    expect(screen.queryByText('Workspace the interactions go to')).not.toBeInTheDocument();
    fireEvent.click(
      screen.getByText('Export of the legacy NX system (CSV with columns such as PROTOCOLO, DATA, ASSUNTO)'),
    );
    fireEvent.click(button('Next'));
    await upload(fileOf(good));

    expect(
      await screen.findByText('1 row has the code of an interaction already registered'),
    ).toBeInTheDocument();
    expect(screen.getByText('Code already registered')).toBeInTheDocument();
    expect(screen.getByText('These rows will be left out: they are already registered.')).toBeInTheDocument();
    fireEvent.click(button('Import'));

    await screen.findByText('Created: 1 · updated: 0 · unchanged: 0 · skipped: 1');
    const [check, apply] = imports();
    expect(check.path).toBe('/manager/api/v1/social-interactions/import/nx');
    expect(check.query.has('workspaceId')).toBe(false);
    expect(check.query.has('createStakeholders')).toBe(false);
    expect(apply.query.get('onDuplicate')).toBe('skip');
  });

  it('offers registering stakeholders only to those who may add them', async () => {
    const permission = emptyPermission();
    permission.socialInteractions = { ...permission.socialInteractions, view: true, add: true };
    permission.stakeholders = { ...permission.stakeholders, view: true };
    useAuthStore.setState({ permission, selectedWorkspaces: [NORTH] });
    await openImport();
    expect(screen.getByText('Which layout does the file follow?')).toBeInTheDocument();
    expect(
      screen.queryByText('Register the stakeholders the file names who are not registered yet'),
    ).not.toBeInTheDocument();
  });

  it('offers the import only to those who may add interactions', async () => {
    const viewer = emptyPermission();
    viewer.socialInteractions = { ...viewer.socialInteractions, view: true };
    useAuthStore.setState({ permission: viewer });
    await renderAt(<InteractionListPage />, '/interactions/list');
    await screen.findAllByText('Export');
    expect(screen.queryByText('Import', { selector: 'button span' })).not.toBeInTheDocument();
  });
});

import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Checkbox } from 'antd';
import { api, i18n, setToastHandler, type ImportReport, type ToastRequest } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { ImportWizard, type ImportArea } from '..';

// antd renders slowly in jsdom on a shared machine: a ceiling for the waits, not a sleep.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

let server: TestServer;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

const JOB = '00000000-0000-4000-8000-000000000d01';
const csv = 'name;when\nFeira;10/03/2026\nVisita;31/02/2026\n';

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
  fileName: 'things.csv',
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

/** A made-up area "things": its calls go to things/import[/profile] with an option of its own. */
function ThingsImport({ onImported }: { onImported: (r: ImportReport) => void }) {
  const [ready, setReady] = useState(false);
  const area: ImportArea = {
    send: ({ profile, file, dryRun, onDuplicate, onProgress }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload<ImportReport>(
        profile === 'standard' ? 'things/import' : `things/import/${profile}`,
        form,
        {
          params: { dryRun, onDuplicate, extra: ready },
          headers: { Prefer: 'respond-async' },
          onProgress,
        },
      );
    },
    readJob: (jobId) => api.get<ImportReport>(`things/import/${jobId}`),
    template: () => api.downloadGet('things/import/template'),
    templateFileName: 'things.xlsx',
  };
  return (
    <ImportWizard
      open
      onClose={() => undefined}
      onImported={onImported}
      title="Import things"
      area={area}
      profiles={[
        { value: 'standard', label: 'The template' },
        { value: 'old', label: 'The old system' },
      ]}
      fieldLabel={(field) => (field === 'when' ? 'Date' : undefined)}
      duplicates={{ title: (count) => `${count} known things`, decisions: ['skip'] }}
      options={<Checkbox onChange={(e) => setReady(e.target.checked)}>I have read the instructions</Checkbox>}
      optionsReady={ready}
    />
  );
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  signInWith({ fullAccess: true });
});
afterEach(async () => {
  stopToasts();
  await act(() => i18n.changeLanguage('en'));
});

const posts = () =>
  server.requests.map((r) => ({ ...r, ...parseUrl(r.url) })).filter((r) => r.method === 'POST');
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

const chooseAndCheck = async () => {
  fireEvent.click(screen.getByText('The old system'));
  expect(button('Next')).toBeDisabled();
  fireEvent.click(screen.getByText('I have read the instructions'));
  fireEvent.click(button('Next'));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [new File([csv], 'things.csv', { type: 'text/csv' })] } });
  await screen.findByText('things.csv');
  fireEvent.click(button('Check the file'));
};

describe('the shared import wizard', () => {
  it('words each row’s problem from its code in the reader’s language, and the API’s text for a code it does not know', async () => {
    server.reply(() =>
      json(
        200,
        report({
          counts: { ...counts, valid: 1, invalid: 1, errors: 2 },
          errors: [
            {
              line: 3,
              column: 'when',
              field: 'when',
              code: 'invalid',
              messageCode: 'dateInvalid',
              params: { value: '31/02/2026' },
              message: '"31/02/2026" is not a date',
            },
            {
              line: 3,
              column: 'who',
              field: 'who',
              code: 'unknownStakeholder',
              // A code newer than this build: its English sentence is shown rather than a key.
              messageCode: 'somethingNew' as never,
              params: { value: 'Zé' },
              message: 'Something new is wrong with "Zé"',
            },
          ],
        }),
      ),
    );
    await renderAt(<ThingsImport onImported={() => undefined} />, '/things');
    await chooseAndCheck();

    expect(
      await screen.findByText('"31/02/2026" is not a date (dd/mm/yyyy, optionally followed by hh:mm)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Something new is wrong with "Zé"')).toBeInTheDocument();
    // The column by the area's name for the field, else the file's own header.
    expect(screen.getByText('Date')).toBeInTheDocument();
    expect(screen.getByText('who')).toBeInTheDocument();
    expect(button('Import')).toBeDisabled();
    const [check] = posts();
    expect(check.path).toBe('/manager/api/v1/things/import/old');
    expect(check.query.get('dryRun')).toBe('true');
    expect(check.query.get('extra')).toBe('true');
    expect(check.body).toContain('Visita;31/02/2026');

    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      await screen.findByText('"31/02/2026" não é uma data (dd/mm/aaaa, seguida ou não de hh:mm)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 erros precisam ser corrigidos no arquivo antes de importar (linhas com erros: 1)'),
    ).toBeInTheDocument();
  });

  it('applies, following the job, skipping known rows without asking, and says what was written', async () => {
    server.reply((request) => {
      const { query } = parseUrl(request.url);
      if (request.method === 'GET')
        return json(
          200,
          report({
            dryRun: false,
            status: 'applied',
            counts: { ...counts, created: 1, skipped: 1, stakeholdersCreated: 2 },
          }),
        );
      if (query.get('dryRun') === 'true')
        return json(
          200,
          report({
            counts: { ...counts, duplicates: 1 },
            duplicates: [
              { line: 2, reason: 'code', matchedLine: null, existingId: JOB, existingName: 'Feira' },
            ],
          }),
        );
      return json(202, report({ dryRun: false, status: 'running', phase: 'writing', processed: 1 }));
    });
    const onImported = jest.fn();
    await renderAt(<ThingsImport onImported={onImported} />, '/things');
    await chooseAndCheck();

    expect(await screen.findByText('1 known things')).toBeInTheDocument();
    expect(screen.getByText('These rows will be left out: they are already registered.')).toBeInTheDocument();
    fireEvent.click(button('Import'));

    expect(await screen.findByText('Saving… 50%')).toBeInTheDocument();
    expect(
      await screen.findByText('Created: 1 · updated: 0 · unchanged: 0 · skipped: 1'),
    ).toBeInTheDocument();
    expect(screen.getByText('Stakeholders registered: 2')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Import finished' }));
    expect(posts()[1].query.get('onDuplicate')).toBe('skip');
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ status: 'applied' }));
  });

  it('an export imported back: every row already registered, so nothing is ready and nothing is offered to import', async () => {
    server.reply(() =>
      json(
        200,
        report({
          counts: { ...counts, rows: 29, valid: 29, duplicates: 29 },
          duplicates: Array.from({ length: 29 }, (_, i) => ({
            line: i + 2,
            reason: 'code' as const,
            matchedLine: null,
            existingId: JOB,
            existingName: `Feira ${i}`,
          })),
          ignoredColumns: ['Observações'],
        }),
      ),
    );
    await renderAt(<ThingsImport onImported={() => undefined} />, '/things');
    await act(() => i18n.changeLanguage('pt-BR'));
    fireEvent.click(screen.getByText('The old system'));
    fireEvent.click(screen.getByText('I have read the instructions'));
    fireEvent.click(await screen.findByText('Avançar', { selector: 'button span' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    fireEvent.change(input, { target: { files: [new File([csv], 'things.csv', { type: 'text/csv' })] } });
    await screen.findByText('things.csv');
    fireEvent.click(button('Conferir o arquivo'));

    const title = await screen.findByText('Nada será importado: todas as linhas já estão cadastradas');
    expect(title.closest('.ant-alert')).toHaveClass('ant-alert-warning');
    expect(screen.queryByText(/prontas para importar/)).not.toBeInTheDocument();
    expect(screen.queryByText('Importar', { selector: 'button span' })).not.toBeInTheDocument();
    expect(button('Fechar')).toBeEnabled();
    // A column the layout does not know is said to be ignored, not dropped in silence.
    expect(
      screen.getByText('Esta coluna não faz parte do layout e será ignorada: Observações'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('counts as ready only the rows that will be created, not those left out', async () => {
    server.reply(() =>
      json(
        200,
        report({
          counts: { ...counts, rows: 3, valid: 3, duplicates: 1 },
          duplicates: [
            { line: 2, reason: 'code', matchedLine: null, existingId: JOB, existingName: 'Feira' },
          ],
        }),
      ),
    );
    await renderAt(<ThingsImport onImported={() => undefined} />, '/things');
    await chooseAndCheck();

    const title = await screen.findByText('2 rows are ready to import');
    expect(title.closest('.ant-alert')).toHaveClass('ant-alert-success');
    expect(button('Import')).toBeEnabled();
  });

  it('refuses a file missing a column: no row could be read, so nothing is ready', async () => {
    server.reply(() =>
      json(
        200,
        report({
          counts: { ...counts, rows: 0, valid: 0, errors: 1 },
          errors: [
            {
              line: 1,
              column: 'Tipo de Pessoa',
              field: null,
              code: 'missingColumn',
              messageCode: 'columnMissing',
              params: { column: 'Tipo de Pessoa' },
              message: 'The column "Tipo de Pessoa" is missing from the file',
            },
          ],
        }),
      ),
    );
    await renderAt(<ThingsImport onImported={() => undefined} />, '/things');
    await chooseAndCheck();

    expect(
      await screen.findByText('1 problem with the file must be fixed before importing'),
    ).toBeInTheDocument();
    expect(screen.getByText('The column "Tipo de Pessoa" is missing from the file')).toBeInTheDocument();
    expect(screen.queryByText('0 rows are ready to import')).not.toBeInTheDocument();
    expect(button('Import')).toBeDisabled();
    expect(button('Import')).toHaveAccessibleDescription(
      'Fix the errors listed above in the file, then choose it again',
    );
  });

  it('says under each disabled button what to do first, and reads it out with the button', async () => {
    await renderAt(<ThingsImport onImported={() => undefined} />, '/things');
    expect(button('Next')).toBeDisabled();
    expect(button('Next')).toHaveAccessibleDescription('Make the choices above to go on');
    fireEvent.click(screen.getByText('I have read the instructions'));
    await waitFor(() => expect(button('Next')).toBeEnabled());
    expect(screen.queryByText('Make the choices above to go on')).not.toBeInTheDocument();

    fireEvent.click(button('Next'));
    await screen.findByText('Check the file');
    expect(button('Check the file')).toBeDisabled();
    expect(button('Check the file')).toHaveAccessibleDescription('Choose a file above to check it');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([csv], 'things.csv', { type: 'text/csv' })] } });
    await screen.findByText('things.csv');
    expect(button('Check the file')).toBeEnabled();
    expect(screen.queryByText('Choose a file above to check it')).not.toBeInTheDocument();
  });
});

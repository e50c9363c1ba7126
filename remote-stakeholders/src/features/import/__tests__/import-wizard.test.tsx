import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StakeholderImportReport } from '@conexoes/shared';
import { ImportWizard } from '../import-wizard';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

let server: TestServer;

const JOB = '00000000-0000-4000-8000-000000000b01';
const EXISTING = '00000000-0000-4000-8000-000000000007';
const csv = 'nome;cpf;uf;municipio\nAna;52998224725;MG;Ouro Preto\nBruno;123;MG;Ouro Preto\n';

const counts = {
  rows: 2,
  valid: 2,
  invalid: 0,
  duplicates: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
};
const report = (over: Partial<StakeholderImportReport> = {}): StakeholderImportReport => ({
  jobId: JOB,
  profile: 'standard',
  format: 'csv',
  fileName: 'people.csv',
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
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  ...over,
});
const duplicateOfAna = {
  line: 2,
  reason: 'document' as const,
  matchedLine: null,
  existingId: EXISTING,
  existingName: 'Ana Souza',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
});

const imports = () =>
  server.requests
    .map((r) => ({ ...r, ...parseUrl(r.url) }))
    .filter((r) => r.method === 'POST' && r.path.startsWith('/manager/api/v1/stakeholders/import'));

const chooseFileAndCheck = async (profileLabel: string) => {
  fireEvent.click(screen.getByText(profileLabel));
  fireEvent.click(screen.getByText('Next'));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] } });
  await screen.findByText('people.csv');
  fireEvent.click(screen.getByText('Check the file'));
};

const isDryRun = (url: string) => parseUrl(url).query.get('dryRun') === 'true';

describe('import wizard', () => {
  it('sends the file to the chosen profile as a dry run and lists the errors of each row', async () => {
    server.reply(() =>
      json(
        200,
        report({
          profile: 'am',
          counts: { ...counts, valid: 1, invalid: 1, errors: 2 },
          errors: [
            {
              line: 3,
              column: 'cpf',
              field: 'document',
              code: 'invalidDocument',
              messageCode: 'cpfInvalid',
              params: { value: '123' },
              message: 'Invalid CPF',
            },
            {
              line: 3,
              column: 'categoria',
              field: 'categoryCode',
              code: 'unknownOption',
              messageCode: 'optionUnknown',
              params: { value: 'notacategory' },
              message: '"notacategory" is not an option of this list',
            },
          ],
        }),
      ),
    );
    await renderAt(
      <ImportWizard open onClose={() => undefined} onImported={() => undefined} />,
      '/stakeholders/list',
    );

    await chooseFileAndCheck('AM — CRM export with Portuguese headers');

    // The API's precise messages, worded from their codes and values; headed by field names, not keys.
    expect(await screen.findByText('"123" is not a valid CPF')).toBeInTheDocument();
    expect(screen.getByText('"notacategory" is not an option of this list')).toBeInTheDocument();
    expect(screen.queryByText('Value not valid')).not.toBeInTheDocument();
    // The summary counts errors (two), not rows (one).
    expect(
      screen.getByText('2 errors must be fixed in the file before importing (rows with errors: 1)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'CPF / CNPJ' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'categoryCode' })).not.toBeInTheDocument();
    const [dryRun] = imports();
    expect(dryRun.path).toBe('/manager/api/v1/stakeholders/import/am');
    expect(dryRun.query.get('dryRun')).toBe('true');
    expect(dryRun.query.has('onDuplicate')).toBe(false);
    expect(dryRun.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(dryRun.headers.authorization).toBe('Bearer test-token');
    expect(dryRun.body).toContain('filename="people.csv"');
    expect(dryRun.body).toContain('Bruno;123;MG;Ouro Preto');
    // All or nothing: a file with errors cannot be applied.
    expect(screen.getByText('Import').closest('button')).toBeDisabled();
  });

  it('shows the duplicates, applies with the chosen duplicate handling and reports the result', async () => {
    server.reply((request) =>
      isDryRun(request.url)
        ? json(200, report({ counts: { ...counts, duplicates: 1 }, duplicates: [duplicateOfAna] }))
        : json(
            200,
            report({
              dryRun: false,
              status: 'applied',
              onDuplicate: 'update',
              counts: { ...counts, created: 1, updated: 1 },
            }),
          ),
    );
    const onImported = jest.fn();
    await renderAt(
      <ImportWizard open onClose={() => undefined} onImported={onImported} />,
      '/stakeholders/list',
    );

    await chooseFileAndCheck('Conexões template (XLSX or CSV)');
    expect(await screen.findByText('1 row matches an existing stakeholder')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Same CPF/CNPJ')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Update the existing stakeholders'));
    fireEvent.click(screen.getByText('Import'));

    expect(
      await screen.findByText('Created: 1 · updated: 1 · unchanged: 0 · skipped: 0'),
    ).toBeInTheDocument();
    const apply = imports()[1];
    expect(apply.path).toBe('/manager/api/v1/stakeholders/import');
    expect(apply.query.get('dryRun')).toBe('false');
    expect(apply.query.get('onDuplicate')).toBe('update');
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ status: 'applied' }));
  });

  it('skips duplicates unless told otherwise, and shows a refused file’s problem', async () => {
    server.reply((request) =>
      isDryRun(request.url)
        ? json(
            200,
            report({ profile: 'nx', counts: { ...counts, duplicates: 1 }, duplicates: [duplicateOfAna] }),
          )
        : json(
            415,
            {
              type: 'about:blank',
              title: 'Unsupported Media Type',
              status: 415,
              detail: 'Not a spreadsheet',
            },
            'application/problem+json',
          ),
    );
    await renderAt(
      <ImportWizard open onClose={() => undefined} onImported={() => undefined} />,
      '/stakeholders/list',
    );
    await chooseFileAndCheck(
      'Export of the legacy NX system (CSV with columns such as NOME, TIPO, DOCUMENTO)',
    );
    await screen.findByText('1 row matches an existing stakeholder');

    fireEvent.click(screen.getByText('Import'));

    expect(await screen.findByText('This file type is not supported.')).toBeInTheDocument();
    expect(imports()[1].query.get('onDuplicate')).toBe('skip');
    expect(imports()[1].path).toBe('/manager/api/v1/stakeholders/import/nx');
  });

  it('follows a large file’s job until its preview is ready', async () => {
    server.reply((request) => {
      if (request.method === 'GET') return json(200, report());
      return json(202, report({ status: 'running', phase: 'validating', processed: 1, total: 2 }));
    });
    await renderAt(
      <ImportWizard open onClose={() => undefined} onImported={() => undefined} />,
      '/stakeholders/list',
    );
    await chooseFileAndCheck('Conexões template (XLSX or CSV)');

    expect(await screen.findByText('2 rows are ready to import')).toBeInTheDocument();
    expect(imports()[0].headers.prefer).toBe('respond-async');
    const polls = server.requests.filter((r) => r.method === 'GET').map((r) => parseUrl(r.url).path);
    expect(polls).toEqual([`/manager/api/v1/stakeholders/import/${JOB}`]);
  });

  it('says why the template could not be downloaded, and clears it once a file is chosen', async () => {
    server.reply((request) =>
      parseUrl(request.url).path.includes('/template')
        ? json(
            500,
            { type: 'about:blank', title: 'Internal Server Error', status: 500 },
            'application/problem+json',
          )
        : json(200, report()),
    );
    await renderAt(
      <ImportWizard open onClose={() => undefined} onImported={() => undefined} />,
      '/stakeholders/list',
    );
    fireEvent.click(screen.getByText('Download the template'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await chooseFileAndCheck('Conexões template (XLSX or CSV)');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

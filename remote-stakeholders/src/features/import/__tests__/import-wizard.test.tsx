import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImportWizard } from '../import-wizard';
import { json, parseUrl, startTestServer, type TestServer } from '../../../testing/http';
import { renderAt, signInWith } from '../../../testing/render-with-app';

let server: TestServer;

const EXISTING = '00000000-0000-4000-8000-000000000007';
const csv = 'nome;cpf;uf;municipio\nAna;52998224725;MG;Ouro Preto\nBruno;123;MG;Ouro Preto\n';

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

describe('import wizard', () => {
  it('sends the file to the chosen profile as a dry run and lists the errors of each row', async () => {
    server.reply(() =>
      json(200, {
        dryRun: true,
        total: 2,
        errors: [{ row: 3, field: 'cpf', value: '123', message: 'Invalid CPF' }],
        duplicates: [],
      }),
    );
    await renderAt(<ImportWizard open onClose={() => undefined} onImported={() => undefined} />, '/stakeholders/list');

    await chooseFileAndCheck('AM profile');

    expect(await screen.findByText('Invalid CPF')).toBeInTheDocument();
    expect(screen.getByText('1 error must be fixed in the file before importing')).toBeInTheDocument();
    expect(screen.getByText('123')).toBeInTheDocument();
    const [dryRun] = imports();
    expect(dryRun.path).toBe('/manager/api/v1/stakeholders/import/am');
    expect(dryRun.query.get('dryRun')).toBe('true');
    expect(dryRun.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(dryRun.headers.authorization).toBe('Bearer test-token');
    expect(dryRun.body).toContain('filename="people.csv"');
    expect(dryRun.body).toContain('Bruno;123;MG;Ouro Preto');
    // All or nothing: a file with errors cannot be applied.
    expect(screen.getByText('Import').closest('button')).toBeDisabled();
  });

  it('shows the duplicates, applies with the chosen duplicate handling and reports the result', async () => {
    server.reply((request) =>
      parseUrl(request.url).query.get('dryRun') === 'true'
        ? json(200, {
            dryRun: true,
            total: 2,
            errors: [],
            duplicates: [{ row: 2, name: 'Ana', document: '52998224725', municipality: 'Ouro Preto', existingId: EXISTING }],
          })
        : json(200, { dryRun: false, total: 2, errors: [], duplicates: [], created: 1, updated: 1, skipped: 0 }),
    );
    const onImported = jest.fn();
    await renderAt(<ImportWizard open onClose={() => undefined} onImported={onImported} />, '/stakeholders/list');

    await chooseFileAndCheck('Conexões template (XLSX or CSV)');
    expect(await screen.findByText('1 row matches an existing stakeholder')).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Update the existing stakeholders'));
    fireEvent.click(screen.getByText('Import'));

    expect(await screen.findByText('Created: 1 · updated: 1 · skipped: 0')).toBeInTheDocument();
    const apply = imports()[1];
    expect(apply.path).toBe('/manager/api/v1/stakeholders/import');
    expect(apply.query.get('dryRun')).toBe('false');
    expect(apply.query.get('duplicates')).toBe('update');
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ created: 1, updated: 1 }));
  });

  it('skips duplicates unless told otherwise, and shows a refused file’s problem', async () => {
    server.reply((request) =>
      parseUrl(request.url).query.get('dryRun') === 'true'
        ? json(200, { dryRun: true, total: 1, errors: [], duplicates: [{ row: 2, name: 'Ana', existingId: EXISTING }] })
        : json(415, { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'Not a spreadsheet' }, 'application/problem+json'),
    );
    await renderAt(<ImportWizard open onClose={() => undefined} onImported={() => undefined} />, '/stakeholders/list');
    await chooseFileAndCheck('NX profile');
    await screen.findByText('1 row matches an existing stakeholder');

    fireEvent.click(screen.getByText('Import'));

    expect(await screen.findByText('This file type is not supported.')).toBeInTheDocument();
    expect(imports()[1].query.get('duplicates')).toBe('skip');
    expect(imports()[1].path).toBe('/manager/api/v1/stakeholders/import/nx');
  });
});

// Issue 4 "Proof", in the browser: create a stakeholder, find it with an accent-free search, edit it and
// see the change in its history; import an XLSX with one bad row (see the error, fix, import); export
// the list and read the file back; the dashboard renders. Files are real XLSX written and read with
// exceljs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { acceptLgpd, chooseWorkspaces, submitLogin, waitForPath } from '../support/auth-flow.ts';
import { apiCall, signInThroughApi, type ApiSession } from '../support/session.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type Stack } from '../support/stack.ts';
import type { PageOptions } from '../support/browser.ts';
import { chooseLevel, openDropdown } from '../support/form-fields.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const TENANT = 'Mineração Vale Verde';
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conexoes-e2e-stakeholders-'));
after(() => fs.rmSync(filesDir, { recursive: true, force: true }));

/** A valid CPF (check digits computed) from nine digits, formatted 000.000.000-00. */
function cpf(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

async function chooseOption(page: Page, label: string, typed: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(typed);
  await openDropdown(page).getByTitle(option, { exact: true }).click();
}

async function signedInPage(options: PageOptions = {}) {
  const watched = await suite.page(options);
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return { ...watched, session };
}

/** The answer of the list's search for `q` (a list's first load would otherwise answer first). */
const searchResponse = (page: Page, q: string) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.endsWith('/manager/api/v1/stakeholders/search') &&
      url.searchParams.get('q') === q &&
      r.ok()
    );
  });

/** The answer of the list's export in `format`. */
const exportResponse = (page: Page, format: 'xlsx' | 'csv') =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.endsWith('/manager/api/v1/stakeholders/export') &&
      url.searchParams.get('format') === format
    );
  });

/** The file name of an `attachment; filename="…"` answer. */
async function serverFileName(response: Response): Promise<string> {
  const disposition = (await response.allHeaders())['content-disposition'] ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1];
  assert.ok(name, `a file name in ${JSON.stringify(disposition)}`);
  return name;
}

/** The list filtered by `q`, waiting for its answer. */
async function openList(page: Page, q: string): Promise<void> {
  await Promise.all([
    searchResponse(page, q),
    page.goto(`${suite.stack().baseUrl}/stakeholders/list?q=${encodeURIComponent(q)}`),
  ]);
}

/** The template's header row (`GET stakeholders/import/template?format=xlsx`), read with exceljs. */
async function templateHeaders(stack: Stack, session: ApiSession): Promise<string[]> {
  const response = await fetch(`${stack.apiBaseUrl}/stakeholders/import/template?format=xlsx`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  assert.equal(response.status, 200, 'the template downloads');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const values = workbook.worksheets[0].getRow(1).values as unknown[];
  return values.filter((v): v is string => typeof v === 'string');
}

/** Some of the export's headers as an English-speaking user reads them. */
const EXPORT_HEADERS = ['Name', 'Type', 'CPF/CNPJ', 'State', 'Municipality'];

type Row = Record<string, string | number>;

async function writeXlsx(file: string, headers: string[], rows: Row[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stakeholders');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
  const target = path.join(filesDir, file);
  await workbook.xlsx.writeFile(target);
  return target;
}

/** Every row of the first sheet as header → text. */
async function readXlsx(file: string): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).text])));
  });
  return { headers, rows };
}

describe('stakeholders in the browser', () => {
  it('create (São João del Rei/MG), find with an accent-free search, edit, see the change in the history', async () => {
    const { page, errors } = await suite.page();
    const baseUrl = suite.stack().baseUrl;
    // The seeded admin's first sign-in through the screens.
    await page.goto(`${baseUrl}/auth/login`);
    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [TENANT]);
    await waitForPath(page, '/dashboard');

    const name = 'Conceição Araújo Mônaco';
    await page.goto(`${baseUrl}/stakeholders/new`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'New stakeholder' }).waitFor();
    // The tenant with its subtree is several workspaces: the form asks where the record lives.
    // By its label alone: the required mark is seen, not read (host shell.css).
    await main.getByLabel('Workspace', { exact: true }).click();
    // Any of them will do (the list is virtual: a later entry may not be drawn yet).
    await openDropdown(page).locator('.ant-select-item-option').first().click();
    await main.getByLabel('Name', { exact: true }).fill(name);
    await main.getByLabel('CPF', { exact: true }).fill(cpf('318457026'));
    // Influence and interest stay unset until chosen (issue 10 item 9).
    await chooseLevel(page, 'Influence', 4);
    await chooseLevel(page, 'Interest', 3);
    await chooseOption(page, 'State', 'Minas', 'Minas Gerais');
    // The city list (@brazilian-utils) spells it without the hyphen.
    await chooseOption(page, 'Municipality', 'sao joao del', 'São João del Rei');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/stakeholders\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    await main.getByText('São João del Rei / MG').waitFor();

    // Found by its name typed without accents, from the list's search box.
    await page.goto(`${baseUrl}/stakeholders/list`);
    const search = page.getByRole('searchbox', { name: 'Search stakeholders' });
    await search.waitFor();
    // Every word must match, anywhere (the demo data has other Araújos and Conceições).
    await search.fill('conceicao araujo monaco');
    await Promise.all([searchResponse(page, 'conceicao araujo monaco'), search.press('Enter')]);
    const link = main.getByRole('link', { name, exact: true });
    await link.waitFor();
    assert.equal(await main.getByText('1 stakeholder', { exact: true }).count(), 1, 'exactly one match');
    await link.click();
    await page.waitForURL((url) => url.pathname === `/stakeholders/${id}`);

    // Edit a field; the profile and the history show the change.
    await main.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/stakeholders/${id}/edit`);
    const email = main.getByLabel('E-mail', { exact: true });
    await email.fill('conceicao.monaco@example.com');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `/stakeholders/${id}`);
    await main.getByText('Change history').waitFor();
    await main.getByText('E-mail: (empty) → conceicao.monaco@example.com').waitFor();
    assert.deepEqual(errors, []);
  });

  it('a save over changes someone saved meanwhile is refused: the form says so and keeps what was typed', async () => {
    const { page, session, errors } = await signedInPage();
    const stack = suite.stack();
    const token = session.token;
    const created = await apiCall(stack, 'POST', 'stakeholders', {
      token,
      body: {
        kind: 'organization',
        name: 'Associação Ipê Amarelo',
        influence: 3,
        interest: 3,
        state: 'MG',
        municipality: 'Itabira',
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = String(created.body.id);

    await page.goto(`${stack.baseUrl}/stakeholders/${id}/edit`);
    const main = page.getByRole('main');
    const name = main.getByLabel('Name', { exact: true });
    await page.waitForFunction(
      () =>
        (document.querySelector('main input#name') as HTMLInputElement | null)?.value ===
        'Associação Ipê Amarelo',
    );

    // A colleague saves the whole record (PUT takes it whole; what the record reads beyond its fields
    // is left out by the contract) while this form is open.
    const stored = (await apiCall(stack, 'GET', `stakeholders/${id}`, { token })).body;
    const theirs = await apiCall(stack, 'PUT', `stakeholders/${id}`, {
      token,
      body: { ...stored, parentId: null, topicIds: [], notes: 'Reunião marcada pela colega' },
    });
    assert.equal(theirs.status, 200, JSON.stringify(theirs.body));

    await name.fill('Associação Ipê Amarelo Florido');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/stakeholders/${id}`)),
      main.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(refused.status(), 409);
    await main
      .getByRole('alert')
      .filter({
        hasText: 'Someone else saved this record after you opened it, so your changes were not saved.',
      })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, `/stakeholders/${id}/edit`, 'the form stays open');
    assert.equal(await name.inputValue(), 'Associação Ipê Amarelo Florido', 'what was typed is still there');
    const now = (await apiCall(stack, 'GET', `stakeholders/${id}`, { token })).body;
    assert.equal(now.name, 'Associação Ipê Amarelo', 'nothing of the refused save was written');
    assert.equal(now.notes, 'Reunião marcada pela colega', "the colleague's change stands");
    assert.deepEqual(
      errors.filter((e) => !e.includes('409')),
      [],
    );
  });

  it('imports an XLSX: the dry run shows the bad row, the fixed file imports, the list shows the rows', async () => {
    const { page, session, errors } = await signedInPage();
    const stack = suite.stack();
    const headers = await templateHeaders(stack, session);
    for (const key of ['name', 'kind', 'document', 'state', 'municipality']) {
      assert.ok(headers.includes(key), `the template has a ${key} column: ${headers.join(', ')}`);
    }
    const rows: Row[] = [
      {
        name: 'Importado Ipê Um',
        kind: 'person',
        document: cpf('104582736'),
        state: 'MG',
        municipality: 'Tiradentes',
      },
      {
        name: 'Importado Ipê Dois',
        kind: 'person',
        document: '123.456.789-00',
        state: 'MG',
        municipality: 'Ouro Preto',
      },
      {
        name: 'Importado Ipê Três',
        kind: 'person',
        document: cpf('275930148'),
        state: 'PA',
        municipality: 'Parauapebas',
      },
    ];
    const bad = await writeXlsx('with-a-bad-row.xlsx', headers, rows);
    const fixed = await writeXlsx('fixed.xlsx', headers, [
      rows[0],
      { ...rows[1], document: cpf('590263714') },
      rows[2],
    ]);

    await openList(page, 'importado ipe');
    const main = page.getByRole('main');
    await main.getByText('No stakeholder matches this search').waitFor();
    await main.getByRole('button', { name: 'Import' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import stakeholders' });
    await wizard.getByRole('radio', { name: 'Conexões template (XLSX or CSV)' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.locator('input[type="file"]').setInputFiles(bad);
    await wizard.getByText('with-a-bad-row.xlsx').waitFor();
    await wizard.getByRole('button', { name: 'Check the file' }).click();

    await wizard.getByText('1 error must be fixed in the file before importing').waitFor();
    // The server's precise row message, in words (issue 10 item 5).
    const errorRow = wizard.getByRole('row').filter({ hasText: '"123.456.789-00" is not a valid CPF' });
    await errorRow.waitFor();
    // Row 3 of the file: the header is row 1, "Importado Ipê Dois" row 3.
    assert.equal(await errorRow.getByRole('cell').first().innerText(), '3');
    assert.ok(
      await wizard.getByRole('button', { name: 'Import', exact: true }).isDisabled(),
      'nothing to apply',
    );

    await wizard.getByRole('button', { name: 'Choose another file' }).click();
    await wizard.locator('input[type="file"]').setInputFiles(fixed);
    await wizard.getByText('fixed.xlsx').waitFor();
    await wizard.getByRole('button', { name: 'Check the file' }).click();
    await wizard.getByText('3 rows are ready to import').waitFor();
    await wizard.getByRole('button', { name: 'Import', exact: true }).click();
    await wizard.getByText('Import finished').waitFor();
    await wizard.getByText('Created: 3 · updated: 0 · unchanged: 0 · skipped: 0').waitFor();
    await wizard.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await wizard.waitFor({ state: 'hidden' });

    await main.getByText('3 stakeholders', { exact: true }).waitFor();
    for (const row of rows) await main.getByRole('link', { name: String(row.name), exact: true }).waitFor();

    // An imported record's history says it was imported, and by whom.
    await main.getByRole('link', { name: String(rows[0]?.name), exact: true }).click();
    await page.waitForURL(/\/stakeholders\/[0-9a-f-]{36}$/);
    await main.getByText('Change history').waitFor();
    await main.getByText(/ imported it on /).waitFor();
    assert.deepEqual(errors, []);
  });

  it('exports the list to XLSX, and the downloaded file holds its headers and rows', async () => {
    const { page, session, errors } = await signedInPage();
    const stack = suite.stack();
    const names = ['Exportada Jacarandá Alfa', 'Exportada Jacarandá Beta'];
    for (const [i, name] of names.entries()) {
      const created = await apiCall(stack, 'POST', 'stakeholders', {
        token: session.token,
        body: { kind: 'person', name, document: cpf(`80312457${i}`), state: 'MG', municipality: 'Mariana' },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    await openList(page, 'exportada jacaranda');
    const main = page.getByRole('main');
    await main.getByText('2 stakeholders', { exact: true }).waitFor();

    await main.getByRole('button', { name: 'Export' }).click();
    const [download, xlsxAnswer] = await Promise.all([
      page.waitForEvent('download'),
      exportResponse(page, 'xlsx'),
      page.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click(),
    ]);
    // The saved file keeps the name the server gave it (issue 10 item 6).
    assert.equal(download.suggestedFilename(), await serverFileName(xlsxAnswer));
    assert.match(download.suggestedFilename(), /^stakeholders.*\.xlsx$/);
    const file = path.join(filesDir, 'export.xlsx');
    await download.saveAs(file);

    // Written for a person, in the app's language: labelled headers, never the template's keys
    // (issue 10 item 4; the import reads the labels back).
    const { headers, rows } = await readXlsx(file);
    const template = await templateHeaders(stack, session);
    for (const header of EXPORT_HEADERS)
      assert.ok(headers.includes(header), `the export has a ${header} column`);
    for (const key of template)
      assert.ok(!headers.includes(key), `no raw ${key} header: ${headers.join(', ')}`);
    assert.deepEqual(rows.map((r) => r.Name).sort(), [...names].sort(), 'exactly the listed rows');
    for (const row of rows) {
      assert.equal(row.State, 'MG');
      assert.equal(row.Municipality, 'Mariana');
    }

    // The same list as CSV: the same labelled header line, then the two rows.
    await main.getByRole('button', { name: 'Export' }).click();
    const [csvDownload, csvAnswer] = await Promise.all([
      page.waitForEvent('download'),
      exportResponse(page, 'csv'),
      page.getByRole('menuitem', { name: 'CSV file', exact: true }).click(),
    ]);
    assert.equal(csvDownload.suggestedFilename(), await serverFileName(csvAnswer));
    assert.match(csvDownload.suggestedFilename(), /^stakeholders.*\.csv$/);
    const csvFile = path.join(filesDir, 'export.csv');
    await csvDownload.saveAs(csvFile);
    const lines = fs
      .readFileSync(csvFile, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const csvHeaders = lines[0].split(/[;,]/).map((h) => h.replace(/^"|"$/g, ''));
    for (const header of EXPORT_HEADERS)
      assert.ok(csvHeaders.includes(header), `the CSV has a ${header} column`);
    assert.equal(lines.length, 3, 'a header and two rows');
    for (const name of names) assert.equal(lines.filter((l) => l.includes(name)).length, 1, `${name} once`);
    assert.deepEqual(errors, []);
  });

  it('the dashboard renders its charts and an influence × interest map with a non-zero cell', async () => {
    // A browser set to Portuguese while the app is in English: the API must be asked in the app's
    // language (it picks option-list labels by Accept-Language), not the browser's.
    const { page, session, errors } = await signedInPage({ locale: 'pt-BR' });
    const languages: Promise<string>[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/manager/api/v1/stakeholders/dashboards/')) return;
      languages.push(request.allHeaders().then((headers) => headers['accept-language'] ?? '(none)'));
    });
    const stack = suite.stack();
    const name = 'Painel Aroeira Influente';
    const created = await apiCall(stack, 'POST', 'stakeholders', {
      token: session.token,
      body: { kind: 'organization', name, influence: 5, interest: 4, state: 'PA', municipality: 'Marabá' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));

    await page.goto(`${stack.baseUrl}/stakeholders`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    const cell = main.getByRole('button', { name: /^Influence 5, interest 4: [1-9]\d* stakeholders?$/ });
    await cell.waitFor();
    const cells = main.getByRole('button', { name: /^Influence [1-5], interest [1-5]: \d+ stakeholders?$/ });
    assert.equal(await cells.count(), 25, 'a 5 × 5 map');

    for (const chart of ['By category', 'By entity type']) {
      await main.getByRole('img', { name: chart }).locator('canvas').first().waitFor();
    }
    // The rank is a list of whole names, each a link to its record.
    const rank = main.getByRole('list', { name: 'Ranking' });
    await rank.getByRole('listitem').first().waitFor();
    const ranked = await rank.getByRole('listitem').count();
    assert.ok(ranked >= 1 && ranked <= 10, `${ranked} ranked`);
    assert.equal(await rank.getByRole('link').count(), ranked, 'every ranked name is a link');
    assert.deepEqual(
      [...new Set(await Promise.all(languages))],
      ['en'],
      'the dashboard calls carry the app language',
    );
    // The cell leads to the list of its stakeholders, which holds the one created here.
    await cell.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/stakeholders/list' &&
        url.searchParams.get('influence') === '5' &&
        url.searchParams.get('interest') === '4',
    );
    await main.getByRole('link', { name, exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});

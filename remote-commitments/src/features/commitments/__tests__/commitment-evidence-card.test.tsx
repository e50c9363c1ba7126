import { act, screen, within } from '@testing-library/react';
import { i18n } from '@conexoes/shared';
import { json, parseUrl, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import {
  ACTION_PLAN,
  COMMITMENT,
  actionPlan,
  commitmentDetails,
  signInFully,
} from '../../../testing/fixtures';

const API = '/manager/api/v1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/${COMMITMENT}/details`) return json(200, commitmentDetails());
    if (path === `${API}/action-plans/${ACTION_PLAN}`) return json(200, actionPlan());
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

it('says what the evidence card accepts and that nothing is attached yet in two paragraphs, in every language', async () => {
  await renderAt(
    <ManagementDetailPage />,
    `/commitments/management/${COMMITMENT}`,
    '/commitments/management/:managementId',
  );
  for (const [language, hint, none] of [
    ['de', 'Der Inhalt der Datei wird beim Eingang geprüft.', 'Noch keine Dateien angehängt.'],
    ['pt-BR', 'O conteúdo do arquivo é verificado quando ele chega.', 'Nenhum arquivo anexado ainda.'],
    ['es', 'El contenido del archivo se comprueba al llegar.', 'Todavía no hay archivos adjuntos.'],
    ['en', "The file's content is checked when it arrives.", 'No files attached yet.'],
  ]) {
    await act(() => i18n.changeLanguage(language));
    const empty = await screen.findByText(none, undefined, { timeout: 15_000 });
    const card = empty.closest('.ant-card') as HTMLElement;
    const accepted = within(card).getByText((text) => text.endsWith(hint));
    // Paragraphs of the card's own, one after the other: never one run of text ("…geprüft.Noch
    // keine…"), also while antd's Typography code is still loading.
    expect([accepted.tagName, empty.tagName]).toEqual(['P', 'P']);
    expect(accepted.nextElementSibling).toBe(empty);
  }
});

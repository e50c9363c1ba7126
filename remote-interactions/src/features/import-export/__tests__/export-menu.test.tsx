import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ToastRequest } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  watchDownloads,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionListPage } from '../../../pages/interaction-list.page';
import { summary } from '../../../testing/fixtures';

let server: TestServer;
let toasts: ToastRequest[] = [];
let restore: () => void = () => undefined;
let exportReply: Reply;
let saved: string[] = [];

const csv: Reply = {
  status: 200,
  headers: {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="social-interactions-2026-11-25-0930.csv"',
    'Access-Control-Expose-Headers': 'Content-Disposition',
  },
  body: Buffer.from('\uFEFFCode,Start\n'),
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  ({ saved, toasts, restore } = watchDownloads());
  exportReply = csv;
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/export')) return exportReply;
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items: [summary(1)], total: 1, page: 1, size: 20 });
    return json(200, []);
  });
});
afterEach(() => restore());

const exportRequest = () =>
  server.requests.map((r) => parseUrl(r.url)).find((u) => u.path.endsWith('/social-interactions/export'));

describe('the list page: Export', () => {
  it('exports the current search and filters as CSV, without paging, under the server’s file name', async () => {
    await renderAt(
      <InteractionListPage />,
      '/interactions/list?q=poeira&type=meeting&perception=negative&page=2&sort=subject,asc',
    );
    fireEvent.click(await screen.findByText('Export'));
    fireEvent.click(await screen.findByText('CSV file'));

    await waitFor(() => expect(saved).toEqual(['social-interactions-2026-11-25-0930.csv']));
    expect(Object.fromEntries(exportRequest()?.query.entries() ?? [])).toEqual({
      q: 'poeira',
      type: 'meeting',
      perception: 'negative',
      sort: 'subject,asc',
      format: 'csv',
    });
    const id = toasts[0] && 'id' in toasts[0] ? toasts[0].id : undefined;
    expect(toasts[0]).toEqual({ type: 'loading', message: 'Preparing the export…', id });
    expect(toasts).toContainEqual({ type: 'success', message: 'Export downloaded', id });
  });

  it('says so when the server fails, and saves nothing', async () => {
    exportReply = json(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await renderAt(<InteractionListPage />, '/interactions/list');
    fireEvent.click(await screen.findByText('Export'));
    fireEvent.click(await screen.findByText('Excel workbook (XLSX)'));
    await waitFor(() => expect(toasts.some((t) => t.type === 'error')).toBe(true));
    expect(exportRequest()?.query.get('format')).toBe('xlsx');
    expect(saved).toEqual([]);
  });
});

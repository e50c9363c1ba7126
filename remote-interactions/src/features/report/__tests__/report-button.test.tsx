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
let reportReply: Reply;
let saved: string[] = [];

const pdf: Reply = {
  status: 200,
  headers: {
    'Content-Type': 'application/pdf',
    'Content-Disposition': 'attachment; filename="relatorio-interacoes-2026-11-25-0930.pdf"',
    'Access-Control-Expose-Headers': 'Content-Disposition',
  },
  body: Buffer.from('%PDF-1.7\n%%EOF\n'),
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  ({ saved, toasts, restore } = watchDownloads());
  reportReply = pdf;
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/report')) return reportReply;
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items: [summary(1)], total: 1, page: 1, size: 20 });
    return json(200, []);
  });
});
afterEach(() => restore());

const reportRequest = () =>
  server.requests.map((r) => parseUrl(r.url)).find((u) => u.path.endsWith('/social-interactions/report'));

describe('the list page: Report (PDF)', () => {
  it('asks for the current search and filters, without paging, and saves the server’s file', async () => {
    await renderAt(
      <InteractionListPage />,
      '/interactions/list?q=poeira&type=meeting&perception=negative&page=2&sort=subject,asc',
    );
    fireEvent.click(await screen.findByText('Report (PDF)'));

    await waitFor(() => expect(saved).toEqual(['relatorio-interacoes-2026-11-25-0930.pdf']));
    expect(Object.fromEntries(reportRequest()?.query.entries() ?? [])).toEqual({
      q: 'poeira',
      type: 'meeting',
      perception: 'negative',
      sort: 'subject,asc',
    });
    const id = toasts[0] && 'id' in toasts[0] ? toasts[0].id : undefined;
    expect(toasts[0]).toEqual({ type: 'loading', message: 'Preparing the PDF report…', id });
    expect(toasts).toContainEqual({ type: 'success', message: 'Report downloaded', id });
  });

  it('is there for a reader who may only view, and explains a refused period', async () => {
    signInWith({ view: true });
    reportReply = json(
      422,
      {
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'The request has invalid fields',
        errors: [{ path: 'query.from', message: 'Must not be after the end date' }],
      },
      'application/problem+json',
    );
    await renderAt(<InteractionListPage />, '/interactions/list?from=2026-05-01&to=2026-04-01');
    expect(screen.queryByText('New interaction')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByText('Report (PDF)'));

    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message:
            'The report could not be made: the period ends before it starts. Check the dates in the filters.',
        }),
      ),
    );
    expect(saved).toEqual([]);
  });

  it('says so when the server fails, and the button can be used again', async () => {
    reportReply = json(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await renderAt(<InteractionListPage />, '/interactions/list');
    const button = (await screen.findByText('Report (PDF)')).closest('button') as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(toasts.some((t) => t.type === 'error')).toBe(true));
    expect(saved).toEqual([]);

    reportReply = pdf;
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});

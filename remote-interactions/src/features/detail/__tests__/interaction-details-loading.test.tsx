import { act, screen, waitFor, within } from '@testing-library/react';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { usePickerOptions } from '@conexoes/shared/ui';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { INTERACTION, details } from '../../../testing/fixtures';

// In the browser antd's Descriptions is a lazy part of the facade (decision 0010): it draws nothing
// until its code arrives. Here its code arrives when the test says (`arriveDescriptions`).
jest.mock('antd', () => {
  const actual = jest.requireActual('antd');
  const { lazyPart } = jest.requireActual('../../../../../tooling/antd/lazy-part');
  let arrive: () => void = () => undefined;
  const code = new Promise((resolve) => {
    arrive = () => resolve(actual.Descriptions);
  });
  return {
    ...actual,
    Descriptions: lazyPart(() => code, 'Descriptions'),
    arriveDescriptions: () => arrive(),
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return json(200, details());
    return json(200, []);
  });
});

it('keeps its spinner until the summary can be drawn: no blank summary, no jump', async () => {
  await renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  await waitFor(() =>
    expect(server.requests.some((r) => parseUrl(r.url).path.endsWith('/details'))).toBe(true),
  );
  // The record has been read, the summary's code has not arrived: still loading, no half-drawn record.
  await expect(screen.findByText(details().subject, {}, { timeout: 1500 })).rejects.toThrow();
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

  await act(async () =>
    (jest.requireMock('antd') as { arriveDescriptions: () => void }).arriveDescriptions(),
  );
  expect(await screen.findByText(details().subject)).toBeInTheDocument();
  const summary = screen.getByText('Summary').closest('.ant-card') as HTMLElement;
  expect(within(summary).getByText(details().code)).toBeInTheDocument();
  // The page's spinner is gone; only the files' card may still be reading its list (and says so).
  const files = screen.getByText('Attachments').closest('.ant-card') as HTMLElement;
  const spinners = screen.queryAllByRole('status', { name: 'Loading…' });
  expect(spinners.filter((spinner) => !files.contains(spinner))).toEqual([]);
});

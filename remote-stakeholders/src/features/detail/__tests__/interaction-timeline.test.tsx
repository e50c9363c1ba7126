import { screen } from '@testing-library/react';
import { renderAt, signInWith } from '@conexoes/shared/testing';
import { InteractionTimeline } from '../interaction-timeline';
import { json, startTestServer, type TestServer } from '../../../../../shared/jest/test-server';

const SITE = '0190a3c2-7b1e-7000-8000-0000000000f1';

const parseUrl = (url: string) => {
  const parsed = new URL(url, 'http://test');
  return { path: parsed.pathname, query: parsed.searchParams };
};

const STAKEHOLDER = '00000000-0000-4000-8000-0000000000b1';
let server: TestServer;
let items: unknown[] = [];

const row = (n: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `INT-2026-${String(n).padStart(5, '0')}`,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  startsAt: `2026-03-${String(10 - n).padStart(2, '0')}T13:30:00.000Z`,
  subject: `Conversa ${n}`,
  direction: 'outbound',
  typeCode: 'meeting',
  channelCode: null,
  classificationCode: null,
  statusCode: null,
  perception: 'positive',
  state: null,
  municipality: null,
  stakeholders: [],
  stakeholderCount: 1,
  followUpRequired: false,
  followUpDue: null,
  followUpOverdue: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
  items = [row(1), row(2, { perception: 'negative', followUpOverdue: true })];
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items, total: items.length ? 14 : 0, page: 1, size: 10 });
    if (path.endsWith('/options/interactionType/options'))
      return json(200, [{ value: 'meeting', label: 'Meeting' }]);
    return json(200, []);
  });
});

describe('interaction timeline', () => {
  it('asks for the stakeholder’s ten newest and links each to its record and "see all" to the list', async () => {
    await renderAt(
      <InteractionTimeline stakeholderId={STAKEHOLDER} workspaceId={SITE} />,
      `/stakeholders/${STAKEHOLDER}`,
    );
    expect(await screen.findByText('Conversa 1')).toBeInTheDocument();
    const search = server.requests
      .map((r) => parseUrl(r.url))
      .find((u) => u.path.endsWith('/social-interactions/search'));
    expect(Object.fromEntries(search?.query.entries() ?? [])).toEqual({
      stakeholderId: STAKEHOLDER,
      sort: 'startsAt,desc',
      size: '10',
      page: '1',
    });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent?.trim())).toEqual([
      'See all (14)',
      'Conversa 1',
      'Conversa 2',
      'Log an interaction',
    ]);
    // In the stakeholder's workspace, which the form takes when it is one of its choices.
    expect(links[3]).toHaveAttribute(
      'href',
      `/interactions/new?stakeholderId=${STAKEHOLDER}&workspaceId=${SITE}`,
    );
    expect(links[1]).toHaveAttribute('href', `/interactions/${row(1).id}`);
    expect(links[0]).toHaveAttribute('href', `/interactions/list?stakeholderId=${STAKEHOLDER}`);
    expect(await screen.findAllByText(/Meeting$/)).toHaveLength(2);
    expect(screen.getByText('Negative')).toBeInTheDocument();
    expect(screen.getByText('Follow-up overdue')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('meeting');
  });

  it('offers no "log an interaction" to a reader who may not add interactions', async () => {
    signInWith({ view: true });
    await renderAt(<InteractionTimeline stakeholderId={STAKEHOLDER} />, `/stakeholders/${STAKEHOLDER}`);
    expect(await screen.findByText('Conversa 1')).toBeInTheDocument();
    expect(screen.queryByText('Log an interaction')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    items = [];
    await renderAt(<InteractionTimeline stakeholderId={STAKEHOLDER} />, `/stakeholders/${STAKEHOLDER}`);
    expect(await screen.findByText('No interactions with this stakeholder yet')).toBeInTheDocument();
    expect(screen.queryByText(/See all/)).not.toBeInTheDocument();
  });
});

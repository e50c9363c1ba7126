import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { useAuthStore } from '@conexoes/shared';
import { TopicDetailPage } from '../../../pages/topic-detail.page';
import { TopicEditPage } from '../../../pages/topic-edit.page';
import { TopicsOverviewPage } from '../../../pages/topics-overview.page';
import { useTopicsStore } from '../../../stores/topics.store';

// A site's administrator reads the root's topics and categories but may not change them (canEdit
// false, the API's write rule): the screens offer nothing the API would refuse with a 403, which
// signs the user out (SPEC §8), and say why in words.
const TOPIC = '00000000-0000-4000-8000-0000000000c1';
const stamps = {
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const topic = {
  id: TOPIC,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  name: 'Qualidade da água',
  description: null,
  categoryId: null,
  categoryName: null,
  active: true,
  stakeholderCount: 4,
  canEdit: false,
  ...stamps,
};
const category = (id: string, name: string, canEdit: boolean) => ({
  id,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  name,
  description: null,
  ods: [],
  active: true,
  topicCount: 1,
  canEdit,
  ...stamps,
});
const NOT_YOURS = 'Defined for the whole company or a wider area: only its administrators change this topic.';

let server: TestServer;
let stored = topic;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = topic;
  useTopicsStore.setState({ categories: null, ods: null });
  signInWith({ fullAccess: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `/manager/api/v1/topics/${TOPIC}`) return json(200, stored);
    if (path.endsWith('/topic/categories/search'))
      return json(200, {
        items: [
          category('00000000-0000-4000-8000-0000000000a1', 'Água', false),
          category('00000000-0000-4000-8000-0000000000a2', 'Emprego local', true),
        ],
        total: 2,
        page: 1,
        size: 100,
      });
    return json(200, []);
  });
});

const writes = () => server.requests.filter((r) => r.method !== 'GET');

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('topics the caller may not change', () => {
  it('the topic page offers no Edit or Delete and says why', async () => {
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    expect(await screen.findByText(NOT_YOURS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('the same page offers both for a topic the caller may change', async () => {
    stored = { ...topic, canEdit: true };
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_YOURS)).not.toBeInTheDocument();
  });

  it('its edit address shows it read-only, with no Save', async () => {
    await renderAt(<TopicEditPage />, `/topics/${TOPIC}/edit`, '/topics/:topicId/edit');
    expect(await screen.findByText(NOT_YOURS)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Qualidade da água')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe(`/topics/${TOPIC}`));
    expect(writes()).toEqual([]);
  });

  it('the categories offer Edit only on those the caller may change', async () => {
    await renderAt(<TopicsOverviewPage />, '/topics');
    const rootRow = (await screen.findByText('Água')).closest('tr') as HTMLElement;
    expect(within(rootRow).queryByRole('button')).not.toBeInTheDocument();
    expect(rootRow).toHaveTextContent('Read-only');
    expect(
      screen.getByText(
        'Categories marked read-only are defined for the whole company or a wider area: only its administrators change them.',
      ),
    ).toBeInTheDocument();
    const ownRow = screen.getByText('Emprego local').closest('tr') as HTMLElement;
    expect(within(ownRow).getByRole('button', { name: 'Edit Emprego local' })).toBeInTheDocument();
  });
});

describe('topics of a workspace the caller may choose (an administrator who chose a site)', () => {
  const ROOT = '00000000-0000-4000-8000-000000000999';
  const SITE = '00000000-0000-4000-8000-000000000777';
  beforeEach(() =>
    useAuthStore.setState({
      selectedWorkspaces: [SITE],
      workspace: {
        containsWorkspace: true,
        shouldSelectWorkspace: false,
        options: [
          { id: ROOT, name: 'Mineração Acme', level: 1, parentId: null, tenantId: ROOT },
          { id: SITE, name: 'Mina Norte', level: 3, parentId: ROOT, tenantId: ROOT },
        ],
      },
    }),
  );
  const CHOOSE = 'To change it, choose Mineração Acme in the workspace selector at the top of the page.';

  it('the topic page names the workspace to choose', async () => {
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    expect(await screen.findByText(new RegExp(CHOOSE))).toBeInTheDocument();
    expect(screen.queryByText(NOT_YOURS)).not.toBeInTheDocument();
  });

  it('so does its edit address', async () => {
    await renderAt(<TopicEditPage />, `/topics/${TOPIC}/edit`, '/topics/:topicId/edit');
    expect(await screen.findByText(new RegExp(CHOOSE))).toBeInTheDocument();
  });

  it('the categories say whose the read-only ones are and how to change them', async () => {
    await renderAt(<TopicsOverviewPage />, '/topics');
    expect(
      await screen.findByText(
        'Read-only categories are those of Mineração Acme and apply to every workspace below it. To change them, choose Mineração Acme in the workspace selector at the top of the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/only its administrators/)).not.toBeInTheDocument();
  });
});

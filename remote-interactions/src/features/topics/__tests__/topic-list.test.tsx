import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TopicListPage } from '../../../pages/topic-list.page';
import {
  chooseOption,
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInAs,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { emptyPermission } from '@conexoes/shared';
import { useTopicsStore } from '../../../stores/topics.store';

const WATER = '00000000-0000-4000-8000-0000000000a1';
let server: TestServer;
let stakeholderCount: number | null = 2;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stakeholderCount = 2;
  useTopicsStore.setState({ categories: null, ods: null });
  signInWith({ view: true });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/topic/categories/options'))
      return json(200, [{ value: WATER, label: 'Água', ods: [6] }]);
    if (path.endsWith('/topics/search'))
      return json(200, {
        items: [
          {
            id: '00000000-0000-4000-8000-000000000010',
            workspaceId: '00000000-0000-4000-8000-000000000999',
            name: `Tema página ${query.get('page')}`,
            description: null,
            categoryId: WATER,
            categoryName: 'Água',
            active: true,
            stakeholderCount,
            canEdit: true,
            createdBy: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 41,
        page: Number(query.get('page')),
        size: 20,
      });
    return json(200, []);
  });
});

const lastSearch = () => {
  const all = server.requests.map((r) => parseUrl(r.url)).filter((u) => u.path.endsWith('/topics/search'));
  return Object.fromEntries(all[all.length - 1].query.entries());
};

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('topic list', () => {
  it('asks for the search, category, state and page held in the URL', async () => {
    await renderAt(<TopicListPage />, `/topics/list?q=agua&category=${WATER}&active=true&page=2`);
    expect(await screen.findByText('Tema página 2')).toBeInTheDocument();
    expect(lastSearch()).toEqual({ q: 'agua', category: WATER, active: 'true', page: '2', size: '20' });
  });

  it('has no stakeholders column for who may not view stakeholders (the API sends no count)', async () => {
    await renderAt(<TopicListPage />, '/topics/list?page=1');
    await screen.findByText('Tema página 1');
    expect(screen.getByRole('columnheader', { name: 'Stakeholders' })).toBeInTheDocument();
    const permission = emptyPermission();
    permission.socialInteractions = { ...permission.socialInteractions, view: true };
    signInAs(permission);
    stakeholderCount = null;
    await renderAt(<TopicListPage />, '/topics/list?page=2');
    await screen.findByText('Tema página 2');
    expect(screen.queryByRole('columnheader', { name: 'Stakeholders' })).toBeNull();
  });

  it('filters by category from the first page and keeps it in the URL', async () => {
    await renderAt(<TopicListPage />, '/topics/list?page=3');
    await screen.findByText('Tema página 3');
    await chooseOption('Category', 'Ág', 'Água');
    await waitFor(() => expect(lastSearch()).toEqual({ category: WATER, page: '1', size: '20' }));
    expect(currentLocation()).toBe(`/topics/list?category=${WATER}`);

    fireEvent.click(screen.getByText('Inactive'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ category: WATER, active: 'false' }));
  });

  it('on a phone, shows each topic as one card (category, stakeholders, status) with no sideways scrolling', async () => {
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<TopicListPage />, '/topics/list');
      const link = await screen.findByRole('link', { name: 'Tema página 1' });
      const card = link.closest('td') as HTMLElement;
      expect(card).toHaveTextContent('Água · 2 stakeholders');
      expect(card).toHaveTextContent('Active');
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Topic']);
    } finally {
      window.innerWidth = before;
    }
  });
});

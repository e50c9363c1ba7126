import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyPermission, i18n } from '@conexoes/shared';
import {
  json,
  odsGoal,
  parseUrl,
  renderAt,
  signInAs,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { TopicDetailPage } from '../../../pages/topic-detail.page';
import { useTopicsStore } from '../../../stores/topics.store';

const TOPIC = '00000000-0000-4000-8000-0000000000c1';
const CATEGORY = '00000000-0000-4000-8000-0000000000a1';

let server: TestServer;
let description: string | null = null;
let stakeholderCount: number | null = 8;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith(`/topics/${TOPIC}`))
      return json(200, {
        id: TOPIC,
        workspaceId: '00000000-0000-4000-8000-000000000999',
        name: 'Consulta prévia',
        description,
        categoryId: CATEGORY,
        categoryName: 'Diálogo e governança',
        active: true,
        stakeholderCount,
        createdBy: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    if (path.endsWith(`/topic/categories/${CATEGORY}`))
      return json(200, {
        id: CATEGORY,
        workspaceId: '00000000-0000-4000-8000-000000000999',
        name: 'Diálogo e governança',
        description: null,
        ods: [16, 17],
        active: true,
        topicCount: 3,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    if (path.endsWith('/topic/categories/ods/options'))
      return json(200, [
        odsGoal(16, 'Peace, Justice and Strong Institutions', 'Paz, Justiça e Instituições Eficazes'),
        odsGoal(17, 'Partnerships for the Goals', 'Parcerias e Meios de Implementação'),
      ]);
    if (path.endsWith('/social-interactions/search'))
      return json(200, { items: [], total: 23, page: 1, size: 1 });
    return json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json');
  });
});
afterAll(() => server.close());
beforeEach(() => {
  description = null;
  stakeholderCount = 8;
  useTopicsStore.setState({ categories: null, ods: null });
  signInWith({ view: true });
});
afterEach(() => act(() => i18n.changeLanguage('en')));

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
const SLOW = { timeout: 10_000 };

describe('the topic page', () => {
  it('links its counts to the lists filtered by the topic', async () => {
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    const stakeholders = await screen.findByRole('link', { name: '8 stakeholders' }, SLOW);
    expect(stakeholders).toHaveAttribute('href', `/stakeholders/list?topic=${TOPIC}`);
    const interactions = await screen.findByRole('link', { name: '23 interactions' }, SLOW);
    expect(interactions).toHaveAttribute('href', `/interactions/list?topicId=${TOPIC}`);
    const asked = server.requests
      .map((r) => parseUrl(r.url))
      .find((u) => u.path.endsWith('/social-interactions/search'));
    expect(asked?.query.get('topicId')).toBe(TOPIC);
  });

  it('says nothing of stakeholders to who may only view interactions', async () => {
    const permission = emptyPermission();
    permission.socialInteractions = { ...permission.socialInteractions, view: true };
    signInAs(permission);
    stakeholderCount = null;
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    await screen.findByRole('link', { name: '23 interactions' }, SLOW);
    expect(screen.queryByText('Stakeholders')).not.toBeInTheDocument();
    expect(screen.queryByText(/stakeholders/)).not.toBeInTheDocument();
  });

  it("names its category's goals beside their numbers, in the reader's language", async () => {
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    expect(
      await screen.findByText('16 · Peace, Justice and Strong Institutions', undefined, SLOW),
    ).toBeVisible();
    expect(screen.getByText('17 · Partnerships for the Goals')).toBeVisible();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      await screen.findByText('16 · Paz, Justiça e Instituições Eficazes', undefined, SLOW),
    ).toBeVisible();
  });

  it('leaves out a description it does not have, and shows one it has', async () => {
    const first = await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    await screen.findByRole('link', { name: '8 stakeholders' }, SLOW);
    expect(screen.queryByText('Description')).not.toBeInTheDocument();
    first.unmount();
    description = 'Consultas às comunidades tradicionais.';
    await renderAt(<TopicDetailPage />, `/topics/${TOPIC}`, '/topics/:topicId');
    // Its label and its text in the same row (asked again until the page has settled: a language
    // switch back from the test before reads the topic once more).
    await waitFor(() => {
      const text = screen.getByText('Consultas às comunidades tradicionais.');
      expect(within(text.closest('tr') as HTMLElement).getByText('Description')).toBeVisible();
    }, SLOW);
  });
});

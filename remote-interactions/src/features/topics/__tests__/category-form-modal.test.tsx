import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TopicsOverviewPage } from '../../../pages/topics-overview.page';
import {
  chooseOption,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { useTopicsStore } from '../../../stores/topics.store';

const ods = [1, 6, 8, 11].map((number) => ({
  value: String(number),
  label: `ODS ${number}`,
  number,
  labelPtBr:
    {
      1: 'Erradicação da Pobreza',
      6: 'Água Potável e Saneamento',
      8: 'Trabalho Decente e Crescimento Econômico',
      11: 'Cidades e Comunidades Sustentáveis',
    }[number] ?? '',
  labelEn:
    {
      1: 'No Poverty',
      6: 'Clean Water and Sanitation',
      8: 'Decent Work and Economic Growth',
      11: 'Sustainable Cities and Communities',
    }[number] ?? '',
}));
const category = {
  id: '00000000-0000-4000-8000-0000000000a1',
  workspaceId: '00000000-0000-4000-8000-000000000999',
  name: 'Água',
  description: null,
  ods: [6],
  active: true,
  topicCount: 3,
  canEdit: true,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  useTopicsStore.setState({ categories: null, ods: null });
  signInWith({ fullAccess: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/topic/categories/ods/options')) return json(200, ods);
    if (path.endsWith('/topic/categories/search'))
      return json(200, { items: [category], total: 1, page: 1, size: 100 });
    if (path.endsWith('/topic/categories/options')) return json(200, []);
    if (request.method === 'POST' || request.method === 'PUT')
      return json(200, { ...category, ...JSON.parse(request.body) });
    return json(200, []);
  });
});

const writes = () => server.requests.filter((r) => r.method === 'POST' || r.method === 'PUT');

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('topic categories', () => {
  it('lists categories with their ODS and topic counts', async () => {
    await renderAt(<TopicsOverviewPage />, '/topics');
    expect(await screen.findByText('Água')).toBeInTheDocument();
    expect(await screen.findByLabelText('6 · Clean Water and Sanitation')).toHaveTextContent('SDG 6');
    expect(screen.getByText('3').closest('a')).toHaveAttribute(
      'href',
      `/topics/list?category=${category.id}`,
    );
  });

  it('creates a category with the ODS chosen in the multi-select, sent as numbers', async () => {
    await renderAt(<TopicsOverviewPage />, '/topics');
    await screen.findByText('Água');
    fireEvent.click(screen.getByText('New category'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Emprego e renda' } });
    await chooseOption(
      'Sustainable Development Goals (SDG)',
      'Decent',
      '8 · Decent Work and Economic Growth',
    );
    await chooseOption('Sustainable Development Goals (SDG)', 'Poverty', '1 · No Poverty');
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].method).toBe('POST');
    expect(parseUrl(writes()[0].url).path).toBe('/manager/api/v1/topic/categories');
    expect(JSON.parse(writes()[0].body)).toEqual({
      name: 'Emprego e renda',
      description: null,
      ods: [1, 8],
      active: true,
    });
  });

  it('edits a category with PUT carrying the whole record, its ODS kept (docs/decisions/0027)', async () => {
    await renderAt(<TopicsOverviewPage />, '/topics');
    fireEvent.click(await screen.findByLabelText('Edit Água'));
    expect(await screen.findByDisplayValue('Água')).toBeInTheDocument();
    fireEvent.change(screen.getByDisplayValue('Água'), { target: { value: 'Água e saneamento' } });
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].method).toBe('PUT');
    expect(parseUrl(writes()[0].url).path).toBe(`/manager/api/v1/topic/categories/${category.id}`);
    expect(JSON.parse(writes()[0].body)).toEqual({
      name: 'Água e saneamento',
      description: null,
      ods: [6],
      active: true,
    });
  });

  it('on a phone, shows each category as one card: its ODS, its topics (a link to them), status and Edit', async () => {
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<TopicsOverviewPage />, '/topics');
      const card = (await screen.findByText('Água')).closest('td') as HTMLElement;
      expect(card).toHaveTextContent('SDG 6');
      expect(card.querySelector('a')).toHaveAttribute('href', `/topics/list?category=${category.id}`);
      expect(card).toHaveTextContent('3 topics');
      expect(card).toHaveTextContent('Active');
      expect(screen.getByRole('button', { name: 'Edit Água' })).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });
});

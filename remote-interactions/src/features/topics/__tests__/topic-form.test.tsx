import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, setToastHandler, type ToastRequest } from '@conexoes/shared';
import { TopicEditPage } from '../../../pages/topic-edit.page';
import { TopicNewPage } from '../../../pages/topic-new.page';
import {
  chooseOption,
  currentLocation,
  json,
  parseUrl,
  problem422,
  renderAt,
  type Reply,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { useTopicsStore } from '../../../stores/topics.store';

const TOPIC_ID = '00000000-0000-4000-8000-000000000010';
const WATER = '00000000-0000-4000-8000-0000000000a1';
const JOBS = '00000000-0000-4000-8000-0000000000a2';

let server: TestServer;
let onSave: () => Reply;

const topic = {
  id: TOPIC_ID,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  name: 'Qualidade da água',
  description: 'Rio Doce',
  categoryId: WATER,
  categoryName: 'Água',
  active: true,
  stakeholderCount: 4,
  canEdit: true,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
afterEach(() => stopToasts());
beforeEach(() => {
  server.requests.length = 0;
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  useTopicsStore.setState({ categories: null, ods: null });
  signInWith({ fullAccess: true });
  onSave = () => json(201, { ...topic, id: TOPIC_ID });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/topic/categories/options'))
      return json(200, [
        { value: WATER, label: 'Água', ods: [6] },
        { value: JOBS, label: 'Emprego local', ods: [8] },
      ]);
    if (request.method === 'POST' && path === '/manager/api/v1/topics') return onSave();
    if (path === `/manager/api/v1/topics/${TOPIC_ID}`) return json(200, topic);
    return json(
      404,
      { type: 'about:blank', title: 'Not Found', status: 404, detail: 'no' },
      'application/problem+json',
    );
  });
});

const saves = () =>
  server.requests.filter((r) => r.method === 'POST' && parseUrl(r.url).path === '/manager/api/v1/topics');

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('topic form', () => {
  it('needs a name, then creates the topic in the chosen category and opens it', async () => {
    await renderAt(<TopicNewPage />, '/topics/new');
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Contratação local ' } });
    await chooseOption('Category', 'Empre', 'Emprego local');
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toEqual({
      name: 'Contratação local',
      categoryId: JOBS,
      description: null,
      active: true,
    });
    await waitFor(() => expect(currentLocation()).toBe(`/topics/${TOPIC_ID}`));
  });

  it('edits: loads the topic and saves it with its id (POST topics updates when the id is present)', async () => {
    await renderAt(<TopicEditPage />, `/topics/${TOPIC_ID}/edit`, '/topics/:topicId/edit');
    expect(await screen.findByDisplayValue('Qualidade da água')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0].body)).toEqual({
      id: TOPIC_ID,
      name: 'Qualidade da água',
      categoryId: WATER,
      description: 'Rio Doce',
      active: false,
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    onSave = () =>
      json(
        422,
        problem422([{ path: 'body.name', message: 'A topic with this name exists' }]),
        'application/problem+json',
      );
    await renderAt(<TopicNewPage />, '/topics/new');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Água' } });
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('A topic with this name exists')).toBeInTheDocument();
    expect(currentLocation()).toBe('/topics/new');
  });

  it('shows a duplicate name (409) under the name, translated, with no alert', async () => {
    onSave = () =>
      json(
        409,
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Another record already has this name',
        },
        'application/problem+json',
      );
    await renderAt(<TopicNewPage />, '/topics/new');
    await act(() => i18n.changeLanguage('pt-BR'));
    try {
      fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Água' } });
      fireEvent.click(screen.getByText('Salvar'));
      const message = await screen.findByText('Já existe outro registro com este nome');
      expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Nome'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(toasts).toEqual([]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('confirms a save with a toast', async () => {
    await renderAt(<TopicNewPage />, '/topics/new');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Água limpa' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(currentLocation()).toBe(`/topics/${TOPIC_ID}`));
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Topic created' }));
  });
});

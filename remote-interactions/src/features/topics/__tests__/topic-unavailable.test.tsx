import { fireEvent, screen } from '@testing-library/react';
import {
  currentLocation,
  json,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import type { ReactElement } from 'react';
import { TopicDetailPage } from '../../../pages/topic-detail.page';
import { TopicEditPage } from '../../../pages/topic-edit.page';

const TOPIC = '00000000-0000-4000-8000-0000000000c1';

// The API answers 404 both for a topic that is gone and for one in a workspace out of reach.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply(() =>
    json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json'),
  );
});
afterAll(() => server.close());
beforeEach(() => signInWith({ fullAccess: true }));

const pages: [string, ReactElement, string, string][] = [
  ['detail', <TopicDetailPage key="d" />, '', '/topics/:topicId'],
  ['edit', <TopicEditPage key="e" />, '/edit', '/topics/:topicId/edit'],
];

describe('a topic that is not there', () => {
  it.each(pages)('%s page says so in words, with a way back to the list', async (_, page, suffix, route) => {
    await renderAt(page, `/topics/${TOPIC}${suffix}`, route);
    expect(
      await screen.findByText(
        'This topic does not exist, or it belongs to a workspace you do not work in.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the topic list'));
    expect(currentLocation()).toBe('/topics/list');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import {
  currentLocation,
  json,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { InteractionEditPage } from '../../../pages/interaction-edit.page';
import { INTERACTION } from '../../../testing/fixtures';

// The API answers 404 both for an interaction that is gone and for one in a workspace out of reach.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply(() =>
    json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json'),
  );
});
afterAll(() => server.close());
beforeEach(() => signInWith({ fullAccess: true }));

it('the edit page of an interaction that is not there says so in words, offers no form, and leads back to the list', async () => {
  await renderAt(
    <InteractionEditPage />,
    `/interactions/${INTERACTION}/edit`,
    '/interactions/:interactionId/edit',
  );
  expect(
    await screen.findByText(
      'This interaction does not exist, or it belongs to a workspace you do not work in.',
      undefined,
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Save')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText('Back to the interaction list'));
  expect(currentLocation()).toBe('/interactions/list');
});

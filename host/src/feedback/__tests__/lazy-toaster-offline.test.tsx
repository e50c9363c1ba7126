import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify } from '@conexoes/shared';
import { LazyToaster } from '../lazy-toaster';

// The Toaster's chunk, as a phone without a connection fails to fetch it: this file's first fetch
// fails (`mockOffline`), before any other test could have loaded it.
let mockOffline = true;
jest.mock('../app-toaster', () => {
  if (mockOffline) throw new Error('Loading chunk 3578 failed.');
  return jest.requireActual('../app-toaster');
});

afterEach(() => {
  act(() => toast.remove());
});

describe('the Toaster without a connection', () => {
  it('keeps the page when its code cannot be fetched, and the next toast fetches it again', async () => {
    render(
      <>
        <h1>Edit interaction</h1>
        <LazyToaster />
      </>,
    );
    await act(async () => notify.error('Could not reach the server'));
    expect(screen.getByRole('heading', { name: 'Edit interaction' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    mockOffline = false;
    act(() => notify.success('Interaction saved'));
    expect(await screen.findByText('Interaction saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit interaction' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from 'antd';
import { Suspense, useState } from 'react';
import { MountedDialog } from '../mounted-dialog';
import { nextFrames } from '../../testing/frames';

// A dialog mounted only while it is open (the template pages' "Add column", "New event", "Compose"):
// when it closes, a keyboard user goes on from the button that opened it, not from the top of the page.

/** Like a dialog whose `Form.useForm` waits for antd's Form code on its first opening. */
let code: { ready: boolean; arrived?: Promise<void>; arrive?: () => void } = { ready: true };
function NameDialog({ onClose }: { onClose: () => void }) {
  if (!code.ready) {
    code.arrived ??= new Promise<void>((resolve) => {
      code.arrive = () => {
        code.ready = true;
        resolve();
      };
    });
    throw code.arrived;
  }
  return (
    <Modal open title="Add column" onCancel={onClose} footer={null}>
      <input aria-label="Name" autoFocus />
    </Modal>
  );
}

function Board() {
  const [adding, setAdding] = useState(false);
  return (
    // The page's own boundary, as the host's around every remote page (its fallback, the spinner).
    <Suspense fallback={<p>{'Loading the page'}</p>}>
      <main>
        <Button onClick={() => setAdding(true)}>Add column</Button>
        <input aria-label="Search" />
        {adding ? (
          <MountedDialog>
            <NameDialog onClose={() => setAdding(false)} />
          </MountedDialog>
        ) : null}
      </main>
    </Suspense>
  );
}

const opened = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Add column' });
  // antd focuses the dialog as it opens (in a browser, its field: autoFocus).
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
};

beforeEach(() => {
  code = { ready: true };
});

describe('MountedDialog', () => {
  it('opened with Enter and closed with Escape, gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Board />);
    const button = screen.getByRole('button', { name: 'Add column' });
    button.focus();
    await user.keyboard('{Enter}');
    await opened();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opened with a click and closed with its Close button, gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Board />);
    const button = screen.getByRole('button', { name: 'Add column' });
    await user.click(button);
    await opened();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps the page and its button shown while the dialog’s code arrives, and gives the focus back after', async () => {
    code = { ready: false };
    const user = userEvent.setup();
    render(<Board />);
    const button = screen.getByRole('button', { name: 'Add column' });
    button.focus();
    await user.keyboard('{Enter}');
    // The page's boundary hid the page (and the focused button: Chromium moved the focus to the body).
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(button).toBeVisible();
    expect(button).toHaveFocus();
    code.arrive?.();
    await opened();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('leaves alone a focus the closing action put elsewhere', async () => {
    const user = userEvent.setup();
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await opened();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    search.focus();
    await nextFrames(2);
    expect(search).toHaveFocus();
  });
});

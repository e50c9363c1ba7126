import { giveEnterItsKeyCode } from '../../testing/keyboard';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { CONFIRM_DIALOG, ConfirmPopover } from '../confirm-popover';
import { MenuDropdown } from '../menu-dropdown';
import { nextFrames } from '../../testing/frames';

// What a keyboard user relies on in every menu and delete confirmation of the product: the popup
// takes the focus when it opens, and the focus comes back to its button when it closes.

function StatusMenu({ onPick }: { onPick: (key: string) => void }) {
  return (
    <>
      <MenuDropdown
        menu={{
          items: [
            { key: 'in_progress', label: 'Move to In progress' },
            { key: 'done', label: 'Move to Done' },
          ],
          onClick: ({ key }) => onPick(key),
        }}
      >
        <Button>Change status</Button>
      </MenuDropdown>
      <input aria-label="Note" />
    </>
  );
}

let stopEnterKeyCode: () => void = () => undefined;
beforeAll(() => {
  stopEnterKeyCode = giveEnterItsKeyCode();
});
afterAll(() => stopEnterKeyCode());

describe('MenuDropdown', () => {
  it('opens from the keyboard with the focus on its first item, and gives the focus back to its button after a pick', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<StatusMenu onPick={(key) => picked.push(key)} />);
    const button = screen.getByRole('button', { name: 'Change status' });
    button.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Move to In progress' });
    await waitFor(() => expect(first).toHaveFocus());
    // rc-menu moves and picks by keys only among items it sees laid out, which jsdom never does: the
    // keys themselves are proven in Chromium (e2e commitments.test.ts); the pick here is a click.
    await user.click(screen.getByRole('menuitem', { name: 'Move to Done' }));
    expect(picked).toEqual(['done']);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('a pick made with Enter leaves the menu closed and the focus on its button (the Enter does not press it again)', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<StatusMenu onPick={(key) => picked.push(key)} />);
    const button = screen.getByRole('button', { name: 'Change status' });
    button.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Move to In progress' });
    await waitFor(() => expect(first).toHaveFocus());
    // The arrows need a laid-out menu (Chromium, e2e); the item they would reach is focused here.
    const item = screen.getByRole('menuitem', { name: 'Move to Done' });
    item.focus();
    await user.keyboard('{Enter}');
    expect(picked).toEqual(['done']);
    // The Enter's keypress, aimed at the button once the focus was back there, pressed it: the menu
    // opened again and took the focus.
    await nextFrames(2);
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(button).toHaveFocus();
  });

  it('a focused item is picked with Space as with Enter, the menu left closed and the focus on its button', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<StatusMenu onPick={(key) => picked.push(key)} />);
    const button = screen.getByRole('button', { name: 'Change status' });
    button.focus();
    await user.keyboard(' ');
    const first = await screen.findByRole('menuitem', { name: 'Move to In progress' });
    await waitFor(() => expect(first).toHaveFocus());
    const item = screen.getByRole('menuitem', { name: 'Move to Done' });
    item.focus();
    // Space and its key up: the key up lands on the button once the focus is back there.
    await user.keyboard(' ');
    expect(picked).toEqual(['done']);
    await nextFrames(2);
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(button).toHaveFocus();
  });

  it('gives the focus back when dismissed with Escape', async () => {
    const user = userEvent.setup();
    render(<StatusMenu onPick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Change status' });
    await user.click(button);
    await screen.findByRole('menuitem', { name: 'Move to Done' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('pressed again at once, before the menu has taken the focus, leaves it on its button', async () => {
    const user = userEvent.setup();
    render(<StatusMenu onPick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Change status' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveClass('ant-dropdown-open');
    // Within the three frames antd waits before it focuses the menu, which it then did all the same:
    // the focus was left in the hidden menu, and on the page's body in Chromium.
    await user.keyboard('{Enter}');
    // antd's focus of the menu, three frames after it opened, and the give-back on the next.
    await nextFrames(4);
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(button).toHaveFocus();
  });

  it('leaves the focus where the picked action put it', async () => {
    const user = userEvent.setup();
    render(<StatusMenu onPick={() => screen.getByRole('textbox', { name: 'Note' }).focus()} />);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    // Once the menu is open and focused, as a person sees it.
    const first = await screen.findByRole('menuitem', { name: 'Move to In progress' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.click(screen.getByRole('menuitem', { name: 'Move to Done' }));
    // Two frames: the give-back runs on the next one and must not take the focus from the field.
    await nextFrames(2);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });
});

function RenameMenu() {
  const [renaming, setRenaming] = useState(false);
  return (
    <>
      <MenuDropdown menu={{ items: [{ key: 'rename', label: 'Rename' }], onClick: () => setRenaming(true) }}>
        <Button>Column actions</Button>
      </MenuDropdown>
      <Modal title="Rename the column" open={renaming} onCancel={() => setRenaming(false)} footer={null}>
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

/** A menu mounted open, its button just put in place of another (the header's language menu). */
function MountedOpen({ onPick }: { onPick: (key: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <MenuDropdown
      open={open}
      onOpenChange={setOpen}
      menu={{ items: [{ key: 'pt-BR', label: 'Português (Brasil)' }], onClick: ({ key }) => onPick(key) }}
    >
      <Button>Language</Button>
    </MenuDropdown>
  );
}

describe('MenuDropdown, when the item opens a dialog or the menu was mounted open', () => {
  it('a dialog opened by an item gives the focus back to the menu’s button when it closes', async () => {
    const user = userEvent.setup();
    render(<RenameMenu />);
    const button = screen.getByRole('button', { name: 'Column actions' });
    await user.click(button);
    const item = await screen.findByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the column' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('a menu mounted open gives the focus to its button after a pick, though the button never had it', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<MountedOpen onPick={(key) => picked.push(key)} />);
    const item = await screen.findByRole('menuitem', { name: 'Português (Brasil)' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.click(item);
    expect(picked).toEqual(['pt-BR']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus());
  });
});

function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmPopover
      title="Delete this commitment?"
      okText="Delete"
      cancelText="Cancel"
      open={open}
      onOpenChange={setOpen}
      onConfirm={onDelete}
    >
      <Button danger>Delete</Button>
    </ConfirmPopover>
  );
}

describe('ConfirmPopover', () => {
  it('puts the focus on Cancel, so a second Enter deletes nothing, and gives it back to its button', async () => {
    const user = userEvent.setup();
    const deleted = jest.fn();
    render(<DeleteButton onDelete={deleted} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Delete this commitment?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(deleted).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('asks its question without reading out its warning icon’s name', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onDelete={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete this commitment?');
    // antd's icon read "exclamation-circle" before the question, in every language.
    expect(screen.queryByRole('img', { name: 'exclamation-circle' })).not.toBeInTheDocument();
  });

  it('CONFIRM_DIALOG: a confirmation dialog asks without reading out its warning icon’s name', async () => {
    const user = userEvent.setup();
    function Ask() {
      const { modal } = App.useApp();
      return (
        <Button onClick={() => modal.confirm({ ...CONFIRM_DIALOG, title: 'Delete this topic?' })}>
          Delete
        </Button>
      );
    }
    render(
      <App>
        <Ask />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findAllByText('Delete this topic?');
    expect(screen.queryByRole('img', { name: 'exclamation-circle' })).not.toBeInTheDocument();
  });
});

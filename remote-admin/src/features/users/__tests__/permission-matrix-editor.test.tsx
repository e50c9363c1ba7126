import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPermission, type Permission } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { PermissionMatrixEditor } from '../permission-matrix-editor';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

function Controlled({ initial, onChange }: { initial: Permission; onChange: (p: Permission) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionMatrixEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const box = (label: string) => screen.getByRole('checkbox', { name: label });

describe('permission matrix editor', () => {
  it('shows one labelled checkbox per area and flag, all off by default', async () => {
    await renderAt(<PermissionMatrixEditor value={emptyPermission()} />, '/users/new');
    expect(screen.getAllByRole('checkbox')).toHaveLength(6 * 7);
    expect(box('Stakeholders: View')).not.toBeChecked();
    expect(box('Social commitments: Delete')).not.toBeChecked();
  });

  it('read only, its scrolling grid is a named region the keyboard can reach (its boxes cannot)', async () => {
    await renderAt(<PermissionMatrixEditor value={emptyPermission()} readOnly />, '/users/1');
    expect(box('Stakeholders: View')).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Permissions' })).toHaveAttribute('tabindex', '0');
  });

  it('turning a flag on changes that area and flag only', async () => {
    const onChange = jest.fn();
    await renderAt(<Controlled initial={emptyPermission()} onChange={onChange} />, '/users/new');

    await userEvent.click(box('Stakeholders: View'));

    const next = onChange.mock.calls[0][0] as Permission;
    const expected = emptyPermission();
    expected.stakeholders.view = true;
    expect(next).toEqual(expected);
    expect(box('Stakeholders: View')).toBeChecked();
    expect(box('Users: View')).not.toBeChecked();
  });

  it('full access checks and locks the rest of its row, and gives the flags back when turned off', async () => {
    const onChange = jest.fn();
    const initial = emptyPermission();
    initial.users.view = true;
    await renderAt(<Controlled initial={initial} onChange={onChange} />, '/users/new');

    await userEvent.click(box('Users: Full access'));
    const row = box('Users: Delete').closest('tr') as HTMLElement;
    for (const checkbox of within(row).getAllByRole('checkbox')) expect(checkbox).toBeChecked();
    expect(box('Users: Delete')).toBeDisabled();
    expect(box('Dashboards: Delete')).not.toBeChecked();

    await userEvent.click(box('Users: Full access'));
    const last = onChange.mock.calls.at(-1)?.[0] as Permission;
    expect(last.users).toEqual({ ...emptyPermission().users, view: true });
    expect(box('Users: Delete')).not.toBeChecked();
    expect(box('Users: Delete')).toBeEnabled();
  });

  it('read-only shows the flags without letting them change', async () => {
    const onChange = jest.fn();
    const value = emptyPermission();
    value.dashboard.view = true;
    await renderAt(<PermissionMatrixEditor value={value} onChange={onChange} readOnly />, '/users/1');
    expect(box('Dashboards: View')).toBeChecked();
    expect(box('Dashboards: View')).toBeDisabled();
    // Click through the disabled styling as a determined user would.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(box('Dashboards: Add'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Dashboards: Add')).not.toBeChecked();
  });

  describe('on a phone (360 px)', () => {
    const desktopWidth = window.innerWidth;
    // The jsdom setup answers width media queries against innerWidth (shared/jest/jsdom.setup.cjs).
    beforeEach(() => {
      window.innerWidth = 360;
    });
    afterEach(() => {
      window.innerWidth = desktopWidth;
    });

    it('stacks each area as a named group of named boxes, with no sideways grid', async () => {
      const onChange = jest.fn();
      const initial = emptyPermission();
      initial.users.view = true;
      await renderAt(<Controlled initial={initial} onChange={onChange} />, '/users/new');

      const users = await screen.findByRole('group', { name: 'Users' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(document.querySelector('.wide-grid')).toBeNull();
      expect(screen.getAllByRole('group')).toHaveLength(6);
      // The flag is named on screen beside its box, and the box still says which area it is.
      expect(within(users).getByText('Delete')).toBeInTheDocument();
      expect(within(users).getAllByRole('checkbox')).toHaveLength(7);
      expect(within(users).getByRole('checkbox', { name: 'Users: View' })).toBeChecked();

      // From the keyboard: the box takes the focus and Space ticks it.
      const add = within(users).getByRole('checkbox', { name: 'Users: Add' });
      add.focus();
      expect(add).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(add).toBeChecked();
      expect((onChange.mock.calls.at(-1)?.[0] as Permission).users).toEqual({
        ...emptyPermission().users,
        view: true,
        add: true,
      });

      // Full access still checks and locks the rest of its area.
      await userEvent.click(within(users).getByRole('checkbox', { name: 'Users: Full access' }));
      expect(within(users).getByRole('checkbox', { name: 'Users: Delete' })).toBeChecked();
      expect(within(users).getByRole('checkbox', { name: 'Users: Delete' })).toBeDisabled();
    });

    it('read only, shows the same groups with every box disabled', async () => {
      await renderAt(<PermissionMatrixEditor value={emptyPermission()} readOnly />, '/users/1');
      expect(await screen.findByRole('group', { name: 'Stakeholders' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    });
  });

  it('on a desktop keeps the grid of areas × flags', async () => {
    await renderAt(<PermissionMatrixEditor value={emptyPermission()} />, '/users/new');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

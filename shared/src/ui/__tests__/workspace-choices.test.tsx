import { fireEvent, render, screen } from '@testing-library/react';
import { useAuthStore } from '../../stores/auth.store';
import { useWorkspaceChoices } from '../workspace-choices';
import { WorkspaceSelect } from '../workspace-select';

const TENANT = '00000000-0000-4000-8000-00000000000f';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const ws = (n: number, name: string, parent: number | null, level: 1 | 2 | 3) => ({
  id: id(n),
  name,
  level,
  parentId: parent === null ? null : id(parent),
  tenantId: TENANT,
});

function Picker() {
  const workspaces = useWorkspaceChoices();
  return (
    <WorkspaceSelect
      aria-label="Workspace"
      open
      options={workspaces}
      virtual={false}
      style={{ width: 300 }}
    />
  );
}

describe('the workspace a new record goes to', () => {
  afterEach(() => useAuthStore.setState({ selectedWorkspaces: [] }));

  it('is offered with each unit right above its own sites, indented under it', () => {
    const options = [
      ws(1, 'Mineração Vale Verde', null, 1),
      ws(2, 'Unidade Carajás', 1, 2),
      ws(3, 'Unidade Quadrilátero', 1, 2),
      ws(4, 'Mina Brucutu', 3, 3),
      ws(5, 'Mina Serra Norte', 2, 3),
    ];
    useAuthStore.setState({
      // The session's choice comes by level and name.
      selectedWorkspaces: options.map((w) => w.id),
      workspace: { containsWorkspace: true, shouldSelectWorkspace: false, options },
    });
    render(<Picker />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Workspace' }));
    const shown = [...document.querySelectorAll('.ant-select-item-option-content > span')] as HTMLElement[];
    expect(shown.map((el) => [el.textContent, el.style.paddingInlineStart])).toEqual([
      ['Mineração Vale Verde', '0'],
      ['Unidade Carajás', '16px'],
      ['Mina Serra Norte', '32px'],
      ['Unidade Quadrilátero', '16px'],
      ['Mina Brucutu', '32px'],
    ]);
  });
});

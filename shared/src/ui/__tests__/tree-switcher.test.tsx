import { render, screen } from '@testing-library/react';
import { Tree } from 'antd';
import { TREE_SWITCHER } from '../tree-switcher';

const treeData = [
  {
    key: 'org',
    title: 'Prefeitura Municipal de Brumadinho',
    children: [{ key: 'person', title: 'Adriana Andrade Vieira' }],
  },
];

describe('TREE_SWITCHER', () => {
  it('keeps the expand mark out of a branch’s name', () => {
    render(<Tree {...TREE_SWITCHER} treeData={treeData} defaultExpandAll selectable={false} />);
    // antd's mark read "caret-down" before the branch's name, in every language.
    expect(screen.queryByRole('img', { name: 'caret-down' })).not.toBeInTheDocument();
    expect(screen.getByText('Prefeitura Municipal de Brumadinho')).toBeInTheDocument();
    expect(screen.getByText('Adriana Andrade Vieira')).toBeInTheDocument();
  });
});

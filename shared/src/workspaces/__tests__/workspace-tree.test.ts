import { buildTree, inTreeOrder, sortByName } from '../workspace-tree';

const item = (id: string, name: string, parentId: string | null) => ({ id, name, parentId });

describe('buildTree', () => {
  it('nests children under their parents, sorted by name at every level', () => {
    const tree = buildTree([
      item('s2', 'Zeta site', 'b1'),
      item('r', 'Acme', null),
      item('b1', 'North', 'r'),
      item('s1', 'Alpha site', 'b1'),
      item('b2', 'East', 'r'),
    ]);
    expect(tree.map((n) => n.title)).toEqual(['Acme']);
    expect(tree[0].children.map((n) => n.title)).toEqual(['East', 'North']);
    expect(tree[0].children[1].children.map((n) => n.key)).toEqual(['s1', 's2']);
  });

  it('keeps a record whose parent is not visible as a root', () => {
    const tree = buildTree([item('s1', 'Mine', 'hidden-parent')]);
    expect(tree.map((n) => n.key)).toEqual(['s1']);
  });
});

describe('inTreeOrder', () => {
  it('lists each parent right above its own children, with their depth, whatever the levels', () => {
    // A unit's sites under that unit, not under the unit whose name sorts first (as by level and name).
    const order = inTreeOrder([
      item('sn', 'Mina Serra Norte', 'ca'),
      item('qf', 'Unidade Quadrilátero', 'r'),
      item('ca', 'Unidade Carajás', 'r'),
      item('r', 'Mineração', null),
      item('tp', 'Terminal Parauapebas', 'ca'),
      item('br', 'Mina Brucutu', 'qf'),
    ]);
    expect(order.map(({ item: w, depth }) => `${depth}:${w.id}`)).toEqual([
      '0:r',
      '1:ca',
      '2:sn',
      '2:tp',
      '1:qf',
      '2:br',
    ]);
  });
});

describe('sortByName', () => {
  it('orders by name ignoring case and accents, without mutating the input', () => {
    const input = [{ name: 'beta' }, { name: 'Álamo' }, { name: 'Acme' }];
    expect(sortByName(input).map((w) => w.name)).toEqual(['Acme', 'Álamo', 'beta']);
    expect(input[0].name).toBe('beta');
  });
});
